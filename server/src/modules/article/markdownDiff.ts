import { diffLines } from 'diff';
import type { MarkdownDiff } from '@blog/contract';

/** Line diff of two Markdown texts (the `diff` package), with characters added and removed. */
export function diffMarkdown(before: string, after: string): MarkdownDiff {
  const parts = diffLines(before, after).map((change) => ({
    kind: change.added ? ('added' as const) : change.removed ? ('removed' as const) : ('same' as const),
    text: change.value,
  }));
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += part.text.length;
    if (part.kind === 'removed') removed += part.text.length;
  }
  return { parts, added, removed };
}
