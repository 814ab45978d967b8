import { CalendarOutlined, ClockCircleOutlined, EditOutlined, EyeOutlined, FileTextOutlined, FolderOutlined, HistoryOutlined, TagOutlined } from '@ant-design/icons';
import type { ArticleDetail } from '@blog/contract';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { articleListPath } from '@blog/markdown/paths';
import { formatDate, formatDuration, msToSeconds } from '@blog/markdown/readingStats';
import './ArticleBannerMeta.css';

interface ArticleBannerMetaProps {
  article: ArticleDetail;
  words: number;
  minutes: number;
}

export function ArticleBannerMeta({ article, words, minutes }: ArticleBannerMetaProps) {
  return (
    <div className="article-meta">
      <ul className="article-meta__row">
        <li>
          <CalendarOutlined aria-hidden /> 发表于 <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </li>
        <li>
          <EditOutlined aria-hidden /> 更新于 <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
        </li>
        {article.category_id !== null && article.categoryName && (
          <li>
            <FolderOutlined aria-hidden />{' '}
            <Link to={articleListPath('category', article.category_id, article.categoryName)}>{article.categoryName}</Link>
          </li>
        )}
      </ul>
      {article.tagList.length > 0 && (
        <ul className="article-meta__row" aria-label="标签">
          {article.tagList.map((tag) => (
            <li key={tag.id}>
              <TagOutlined aria-hidden /> <Link to={articleListPath('tag', tag.id, tag.tag_name)}>{tag.tag_name}</Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="article-meta__row">
        <li>
          <FileTextOutlined aria-hidden /> 字数 {formatCount(words)}
        </li>
        <li>
          <ClockCircleOutlined aria-hidden /> 阅读约 {minutes} 分钟
        </li>
        <li>
          <EyeOutlined aria-hidden /> 浏览 {formatCount(article.view_times)}
        </li>
        <li>
          <HistoryOutlined aria-hidden /> 累计阅读 {formatDuration(msToSeconds(article.reading_duration))}
        </li>
      </ul>
    </div>
  );
}
