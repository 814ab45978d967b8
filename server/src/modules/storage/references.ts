/**
 * Which stored files the rows still name. Matching errs on the side of keeping: a file counts as
 * named when any /uploads/ address in any text names a file of that name in any folder, or when such
 * an address starts with its name (an address cut short by the text around it, `…/a.webp&quot;` or
 * `…/a.webp.` at the end of a sentence, still keeps a.webp).
 */

/** The characters of a name the clean-up may delete; a file named otherwise is never offered. */
export const CLEANABLE_NAME = /^[\p{L}\p{N}._~+-]+$/u;

/** An /uploads/ address: name characters, '/' and %-escapes. */
const MENTION = /\/uploads\/((?:[\p{L}\p{N}._~+\-/]|%[0-9A-Fa-f]{2})+)/gu;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface MentionIndex {
  add(text: string): void;
  /** Whether a row's text names a file called `name` (its last path segment). */
  names(name: string): boolean;
}

export function createMentionIndex(): MentionIndex {
  // Every prefix of every named file's last segment: "named, or an address starting with the name".
  const prefixes = new Set<string>();
  return {
    add(text) {
      for (const match of text.matchAll(MENTION)) {
        for (const address of new Set([match[1]!, decoded(match[1]!)])) {
          const last = address.split('/').filter(Boolean).at(-1);
          if (!last) continue;
          for (let end = 1; end <= last.length; end++) prefixes.add(last.slice(0, end));
        }
      }
    },
    names: (name) => prefixes.has(name),
  };
}
