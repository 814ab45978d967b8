import { FolderOutlined, PushpinFilled, TagOutlined } from '@ant-design/icons';
import type { ArticleListItem } from '@blog/contract';
import { Link } from 'react-router';
import { articleListPath, articlePath } from '@blog/markdown/paths';
import { ArticleMetaLine } from './ArticleMetaLine';
import styles from './ArticleCard.module.css';

interface ArticleCardProps {
  article: ArticleListItem;
  /** Cover on the right instead of the left (desktop alternates; mobile always stacks). */
  reverse?: boolean;
  /** The first cards are above the fold and should not wait for lazy loading. */
  eager?: boolean;
}

const PINNED = 1;

export function ArticleCard({ article, reverse = false, eager = false }: ArticleCardProps) {
  const href = articlePath(article.id);
  return (
    <article className={`${styles.card} ${reverse ? styles.reverse : ''}`} data-testid="article-card">
      <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden>
        {article.article_cover ? (
          <img
            className={styles.cover}
            src={article.article_cover}
            alt={article.article_title}
            width={480}
            height={270}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.coverFallback}>{article.article_title.slice(0, 1)}</span>
        )}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title}>
          {article.is_top === PINNED && (
            <span className={styles.pinned}>
              <PushpinFilled aria-hidden /> 置顶
            </span>
          )}
          <Link to={href}>{article.article_title}</Link>
        </h2>
        <ArticleMetaLine article={article} />
        {article.article_description && <p className={styles.description}>{article.article_description}</p>}
        <div className={styles.taxonomy}>
          {article.category_id !== null && article.categoryName && (
            <Link
              className={styles.category}
              to={articleListPath('category', article.category_id, article.categoryName)}
            >
              <FolderOutlined aria-hidden /> {article.categoryName}
            </Link>
          )}
          {article.tagList.map((tag) => (
            <Link key={tag.id} className={styles.tag} to={articleListPath('tag', tag.id, tag.tag_name)}>
              <TagOutlined aria-hidden /> {tag.tag_name}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
