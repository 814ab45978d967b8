/** Count format of SPEC.md §9, shared by the client and the server's copy of the article page. */

function oneDecimal(value: number): string {
  // Truncate rather than round so 9,999 never shows as "10.0k".
  return (Math.floor(value * 10) / 10).toFixed(1);
}

/** 999 → "999", 1,234 → "1.2k", 12,345 → "1.2w". */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n >= 10_000) return `${oneDecimal(n / 10_000)}w`;
  if (n >= 1_000) return `${oneDecimal(n / 1_000)}k`;
  return String(Math.trunc(n));
}
