import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import styles from './SortableList.module.css';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

interface SortableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => number | string;
  /** The item's name in the buttons' labels (上移「…」). */
  nameOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** Label of the list for screen readers. */
  label: string;
}

/**
 * A list the admin orders by dragging a row's handle (mouse), or with its 上移 / 下移 buttons
 * (keyboard, touch screens): both end in `onReorder` with the new order.
 */
export function SortableList<T>({ items, keyOf, nameOf, onReorder, renderItem, label }: SortableListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (to: number) => {
    if (dragging !== null && dragging !== to) onReorder(moved(items, dragging, to));
    setDragging(null);
    setOver(null);
  };

  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          className={`${styles.row}${over === index && dragging !== index ? ` ${styles.over}` : ''}${dragging === index ? ` ${styles.dragging}` : ''}`}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data set.
            event.dataTransfer.setData('text/plain', String(keyOf(item)));
            setDragging(index);
          }}
          onDragOver={(event) => {
            if (dragging === null) return;
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => {
            event.preventDefault();
            drop(index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <span className={styles.handle} title="拖动排序" aria-hidden>
            <HolderOutlined />
          </span>
          <div className={styles.body}>{renderItem(item, index)}</div>
          <span className={styles.moves}>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={`上移「${nameOf(item)}」`} onClick={() => onReorder(moved(items, index, index - 1))} />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === items.length - 1}
              aria-label={`下移「${nameOf(item)}」`}
              onClick={() => onReorder(moved(items, index, index + 1))}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
