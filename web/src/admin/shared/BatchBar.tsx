import type { ReactNode } from 'react';
import Checkbox from 'antd/es/checkbox';
import styles from './BatchBar.module.css';

interface BatchBarProps {
  /** Ids on this page, and which of them are ticked. */
  pageIds: number[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The batch buttons; they decide themselves whether an empty selection disables them. */
  children: ReactNode;
}

/** Above a console list: "select this page", how many are ticked, and what to do with them. */
export function BatchBar({ pageIds, selected, onSelect, children }: BatchBarProps) {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const some = selected.length > 0 && !all;
  return (
    <div className={styles.bar}>
      <Checkbox checked={all} indeterminate={some} disabled={pageIds.length === 0} onChange={(event) => onSelect(event.target.checked ? pageIds : [])}>
        全选本页
      </Checkbox>
      <span className={styles.count} aria-live="polite">
        {selected.length > 0 ? `已选 ${selected.length} 条` : '未选择'}
      </span>
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
