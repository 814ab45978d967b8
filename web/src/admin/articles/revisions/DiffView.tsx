import type { MarkdownDiff } from '@blog/contract';
import styles from './Revisions.module.css';

/** Lines of an unchanged run shown around the changes; the rest fold into "… N 行未改动". */
const CONTEXT = 2;

function foldSame(text: string, first: boolean, last: boolean): string {
  const lines = text.replace(/\n$/, '').split('\n');
  if (lines.length <= CONTEXT * 2 + 1) return text;
  const head = first ? [] : lines.slice(0, CONTEXT);
  const tail = last ? [] : lines.slice(-CONTEXT);
  const hidden = lines.length - head.length - tail.length;
  return [...head, `… ${hidden} 行未改动 …`, ...tail].join('\n') + '\n';
}

/** A Markdown line diff: removed lines struck through in red, added in green, long unchanged runs folded. */
export function DiffView({ diff, beforeLabel, afterLabel }: { diff: MarkdownDiff; beforeLabel: string; afterLabel: string }) {
  const changed = diff.parts.some((part) => part.kind !== 'same');
  return (
    <div className={styles.diff}>
      <div className={styles.diffLegend}>
        <span className={styles.removedLegend}>− {beforeLabel}（删去 {diff.removed} 字）</span>
        <span className={styles.addedLegend}>+ {afterLabel}（新增 {diff.added} 字）</span>
      </div>
      {!changed ? (
        <p className={styles.muted}>正文没有差异。</p>
      ) : (
        <pre className={styles.diffBody} aria-label="正文差异">
          {diff.parts.map((part, i) => {
            if (part.kind === 'same') {
              return <span key={i}>{foldSame(part.text, i === 0, i === diff.parts.length - 1)}</span>;
            }
            const text = part.text.endsWith('\n') ? part.text : `${part.text}\n`;
            return part.kind === 'added' ? (
              <ins key={i} className={styles.added}>
                {text}
              </ins>
            ) : (
              <del key={i} className={styles.removed}>
                {text}
              </del>
            );
          })}
        </pre>
      )}
    </div>
  );
}
