import Dropdown from 'antd/es/dropdown';
import Image from 'antd/es/image';
import { CHAT_CONTENT_TYPE, type ChatMessageItem } from '@blog/contract';

interface Props {
  message: ChatMessageItem;
  mine: boolean;
  canRevert: boolean;
  onRevert: (id: number) => void;
}

/** One message: avatar and nickname; own messages on the right; 撤回 in the right-click/⋯ menu. */
export function ChatMessageRow({ message, mine, canRevert, onRevert }: Props) {
  const body =
    message.content_type === CHAT_CONTENT_TYPE.image ? (
      <Image className="chat-msg__image" src={message.content} alt="聊天图片" width={160} />
    ) : (
      <span className="chat-msg__text">{message.content}</span>
    );
  const bubble = <div className="chat-msg__bubble">{body}</div>;
  return (
    <li className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg chat-msg--other'} data-testid="chat-message">
      <img className="chat-msg__avatar" src={message.avatar || undefined} alt="" aria-hidden="true" />
      <div className="chat-msg__main">
        <div className="chat-msg__name">{message.nick_name}</div>
        <div className="chat-msg__line">
          {bubble}
          {canRevert ? (
            <Dropdown
              trigger={['click']}
              menu={{ items: [{ key: 'revert', label: '撤回' }], onClick: () => onRevert(message.id) }}
            >
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
