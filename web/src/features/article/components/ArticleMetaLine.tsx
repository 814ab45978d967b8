import { CalendarOutlined, ClockCircleOutlined, EyeOutlined, LikeOutlined } from '@ant-design/icons';
import type { ArticleListItem } from '@blog/contract';
import { formatCount } from '@/lib/format';
import { formatDate, formatDuration, msToSeconds } from '../readingStats';
import styles from './ArticleMetaLine.module.css';

type MetaSource = Pick<ArticleListItem, 'createdAt' | 'view_times' | 'thumbs_up_times' | 'reading_duration'>;

/** Date, views, likes and time spent reading, shared by cards and list rows. */
export function ArticleMetaLine({ article }: { article: MetaSource }) {
  return (
    <ul className={styles.meta}>
      <li>
        <CalendarOutlined aria-hidden />
        <span className={styles.label}>发表于</span>
        <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
      </li>
      <li title="浏览量">
        <EyeOutlined aria-hidden />
        <span className={styles.label}>浏览</span>
        {formatCount(article.view_times)}
      </li>
      <li title="点赞数">
        <LikeOutlined aria-hidden />
        <span className={styles.label}>点赞</span>
        {formatCount(article.thumbs_up_times)}
      </li>
      <li title="累计阅读时长">
        <ClockCircleOutlined aria-hidden />
        <span className={styles.label}>阅读时长</span>
        {formatDuration(msToSeconds(article.reading_duration))}
      </li>
    </ul>
  );
}
