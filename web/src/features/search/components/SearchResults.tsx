import { Empty } from 'antd';
import type { SearchHit } from '@blog/contract';
import { highlightMatches, plainPassage } from '../highlight';
import styles from './SearchResults.module.css';

interface SearchResultsProps {
  query: string;
  hits: SearchHit[];
  loading: boolean;
  onOpen: (id: number) => void;
}

export function SearchResults({ query, hits, loading, onOpen }: SearchResultsProps) {
  if (hits.length === 0) {
    return loading ? <div className={styles.placeholder} /> : <Empty className={styles.empty} description="没有找到相关文章" />;
  }
  return (
    <ul className={styles.list} aria-label="搜索结果">
      {hits.map((hit) => (
        <li key={hit.id}>
          <a
            href={`/article?id=${hit.id}`}
            className={styles.hit}
            onClick={(event) => {
              // Let modified clicks (new tab) through; plain clicks navigate inside the app.
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(hit.id);
            }}
          >
            {/* Both strings are escaped by highlightMatches before <mark> is added. */}
            <span className={styles.title} dangerouslySetInnerHTML={{ __html: highlightMatches(hit.article_title, query) }} />
            <span
              className={styles.passage}
              dangerouslySetInnerHTML={{ __html: highlightMatches(plainPassage(hit.passage), query) }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
