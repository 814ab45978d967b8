import { Suspense, useState } from 'react';
import { Avatar, Skeleton, Tag } from 'antd';
import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { COMMENT_TYPE, LIKE_TYPE, type TalkItem } from '@blog/contract';
import { LazyCommentSection } from '@/features/comment/LazyCommentSection';
import { LikeButton } from '@/features/like/LikeButton';
import { useSiteStore } from '@/features/site/siteStore';
import { formatCount, relativeTime } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { getTalkById } from '../api';
import { TalkImages } from './TalkImages';
import styles from './TalkCard.module.css';

// The comment section (editor, replies) is only fetched once a reader opens one.

interface TalkCardProps {
  talk: TalkItem;
  /** The post a `?id=` link points at. */
  highlighted?: boolean;
}

export const talkElementId = (id: number) => `talk-${id}`;

export function TalkCard({ talk, highlighted = false }: TalkCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  // The reader may have commented or deleted meanwhile: closing the section fetches the new count.
  const [commentCount, setCommentCount] = useState({ of: talk.comment_count, count: talk.comment_count });
  if (commentCount.of !== talk.comment_count) setCommentCount({ of: talk.comment_count, count: talk.comment_count });
  // Posts are the blogger's: without an avatar of their own they wear the site's.
  const siteAvatar = useSiteStore((s) => s.config?.blog_avatar);
  const avatar = talk.avatar || siteAvatar || undefined;
  const commentsId = `${talkElementId(talk.id)}-comments`;
  const date = siteInstant(talk.createdAt);

  const toggleComments = () => {
    if (commentsOpen) {
      getTalkById(talk.id, { quiet: true }).then(
        (fresh) => {
          if (fresh) setCommentCount({ of: talk.comment_count, count: fresh.comment_count });
        },
        () => {
          // The old count stays; nothing the reader needs to act on.
        },
      );
    }
    setCommentsOpen(!commentsOpen);
  };

  return (
    <article
      id={talkElementId(talk.id)}
      className={`${styles.card}${highlighted ? ` ${styles.highlighted}` : ''}`}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-label={`${talk.nick_name}的说说`}
    >
      <header className={styles.head}>
        <Avatar size={44} src={avatar} icon={<UserOutlined aria-hidden />} alt="" />
        <div className={styles.who}>
          <span className={styles.name}>{talk.nick_name}</span>
          <time className={styles.time} dateTime={talk.createdAt} title={talk.createdAt}>
            {relativeTime(date)}
          </time>
        </div>
        {talk.is_top === 1 ? (
          <Tag color="red" className={styles.top}>
            置顶
          </Tag>
        ) : null}
      </header>
      {/* Plain text: React escapes it, and pre-wrap keeps the author's line breaks. */}
      <p className={styles.content}>{talk.content}</p>
      <TalkImages images={talk.talkImgList ?? []} />
      <footer className={styles.actions}>
        <LikeButton type={LIKE_TYPE.talk} forId={talk.id} count={talk.like_times} liked={talk.is_like} size="small" />
        <button
          type="button"
          className={`${styles.commentToggle}${commentsOpen ? ` ${styles.active}` : ''}`}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={toggleComments}
        >
          <MessageOutlined aria-hidden />
          <span>{commentsOpen ? '收起评论' : '评论'}</span>
          <span className={styles.count}>{formatCount(commentCount.count)}</span>
        </button>
      </footer>
      {commentsOpen ? (
        <div id={commentsId} className={styles.comments}>
          <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
            <LazyCommentSection type={COMMENT_TYPE.talk} forId={talk.id} />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
