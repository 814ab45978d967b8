import type { ArticleDetail, ArticleRecommendations } from '@blog/contract';
import { ArticleBody } from './ArticleBody';
import { ArticleCopyright } from './ArticleCopyright';
import { ArticleToc } from './ArticleToc';
import { LikeButton } from './LikeButton';
import { PrevNextNav } from './PrevNextNav';
import { ReaderThemePicker } from './ReaderThemePicker';
import { RecommendGrid } from './RecommendGrid';
import styles from '../pages/ArticleDetailPage.module.css';

interface ArticleReaderProps {
  article: ArticleDetail;
  /** Previous/next and related articles; null until they arrive (or when they failed). */
  recommendations: ArticleRecommendations | null;
  /**
   * A 分享预览 of an unpublished article: nothing that acts on it or points at its address, which
   * answers 404 until it is published (no 点赞, a copyright notice without a link; no neighbours).
   */
  preview?: boolean;
}

/**
 * Everything below the banner of an article. Its own chunk (Markdown renderer and highlighter,
 * ~140 KB gzip): the page's banner paints while this loads, and the card appears whole, so
 * nothing below the body jumps when the body arrives.
 */
export default function ArticleReader({ article, recommendations, preview = false }: ArticleReaderProps) {
  const related = preview ? null : recommendations;
  return (
    <div className="article-layout">
      <article className="article-card">
        <ReaderThemePicker />
        <ArticleBody content={article.article_content} />
        {!preview && (
          <div className={styles.actions}>
            <LikeButton key={article.id} articleId={article.id} liked={article.is_liked} count={article.thumbs_up_times} />
          </div>
        )}
        <ArticleCopyright article={article} unpublished={preview} />
        {related && <PrevNextNav currentId={article.id} previous={related.previous} next={related.next} />}
        <RecommendGrid articles={related?.recommend ?? []} />
      </article>
      <div className="article-side">
        <ArticleToc key={article.id} />
      </div>
    </div>
  );
}

/**
 * A page of one's own (/page/<slug>): the same body, themes and table of contents, without what
 * belongs to articles (likes, copyright, neighbours). Kept in this module so the reader's code stays
 * one chunk: a second module importing ArticleBody would split it and reshuffle /home's chunks.
 */
export function SitePageReader({ pageId, content }: { pageId: number; content: string }) {
  return (
    <div className="article-layout">
      <article className="article-card">
        <ReaderThemePicker />
        <ArticleBody content={content} />
      </article>
      <div className="article-side">
        <ArticleToc key={pageId} />
      </div>
    </div>
  );
}
