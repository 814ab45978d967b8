import { LIMITS } from '@blog/contract';

/**
 * Search history rules (SPEC.md §5): the last 10 distinct terms, newest first, oldest dropped.
 * Pure so the rules are tested without storage or React.
 */
export function addSearchTerm(history: readonly string[], term: string, max: number = LIMITS.searchHistoryMax): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...history];
  const rest = history.filter((entry) => entry !== trimmed);
  return [trimmed, ...rest].slice(0, max);
}

export function removeSearchTerm(history: readonly string[], term: string): string[] {
  return history.filter((entry) => entry !== term);
}

/** Whatever storage holds (possibly tampered or from an older version) becomes a clean list. */
export function normalizeHistory(value: unknown, max: number = LIMITS.searchHistoryMax): string[] {
  if (!Array.isArray(value)) return [];
  const terms: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const trimmed = item.trim();
    if (trimmed && !terms.includes(trimmed)) terms.push(trimmed);
  }
  return terms.slice(0, max);
}
