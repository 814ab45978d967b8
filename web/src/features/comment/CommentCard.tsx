import { Avatar, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { COMMENT_IP_UNKNOWN, LIKE_TYPE, type CommentItem } from '@blog/contract';
import { relativeTime } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { LikeButton } from '@/features/like/LikeButton';
import { commentContent } from './commentHtml';
import styles from './CommentSection.module.css';

export interface CommentCardProps {
  comment: CommentItem;
  /** Replies name whom they answer (回复 @昵称). */
  isReply: boolean;
  canDelete: boolean;
  /** For the delete confirmation of a top-level comment with replies. */
  replyCount?: number;
  onReply(): void;
  onDelete(): Promise<void>;
  children?: ReactNode;
}

function initialOf(name: string): string {
  return Array.from(name.trim())[0] ?? '?';
}

/** One comment: avatar, name, time, text (plain text, or the original client's HTML sanitized), like, reply and delete. */
export function CommentCard({ comment, isReply, canDelete, replyCount = 0, onReply, onDelete, children }: CommentCardProps) {
  const name = comment.from_name || '匿名用户';
  const shown = commentContent(comment.content);
  return (
    <article className={isReply ? `${styles.comment} ${styles.reply}` : styles.comment} aria-label={`${name}的${isReply ? '回复' : '评论'}`}>
      <Avatar className={styles.avatar} size={isReply ? 28 : 40} src={comment.from_avatar || undefined} alt="">
        {initialOf(name)}
      </Avatar>
      <div className={styles.body}>
        <header className={styles.meta}>
          {comment.from_url ? (
            <a className={`${styles.name} ${styles.nameLink}`} href={comment.from_url} target="_blank" rel="nofollow ugc noopener noreferrer">
              {name}
            </a>
          ) : (
            <span className={styles.name}>{name}</span>
          )}
          {isReply && comment.to_id !== null ? (
            <span className={styles.replyTo}>
              回复 <span className={styles.at}>@{comment.to_name || '匿名用户'}</span>
            </span>
          ) : null}
          <time className={styles.time} dateTime={comment.createdAt} title={comment.createdAt}>
            {relativeTime(siteInstant(comment.createdAt))}
          </time>
          {comment.ipAddress && comment.ipAddress !== COMMENT_IP_UNKNOWN ? <span className={styles.region}>IP 属地：{comment.ipAddress}</span> : null}
          {comment.pending ? <span className={styles.pendingBadge}>待审核，仅你可见</span> : null}
        </header>
        {shown.kind === 'html' ? (
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: shown.html }} />
        ) : (
          <p className={styles.content}>{shown.text}</p>
        )}
        <div className={styles.actions}>
          <LikeButton type={LIKE_TYPE.comment} forId={comment.id} count={comment.thumbs_up} liked={comment.is_like} />
          <button type="button" className={styles.action} onClick={onReply}>
            回复
          </button>
          {canDelete ? (
            <Popconfirm
              title="删除这条评论？"
              description={replyCount > 0 ? `其下的 ${replyCount} 条回复也会一起删除` : undefined}
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={onDelete}
            >
              <button type="button" className={`${styles.action} ${styles.danger}`}>
                删除
              </button>
            </Popconfirm>
          ) : null}
        </div>
        {children}
      </div>
    </article>
  );
}
