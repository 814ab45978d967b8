import { Empty, Skeleton } from 'antd';
import { Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { COMMENT_TYPE, normaliseSlug, NOT_FOUND_PAGE_NAME } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { WhenNearViewport } from '@/components/WhenNearViewport';
import { LazyCommentSection } from '@/features/comment/LazyCommentSection';
import { releaseContentShell } from '@/lib/bootShell';
import { lazyChunk } from '@/lib/lazyChunk';
import { useLoadingBar } from '@/lib/loading';
import { nextTask } from '@/lib/nextTask';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { getSitePage } from './api';
import styles from './SitePageView.module.css';

/** The reader's code in steps, as the article page loads it (ArticleDetailPage.tsx). */
const SitePageReader = lazyChunk(async () => {
  await import('@blog/markdown/highlighter');
  await nextTask();
  await import('@/features/article/markdown/mdEditorParts');
  await nextTask();
  const reader = await import('@/features/article/components/ArticleReader');
  return { default: reader.SitePageReader };
});

function ReaderSkeleton() {
  return (
    <div className="article-layout">
      <section className="article-card" aria-busy="true" aria-label="页面加载中">
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    </div>
  );
}

const commentsPlaceholder = (
  <section aria-label="评论" aria-busy="true">
    <Skeleton active avatar paragraph={{ rows: 2 }} />
  </section>
);

function NotFound() {
  useEffect(releaseContentShell, []);
  return (
    <div>
      <PageBanner route="NotFound" title="页面不存在" anchorTop />
      <section style={{ padding: '48px 16px' }}>
        <Empty description="没有找到这个页面，它可能已被删除或还没有公开">
          <Link to="/home">返回首页</Link>
        </Empty>
      </section>
    </div>
  );
}

/** /page/<slug>: a page of one's own (关于, 留言须知…), its cover as the banner when it has one. */
export default function SitePageView() {
  const slug = normaliseSlug(useParams().slug ?? '');
  const page = useAsyncData(slug ? `site-page:${slug}` : null, () => getSitePage(slug));
  useLoadingBar(page.loading);
  useEffect(() => {
    void SitePageReader.preload().catch(() => undefined);
  }, []);
  const current = page.data && page.data.slug === slug ? page.data : undefined;
  const missing = !slug || (!current && page.failed);
  useDocumentTitle(current ? current.title : missing ? NOT_FOUND_PAGE_NAME : null);

  if (missing) return <NotFound />;
  if (!current) {
    return (
      <div>
        <PageBanner route="Article" title="页面加载中…" anchorTop />
        <ReaderSkeleton />
      </div>
    );
  }
  return (
    <div>
      <PageBanner route="Article" title={current.title} anchorTop image={current.cover || undefined} />
      {/* One boundary, as on the article page: the comments' place is known once the page is laid out. */}
      <Suspense fallback={<ReaderSkeleton />}>
        <SitePageReader pageId={current.id} content={current.content} />
        {current.commentsEnabled && (
          <div className={`article-layout ${styles.comments}`}>
            <section className="article-card">
              <WhenNearViewport key={current.id} placeholder={commentsPlaceholder}>
                <Suspense fallback={commentsPlaceholder}>
                  <LazyCommentSection type={COMMENT_TYPE.page} forId={current.id} />
                </Suspense>
              </WhenNearViewport>
            </section>
          </div>
        )}
      </Suspense>
    </div>
  );
}
