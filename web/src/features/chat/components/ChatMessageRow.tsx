import Dropdown from 'antd/es/dropdown';
import Image from 'antd/es/image';
import { CHAT_CONTENT_KIND, type ChatMessageItem } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import { relativeTime } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { CHAT_UI_TEXT } from '../constants';

type Shown = Pick<ChatMessageItem, 'nick_name' | 'avatar' | 'content' | 'content_type'> & { createdAt?: string };

interface Props {
  message: Shown;
  mine: boolean;
  /** The time "now" for the relative time; the list refreshes it. */
  now: number;
  /** Sent by this page and not in the room yet: waiting for the connection, or on its way. */
  pending?: 'waiting' | 'sending';
  onRevert?: () => void;
}

/** One message: avatar, nickname and time; own messages on the right; 撤回 in the ⋯ menu. */
export function ChatMessageRow({ message, mine, now, pending, onRevert }: Props) {
  const body =
    message.content_type === CHAT_CONTENT_KIND.image ? (
      <Image className="chat-msg__image" src={message.content} alt="聊天图片" width={160} />
    ) : (
      <span className="chat-msg__text">{message.content}</span>
    );
  const classes = ['chat-msg', mine ? 'chat-msg--mine' : 'chat-msg--other', pending ? 'chat-msg--pending' : ''].filter(Boolean).join(' ');
  // "YYYY-MM-DD HH:mm:ss" in the site's zone: shown as it is on hover, its instant for "3分钟前".
  const at = message.createdAt ? siteInstant(message.createdAt) : null;
  const exact = at && !Number.isNaN(at.getTime()) ? message.createdAt : '';
  return (
    <li className={classes} data-testid="chat-message" aria-busy={pending ? true : undefined}>
      <InitialAvatar className="chat-msg__avatar" src={message.avatar} name={message.nick_name} size={36} />
      <div className="chat-msg__main">
        <div className="chat-msg__meta">
          <span className="chat-msg__name">{message.nick_name}</span>
          {pending === 'waiting' ? <span className="chat-msg__pending">{CHAT_UI_TEXT.waiting}</span> : null}
          {exact && at ? (
            <time className="chat-msg__time" dateTime={at.toISOString()} title={exact}>
              {relativeTime(at, now)}
            </time>
          ) : null}
        </div>
        <div className="chat-msg__line">
          <div className="chat-msg__bubble">{body}</div>
          {onRevert ? (
            <Dropdown trigger={['click']} menu={{ items: [{ key: 'revert', label: '撤回' }], onClick: onRevert }}>
              <button type="button" className="chat-msg__more" aria-label="消息操作">
                ⋯
              </button>
            </Dropdown>
          ) : null}
        </div>
      </div>
    </li>
  );
}
