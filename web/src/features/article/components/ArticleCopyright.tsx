import { ARTICLE_TYPE, type ArticleDetail } from '@blog/contract';
import { useSiteAddress } from '@/features/site/siteStore';
import { articlePath } from '@blog/markdown/paths';
import styles from './ArticleCopyright.module.css';

function safeUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}

/**
 * Original, reprint (with its source) or translation notice under the article. `unpublished` (a
 * 分享预览): the article has no address yet (/article?id=N answers 404 until it is published), so
 * the original's notice names none.
 */
export function ArticleCopyright({ article, unpublished = false }: { article: Pick<ArticleDetail, 'id' | 'type' | 'origin_url'>; unpublished?: boolean }) {
  const siteAddress = useSiteAddress();
  const origin = safeUrl(article.origin_url);
  const originLink = origin ? (
    <a href={origin} target="_blank" rel="noopener noreferrer nofollow">
      {origin}
    </a>
  ) : (
    <span>未注明</span>
  );

  if (article.type === ARTICLE_TYPE.reprint) {
    return (
      <aside className={`${styles.notice} ${styles.reprint}`} aria-label="转载声明">
        <strong>转载声明：</strong>本文为转载文章，版权归原作者所有。原文链接：{originLink}
      </aside>
    );
  }
  if (article.type === ARTICLE_TYPE.translation) {
    return (
      <aside className={styles.notice} aria-label="翻译声明">
        <strong>翻译声明：</strong>本文为翻译文章。原文链接：{originLink}
      </aside>
    );
  }
  if (unpublished) {
    return (
      <aside className={styles.notice} aria-label="版权声明">
        <strong>版权声明：</strong>本文为博主原创文章，转载请注明出处（发布后这里会给出文章地址）。
      </aside>
    );
  }
  // The article's own address on the site, without whatever params or hash it was opened with.
  const own = `${siteAddress}${articlePath(article.id)}`;
  return (
    <aside className={styles.notice} aria-label="版权声明">
      <strong>版权声明：</strong>本文为博主原创文章，转载请注明出处：
      <a href={own}>{own}</a>
    </aside>
  );
}
