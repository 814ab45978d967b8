import { Empty, Skeleton } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { COMMENT_TYPE, normaliseSlug, NOT_FOUND_PAGE_NAME, postPath } from '@blog/contract';
import { releaseContentShell } from '@/lib/bootShell';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useLoadingBar } from '@/lib/loading';
import { WhenNearViewport } from '@/components/WhenNearViewport';
import { LazyCommentSection } from '@/features/comment/LazyCommentSection';
import { lazyChunk } from '@/lib/lazyChunk';
import { nextTask } from '@/lib/nextTask';
import { getArticle, getArticleBySlug, getRecommendations } from '../api';
import { ArticleBannerMeta } from '../components/ArticleBannerMeta';
import { ArticleBannerMetaPlaceholder } from '../components/ArticleBannerMetaPlaceholder';
import { useAsyncData } from '../hooks/useAsyncData';
import { useReadingDuration } from '../hooks/useReadingDuration';
import { parseId } from '@blog/markdown/paths';
import { countWords, estimateReadingMinutes } from '@blog/markdown/readingStats';
import styles from './ArticleDetailPage.module.css';

/**
 * The reader's code (Markdown renderer, highlighter: ~140 KB gzip) is evaluated in three tasks
 * instead of one long one, so the page stays responsive while it starts. The server preloads all
 * of it with the page (server/src/platform/bootRoutes.ts), so the steps wait for no download.
 * A failed step is tried again with the rest (the loaded ones answer at once).
 */
const ArticleReader = lazyChunk(async () => {
  await import('@blog/markdown/highlighter');
  await nextTask();
  await import('../markdown/mdEditorParts');
  await nextTask();
  return import('../components/ArticleReader');
});

/** Same size as the reader's card, so the footer does not move when the article arrives. */
function ReaderSkeleton() {
  return (
    <div className="article-layout">
      <section className={`article-card ${styles.loadingCard}`} aria-busy="true" aria-label="文章加载中">
        <Skeleton active paragraph={{ rows: 12 }} />
      </section>
    </div>
  );
}

/** The comments' place until the reader comes near: a labelled region, as the comments will be. */
const commentsPlaceholder = (
  <section aria-label="评论" aria-busy="true">
    <Skeleton active avatar paragraph={{ rows: 2 }} />
  </section>
);

function NotFound({ reason }: { reason: string }) {
  // The server sent no article for this address, but a shell may still show one from before.
  useEffect(releaseContentShell, []);
  return (
    <div>
      <PageBanner route="Article" title="文章不存在" anchorTop />
      <section className={styles.notFound}>
        <Empty description={reason}>
          <Link to="/home">返回首页</Link>
        </Empty>
      </section>
    </div>
  );
}

/** /article?id=12 and /post/<slug> (the same page under the article's readable address). */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const routeSlug = useParams().slug;
  const slug = routeSlug === undefined ? null : normaliseSlug(routeSlug);
  const queryId = slug === null ? parseId(params.get('id')) : null;

  const article = useAsyncData(slug !== null ? `article-slug:${slug}` : queryId === null ? null : `article:${queryId}`, () =>
    slug !== null ? getArticleBySlug(slug) : getArticle(queryId ?? 0),
  );
  // An old slug answers with the article's current one: the address bar moves there (as the
  // server's 301 does on a first load), and the article shows once it has.
  const movedTo = slug !== null && !article.loading && article.data && article.data.slug !== slug ? article.data.slug : null;
  useEffect(() => {
    if (movedTo) void navigate(postPath(movedTo), { replace: true });
  }, [movedTo, navigate]);
  const current = article.data && (slug !== null ? article.data.slug === slug : article.data.id === queryId) ? article.data : undefined;
  const id = slug !== null ? (current?.id ?? null) : queryId;

  const recommendations = useAsyncData(id === null ? null : `recommend:${id}`, () => getRecommendations(id ?? 0));
  useLoadingBar(article.loading);
  useReadingDuration(current ? current.id : null);

  const detail = current;
  const content = detail?.article_content ?? '';
  const words = useMemo(() => countWords(content), [content]);

  // The reader's code is fetched while the article is, not after it.
  useEffect(() => {
    void ArticleReader.preload().catch(() => undefined);
  }, []);

  const noAddress = slug === null && queryId === null;
  const missing = noAddress || (!detail && article.failed);
  useDocumentTitle(detail ? detail.article_title : missing ? NOT_FOUND_PAGE_NAME : null);

  if (noAddress) return <NotFound reason="文章链接有误，缺少有效的文章编号" />;
  if (!detail && article.failed) return <NotFound reason="没有找到这篇文章，它可能已被删除或设为私密" />;

  if (!detail) {
    return (
      <div>
        <PageBanner route="Article" title="文章加载中…" anchorTop>
          <ArticleBannerMetaPlaceholder />
        </PageBanner>
        <ReaderSkeleton />
      </div>
    );
  }

  return (
    <div>
      <PageBanner route="Article" title={detail.article_title} anchorTop image={detail.article_cover}>
        <ArticleBannerMeta article={detail} words={words} minutes={estimateReadingMinutes(words)} />
      </PageBanner>
      {/* One boundary: the comments' place is known (and watched) only once the article is laid out. */}
      <Suspense fallback={<ReaderSkeleton />}>
        <ArticleReader article={detail} recommendations={recommendations.data?.previous ? recommendations.data : null} />
        <div className={`article-layout ${styles.comments}`}>
          <section className="article-card">
            <WhenNearViewport key={detail.id} placeholder={commentsPlaceholder}>
              <Suspense fallback={commentsPlaceholder}>
                <LazyCommentSection type={COMMENT_TYPE.article} forId={detail.id} />
              </Suspense>
            </WhenNearViewport>
          </section>
        </div>
      </Suspense>
    </div>
  );
}
