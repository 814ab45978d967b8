const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'];

/** 1 → ①; beyond ten the plain number. */
export function circledNumber(n: number): string {
  return CIRCLED[n - 1] ?? String(n);
}
