import { Empty, Skeleton } from 'antd';
import { Pager } from '@/components/Pager';
import type { ArticleListItem } from '@blog/contract';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleCardList.module.css';

interface ArticleCardListProps {
  articles: ArticleListItem[] | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  emptyText?: string;
}

const SKELETON_CARDS = 3;

/** Cards with alternating covers, paging, skeletons while loading and an empty state. */
export function ArticleCardList(props: ArticleCardListProps) {
  const { articles, loading, current, pageSize, total, onPageChange, emptyText = '暂无文章' } = props;

  if (loading && !articles) {
    return (
      <div className={styles.list} aria-busy="true" aria-label="文章加载中">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.skeleton}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
      </div>
    );
  }

  if (!articles || articles.length === 0) {
    return (
      <div className={styles.empty}>
        <Empty description={emptyText} />
      </div>
    );
  }

  return (
    <div className={styles.list} aria-busy={loading}>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} reverse={index % 2 === 1} eager={index === 0} />
      ))}
      <Pager current={current} pageSize={pageSize} total={total} onChange={onPageChange} label="文章分页" />
    </div>
  );
}
