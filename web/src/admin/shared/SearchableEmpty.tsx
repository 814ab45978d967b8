import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';

export interface SearchableEmptyProps {
  /** What was searched for; '' when the table is empty without a search. */
  searched: string;
  /** Said when the search found nothing, e.g. 没有含「x」的页面. */
  noMatch: string;
  /** Empties the search box and the query. */
  onClear: () => void;
  /** Said when there is nothing at all yet. */
  nothingYet: string;
  /** What to do about that (a 新建 button), if anything. */
  children?: ReactNode;
}

/**
 * A console table's empty state: a search that found nothing offers 清除搜索; a table with nothing
 * in it yet says so (and offers to add the first row when given a button).
 */
export function SearchableEmpty({ searched, noMatch, onClear, nothingYet, children }: SearchableEmptyProps) {
  if (searched) {
    return (
      <Empty description={noMatch}>
        <Button onClick={onClear}>清除搜索</Button>
      </Empty>
    );
  }
  return <Empty description={nothingYet}>{children}</Empty>;
}
