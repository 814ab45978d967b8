import { useEffect, useRef } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { NOT_FOUND_PAGE_NAME, routePageName } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useLoadingBar } from '@/lib/loading';
import { parseId } from '@blog/markdown/paths';
import { LoadFailed } from '@/components/LoadFailed';
import parts from '@/components/pageParts.module.css';
import { TalkCard, talkElementId } from './components/TalkCard';
import { useTalkFeed } from './useTalkFeed';
import styles from './TalkPage.module.css';

const panelClass = `${parts.surface} ${styles.panel}`;

/** /talk and /talk?id=12 (a shared or notified post, scrolled to and highlighted). */
export default function TalkPage() {
  const [params] = useSearchParams();
  const focusId = parseId(params.get('id'));
  const feed = useTalkFeed(focusId);
  useLoadingBar(feed.loading);
  // The server answers 404 for a post that is not there; the page still shows the others.
  useDocumentTitle(focusId !== null && feed.focusMissing ? NOT_FOUND_PAGE_NAME : routePageName('/talk'));
  const focusShown = focusId !== null && feed.talks.some((talk) => talk.id === focusId);

  // Scroll once per linked post, as soon as it is on the page.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (!focusShown || focusId === scrolledTo.current) return;
    scrolledTo.current = focusId;
    const element = document.getElementById(talkElementId(focusId));
    element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [focusShown, focusId]);

  const subtitle = feed.total === null ? '加载中…' : `共 ${feed.total} 条说说`;
  return (
    <div>
      <PageBanner route="Talk" title="说说" subtitle={subtitle} />
      <section className={`${parts.column} ${styles.wrap}`} aria-label="说说列表">
        {feed.focusMissing ? (
          <Alert className={styles.notice} type="warning" showIcon title="链接里的这条说说不存在，可能已被删除或设为私密" />
        ) : null}
        {feed.talks.length === 0 ? (
          feed.loading ? (
            <div className={panelClass}>
              <Skeleton active avatar paragraph={{ rows: 3 }} />
              <Skeleton active avatar paragraph={{ rows: 2 }} />
            </div>
          ) : feed.failed ? (
            <LoadFailed className={panelClass} title="说说加载失败" onRetry={feed.retry} />
          ) : (
            <Empty className={panelClass} description="还没有说说，过几天再来看看吧～" />
          )
        ) : (
          <>
            {feed.talks.map((talk) => (
              <TalkCard key={talk.id} talk={talk} highlighted={talk.id === focusId} />
            ))}
            <div className={styles.more}>
              {feed.failed ? (
                <Button onClick={feed.retry}>重新加载</Button>
              ) : feed.hasMore ? (
                <Button onClick={feed.loadMore} loading={feed.loading}>
                  加载更多
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
