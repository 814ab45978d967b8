import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import type { ArticleDetail } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { http, resultOf } from '@/lib/http';
import { releaseContentShell } from '@/lib/bootShell';
import { lazyChunk } from '@/lib/lazyChunk';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { countWords, estimateReadingMinutes } from '@blog/markdown/readingStats';
import { ArticleBannerMeta } from '../components/ArticleBannerMeta';
import styles from './PreviewPage.module.css';

const ArticleReader = lazyChunk(() => import('../components/ArticleReader'));

/** Answers a refusal (expired, revoked, unknown) without the global toast: the page says why. */
async function openPreview(token: string): Promise<ArticleDetail> {
  return resultOf(await http.get<ArticleDetail>(`/api/article/preview/${encodeURIComponent(token)}`, { skipBusinessToast: true }));
}

/**
 * /preview/<token> (分享预览): an unpublished article as a visitor would read it, under a clear
 * 预览 mark; no comments, nothing counted. The server sends this page noindex and never cached.
 */
export default function PreviewPage() {
  const token = useParams().token ?? '';
  const [article, setArticle] = useState<{ token: string; detail?: ArticleDetail; error?: string } | null>(null);
  useEffect(() => {
    let live = true;
    openPreview(token).then(
      (detail) => live && setArticle({ token, detail }),
      (error: unknown) => live && setArticle({ token, error: error instanceof Error && error.message ? error.message : '预览链接无效' }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(releaseContentShell, []);
  const current = article?.token === token ? article : null;
  const detail = current?.detail;
  const content = detail?.article_content ?? '';
  const words = useMemo(() => countWords(content), [content]);
  useDocumentTitle(detail ? `预览：${detail.article_title}` : current?.error ? '预览链接不可用' : null);

  if (current?.error) {
    return (
      <div>
        <PageBanner route="Article" title="预览链接不可用" anchorTop />
        <section className={styles.refused}>
          <Empty description={current.error}>
            <Link to="/home">返回首页</Link>
          </Empty>
        </section>
      </div>
    );
  }
  if (!detail) {
    return (
      <div>
        <PageBanner route="Article" title="预览加载中…" anchorTop />
        <div className="article-layout">
          <section className="article-card" aria-busy="true" aria-label="文章加载中">
            <Skeleton active paragraph={{ rows: 12 }} />
          </section>
        </div>
      </div>
    );
  }
  return (
    <div>
      <PageBanner route="Article" title={detail.article_title} anchorTop>
        <ArticleBannerMeta article={detail} words={words} minutes={estimateReadingMinutes(words)} />
      </PageBanner>
      <div className={styles.mark} role="note">
        <Alert type="warning" showIcon title="预览" description="这篇文章还没有发布，只有拿到这个链接的人能看到。链接到期或被作者撤销后失效。" />
      </div>
      <Suspense
        fallback={
          <div className="article-layout">
            <section className="article-card">
              <Skeleton active paragraph={{ rows: 12 }} />
            </section>
          </div>
        }
      >
        <ArticleReader article={detail} recommendations={null} preview />
      </Suspense>
    </div>
  );
}
