import { ArticleBody } from '@/features/article/components/ArticleBody';
import { ArticleToc } from '@/features/article/components/ArticleToc';
import { ReaderThemePicker } from '@/features/article/components/ReaderThemePicker';

/**
 * A page's body under its banner: the article reader's Markdown, themes and table of contents
 * (maths, code, diagrams alike), without what belongs to articles (likes, copyright, neighbours).
 * Its own chunk, as the article reader is.
 */
export default function SitePageReader({ pageId, content }: { pageId: number; content: string }) {
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
