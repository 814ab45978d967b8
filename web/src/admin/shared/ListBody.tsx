import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import type { AsyncData } from '@/features/article/hooks/useAsyncData';
import { RetryResult } from './RetryResult';
import styles from './ListPage.module.css';

/** The list is empty because of the filters: what to say and how to clear them. */
export interface NoMatch {
  text: string;
  onReset: () => void;
  /** 重置筛选 unless told (a search alone says 清除搜索). */
  resetLabel?: string;
}

interface ListBodyProps<T> {
  state: AsyncData<T>;
  /** 评论加载失败 … */
  failedTitle: string;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** Set when filters are on: an empty list then says no match instead of nothing yet. */
  noMatch?: NoMatch | false;
  /** 还没有评论 … */
  emptyText: string;
  /** Under the empty text, e.g. 发第一条说说. */
  emptyAction?: ReactNode;
  /** The list (and its pager), dimmed by a spinner while the next page loads. */
  children: (data: T) => ReactNode;
}

/** A console list's body: failed (重试), first load, empty (nothing yet / no match), or the rows. */
export function ListBody<T>({ state, failedTitle, isEmpty, noMatch, emptyText, emptyAction, children }: ListBodyProps<T>) {
  const { data, loading, failed, reload } = state;
  if (failed && data === undefined) return <RetryResult title={failedTitle} onRetry={reload} />;
  if (data === undefined) return <Spin size="large" className={styles.loading} />;
  if (isEmpty(data)) {
    return noMatch ? (
      <Empty description={noMatch.text}>
        <Button onClick={noMatch.onReset}>{noMatch.resetLabel ?? '重置筛选'}</Button>
      </Empty>
    ) : (
      <Empty description={emptyText}>{emptyAction}</Empty>
    );
  }
  return <Spin spinning={loading}>{children(data)}</Spin>;
}
