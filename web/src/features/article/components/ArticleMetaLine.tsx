import { CalendarOutlined, ClockCircleOutlined, EyeOutlined, FileTextOutlined, LikeOutlined } from '@ant-design/icons';
import type { ArticleListItem } from '@blog/contract';
import { formatCount } from '@/lib/format';
import { estimateReadingMinutes, formatDate, WORDS_PER_MINUTE } from '@blog/markdown/readingStats';
import styles from './ArticleMetaLine.module.css';

type MetaSource = Pick<ArticleListItem, 'createdAt' | 'view_times' | 'thumbs_up_times' | 'word_count'>;

/**
 * Date, views, likes, and the length of the text with the time it takes to read, as the article's
 * own banner says them (字数, 阅读约 N 分钟). Not the time all readers together spent on it (累计阅读,
 * on the article page): beside a title it read as the article's length.
 */
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
      <li>
        <FileTextOutlined aria-hidden />
        <span className={styles.label}>字数</span>
        {formatCount(article.word_count)}
      </li>
      <li title={`按每分钟约 ${WORDS_PER_MINUTE} 字估算`}>
        <ClockCircleOutlined aria-hidden />
        <span className={styles.label}>阅读约</span>
        {estimateReadingMinutes(article.word_count)} 分钟
      </li>
    </ul>
  );
}
