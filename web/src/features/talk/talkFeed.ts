import type { TalkItem } from '@blog/contract';

/**
 * Appends a page to the posts shown. A post already shown (the one a `?id=` link fetched on its
 * own, or one that moved to the next page because a new post arrived meanwhile) is not repeated:
 * the newer copy replaces the old one in place.
 */
export function mergeTalks(shown: readonly TalkItem[], page: readonly TalkItem[]): TalkItem[] {
  const incoming = new Map(page.map((talk) => [talk.id, talk]));
  const merged = shown.map((talk) => incoming.get(talk.id) ?? talk);
  const known = new Set(shown.map((talk) => talk.id));
  for (const talk of page) if (!known.has(talk.id)) merged.push(talk);
  return merged;
}
