import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ArticleNeighbour } from '@blog/contract';
import { Link } from 'react-router';
import { articlePath } from '@blog/markdown/paths';
import styles from './PrevNextNav.module.css';

interface PrevNextNavProps {
  currentId: number;
  /** The server puts the article itself where it has no neighbour: such a side shows nothing. */
  previous: ArticleNeighbour;
  next: ArticleNeighbour;
}

function NavLink({ article, direction }: { article: ArticleNeighbour; direction: 'prev' | 'next' }) {
  const label = direction === 'prev' ? '上一篇' : '下一篇';
  return (
    <Link
      to={articlePath(article.id)}
      className={`${styles.link} ${direction === 'next' ? styles.next : ''}`}
      style={article.article_cover ? { backgroundImage: `url("${encodeURI(article.article_cover)}")` } : undefined}
      rel={direction}
    >
      <span className={styles.overlay} aria-hidden />
      <span className={styles.text}>
        <span className={styles.label}>
          {direction === 'prev' && <LeftOutlined aria-hidden />} {label}{' '}
          {direction === 'next' && <RightOutlined aria-hidden />}
        </span>
        <span className={styles.title}>{article.article_title}</span>
      </span>
    </Link>
  );
}

export function PrevNextNav({ currentId, previous, next: following }: PrevNextNavProps) {
  const prev = previous.id === currentId ? null : previous;
  const next = following.id === currentId ? null : following;
  if (!prev && !next) return null;
  return (
    <nav className={styles.nav} aria-label="上一篇和下一篇">
      {prev ? <NavLink article={prev} direction="prev" /> : <span />}
      {next ? <NavLink article={next} direction="next" /> : <span />}
    </nav>
  );
}
