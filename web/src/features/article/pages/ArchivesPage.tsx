import { Button, Empty, Skeleton, Timeline } from 'antd';
import type { TimelineYear } from '@blog/contract';
import { PAGE_SIZE } from '@blog/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { getTimeline } from '../api';
import { articlePath } from '@blog/markdown/paths';
import { formatDate } from '@blog/markdown/readingStats';
import { countTimelineArticles, mergeTimeline } from '../timelineMerge';
import styles from './ArchivesPage.module.css';

/** A longer page than the card lists: timeline rows are one line each. */
const TIMELINE_PAGE_SIZE = PAGE_SIZE.default * 2;

export default function ArchivesPage() {
  const [years, setYears] = useState<TimelineYear[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  useLoadingBar(loading);

  useEffect(() => {
    let active = true;
    setLoading(true);
    getTimeline(page, TIMELINE_PAGE_SIZE)
      .then((result) => {
        if (!active) return;
        setYears((shown) => (page === 1 ? result.list : mergeTimeline(shown, result.list)));
        setTotal(result.total);
      })
      .catch(() => {
        // The client already toasted; keep what is shown and let the reader retry.
        if (active) setTotal((t) => t ?? 0);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [page]);

  const shownCount = countTimelineArticles(years);
  const hasMore = total !== null && shownCount < total;

  return (
    <div>
      <PageBanner route="Archives" title="时间轴" subtitle={total === null ? '加载中…' : `共 ${total} 篇文章`} />
      <section className={styles.wrap} aria-label="文章归档">
        {total === null && loading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : years.length === 0 ? (
          <Empty description="暂无文章" />
        ) : (
          <>
            {years.map((year) => (
              <div key={year.year} className={styles.year}>
                <h2 className={styles.yearTitle}>{year.year}</h2>
                <Timeline
                  items={year.articleList.map((article) => ({
                    key: article.id,
                    content: (
                      <Link to={articlePath(article.id)} className={styles.entry}>
                        {article.article_cover ? (
                          <img
                            className={styles.thumb}
                            src={article.article_cover}
                            alt=""
                            width={96}
                            height={60}
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                        <span className={styles.entryText}>
                          <time dateTime={article.createdAt} className={styles.date}>
                            {formatDate(article.createdAt)}
                          </time>
                          <span className={styles.title}>{article.article_title}</span>
                        </span>
                      </Link>
                    ),
                  }))}
                />
              </div>
            ))}
            <div className={styles.more}>
              {hasMore ? (
                <Button onClick={() => setPage((p) => p + 1)} loading={loading}>
                  点击加载更多～
                </Button>
              ) : (
                <span className={styles.end}>已经到底了</span>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
