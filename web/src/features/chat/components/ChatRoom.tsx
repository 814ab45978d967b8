import { useEffect } from 'react';
import Modal from 'antd/es/modal';
import { USER_ROLE, type ChatOnlineUser } from '@blog/contract';
import { useUserStore } from '@/features/user/userStore';
import { clearAllMessages, enterRoom, forceOffline, setRoomOpen, useChatStore } from '../chatStore';
import { CHAT_UI_TEXT } from '../constants';
import { ChatInput } from './ChatInput';
import { ChatMessageList } from './ChatMessageList';
import { OnlineList } from './OnlineList';
import './ChatRoom.css';

/** The room itself, shared by the desktop panel and the /message/chat page. */
export default function ChatRoom({ onClose }: { onClose?: () => void }) {
  const status = useChatStore((s) => s.status);
  const forced = useChatStore((s) => s.forcedOffline);
  const online = useChatStore((s) => s.online);
  const me = useUserStore((s) => s.userInfo);
  const [modal, modalHolder] = Modal.useModal();
  const isAdmin = me?.role === USER_ROLE.admin;

  useEffect(() => {
    enterRoom();
    return () => setRoomOpen(false);
  }, []);

  const confirmClear = () => {
    void modal.confirm({
      title: CHAT_UI_TEXT.confirmClear,
      okText: '确定',
      cancelText: '取消',
      onOk: () => clearAllMessages().catch(() => undefined),
    });
  };

  const confirmOffline = (user: ChatOnlineUser) => {
    void modal.confirm({
      title: CHAT_UI_TEXT.confirmOffline(user.nick_name),
      okText: '确定',
      cancelText: '取消',
      onOk: () => forceOffline(user.user_id),
    });
  };

  return (
    <section className="chat-room" aria-label="聊天室" onClick={() => setRoomOpen(true)}>
      <header className="chat-room__head">
        <strong>聊天室</strong>
        <span className={`chat-status chat-status--${forced ? 'closed' : status}`} data-testid="chat-status">
          {forced ? CHAT_UI_TEXT.forcedStatus : CHAT_UI_TEXT.status[status]}
        </span>
        {/* Only a live connection knows who is online. */}
        {status === 'open' ? <span className="chat-room__count">在线 {online.length}</span> : null}
        {isAdmin ? (
          <button type="button" className="chat-btn" onClick={confirmClear}>
            清空
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="chat-btn" aria-label="关闭聊天室" onClick={onClose}>
            ✕
          </button>
        ) : null}
      </header>
      <OnlineList users={online} myId={me?.id ?? null} onForceOffline={isAdmin ? confirmOffline : undefined} />
      <ChatMessageList />
      <ChatInput />
      {modalHolder}
    </section>
  );
}
