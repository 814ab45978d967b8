import type { ArticleBrief } from '@blog/contract';
import { Link } from 'react-router';
import { articlePath } from '@blog/markdown/paths';
import { formatDate } from '@blog/markdown/readingStats';
import styles from './RecommendGrid.module.css';

export function RecommendGrid({ articles }: { articles: ArticleBrief[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommend-title">
      <h2 id="recommend-title" className={styles.heading}>
        相关推荐
      </h2>
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={articlePath(article.id)} className={styles.item}>
              {article.article_cover ? (
                <img src={article.article_cover} alt="" loading="lazy" decoding="async" width={320} height={180} />
              ) : (
                <span className={styles.placeholder} aria-hidden />
              )}
              <span className={styles.info}>
                <span className={styles.title}>{article.article_title}</span>
                <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
