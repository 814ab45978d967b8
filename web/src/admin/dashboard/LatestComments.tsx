import { Link } from 'react-router';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { COMMENT_TYPE, type DashboardComment } from '@blog/contract';
import { articlePath } from '@blog/markdown/paths';
import { messageDetailPath } from '@/features/message/paths';
import { exactTime, relativeTime } from '@/lib/format';
import styles from './Dashboard.module.css';

const KIND: Record<number, string> = { [COMMENT_TYPE.article]: '文章', [COMMENT_TYPE.talk]: '说说', [COMMENT_TYPE.message]: '留言', [COMMENT_TYPE.page]: '页面' };

/** Where visitors read the comment (the console moderates it at /admin/comments). */
function targetPath(comment: DashboardComment): string {
  if (comment.type === COMMENT_TYPE.article) return articlePath(comment.for_id);
  if (comment.type === COMMENT_TYPE.message) return messageDetailPath(comment.for_id);
  return '/talk';
}

export function LatestComments({ comments }: { comments: DashboardComment[] }) {
  if (comments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有评论" />;
  return (
    <ul className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.listItem}>
          <div className={styles.listHead}>
            <strong>{comment.nick_name}</strong>
            <Tag>{KIND[comment.type] ?? '其他'}</Tag>
            <time className={styles.muted} dateTime={comment.createdAt} title={exactTime(comment.createdAt)}>
              {relativeTime(comment.createdAt)}
            </time>
          </div>
          <p className={styles.listText}>{comment.content}</p>
          {comment.target !== null ? (
            <Link to={targetPath(comment)} target="_blank" rel="noopener" className={styles.listTarget}>
              评论于：{comment.target}
            </Link>
          ) : (
            <span className={styles.muted}>评论的内容已不存在</span>
          )}
        </li>
      ))}
    </ul>
  );
}
