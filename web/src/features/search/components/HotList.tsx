import { FireOutlined } from '@ant-design/icons';
import type { HotArticle } from '@blog/contract';
import { circledNumber } from '../circledNumber';
import styles from './SearchPanels.module.css';

interface HotListProps {
  articles: HotArticle[];
  onOpen: (id: number) => void;
}

export function HotList({ articles, onOpen }: HotListProps) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="search-hot-title">
      <h3 id="search-hot-title" className={styles.heading}>
        <FireOutlined aria-hidden /> 热门推荐
      </h3>
      <ol className={styles.hotList}>
        {articles.map((article, index) => (
          <li key={article.id}>
            <a
              href={`/article?id=${article.id}`}
              className={styles.hotItem}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(article.id);
              }}
            >
              <span className={`${styles.rank} ${index < 3 ? styles.topRank : ''}`} aria-hidden>
                {circledNumber(index + 1)}
              </span>
              <span className={styles.hotTitle}>{article.article_title}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
