import type { ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { useAsyncData } from '../hooks/useAsyncData';
import styles from '../pages/CategoryPage.module.css';

interface DictionaryPageProps<T> {
  route: 'Category' | 'Tag';
  /** 分类 or 标签: the banner title and the noun of the count and empty texts. */
  noun: string;
  load: () => Promise<T[]>;
  children: (list: T[]) => ReactNode;
}

/** The category and tag pages: a banner with the count, then every entry, or an empty state. */
export function DictionaryPage<T>({ route, noun, load, children }: DictionaryPageProps<T>) {
  const entries = useAsyncData(route, load);
  useLoadingBar(entries.loading);
  const list = entries.data;

  return (
    <div>
      <PageBanner route={route} title={noun} subtitle={list ? `共 ${list.length} 个${noun}` : undefined} />
      <section className={styles.wrap} aria-label={`全部${noun}`}>
        {!list && entries.loading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : !list || list.length === 0 ? (
          <Empty description={`暂无${noun}`} />
        ) : (
          children(list)
        )}
      </section>
    </div>
  );
}
