import type { ReactNode } from 'react';
import { Avatar } from 'antd';
import type { MessageItem } from '@blog/contract';
import { useThemeStore } from '@/features/theme/themeStore';
import { relativeTime } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { messageCardStyle } from '../logic/messageStyle';
import styles from './MessageCard.module.css';

export type MessageCardData = Pick<
  MessageItem,
  'message' | 'tag' | 'color' | 'font_size' | 'font_weight' | 'bg_color' | 'bg_url' | 'nick_name' | 'avatar' | 'createdAt'
>;

export interface MessageCardProps {
  message: MessageCardData;
  /** Like, comments, edit…; none in the publish preview. */
  actions?: ReactNode;
  /** The detail page shows the entry larger. */
  large?: boolean;
  /** Replaces the relative time (the preview says 刚刚). */
  timeText?: string;
  className?: string;
}

/** One guestbook entry as its author styled it: colours, font and picture, then who wrote it and when. */
export function MessageCard({ message, actions, large = false, timeText, className }: MessageCardProps) {
  const theme = useThemeStore((s) => s.theme);
  const name = message.nick_name || '匿名访客';
  // createdAt is the site's wall-clock time ("YYYY-MM-DD HH:mm:ss"): shown as it is on hover, turned into the instant for "N天前".
  const instant = siteInstant(message.createdAt);
  const valid = !Number.isNaN(instant.getTime());
  const time = timeText ?? (valid ? relativeTime(instant) : '');
  return (
    <article className={`${styles.card} ${large ? styles.large : ''} ${className ?? ''}`} aria-label={`${name}的留言`}>
      <div className={styles.note} style={messageCardStyle(message, theme)}>
        <p className={styles.content}>{message.message}</p>
        {message.tag ? <span className={styles.tag}># {message.tag}</span> : null}
      </div>
      <footer className={styles.footer}>
        <div className={styles.author}>
          <Avatar size={28} src={message.avatar || undefined} alt="" className={styles.avatar}>
            {name.slice(0, 1)}
          </Avatar>
          <span className={styles.name}>{name}</span>
          <time className={styles.time} dateTime={valid ? instant.toISOString() : undefined} title={message.createdAt}>
            {time}
          </time>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </footer>
    </article>
  );
}
