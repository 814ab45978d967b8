import { useLayoutEffect, useRef } from 'react';
import { USER_ROLE } from '@blog/contract';
import { useUserStore } from '@/features/user/userStore';
import { loadOlder, revertMessage, useChatStore } from '../chatStore';
import { CHAT_UI_TEXT } from '../constants';
import { ChatMessageRow } from './ChatMessageRow';

/** Scrolled to the bottom for new messages; reaching the top loads older history in place. */
export function ChatMessageList() {
  const messages = useChatStore((s) => s.messages);
  const loading = useChatStore((s) => s.loadingHistory);
  const me = useUserStore((s) => s.userInfo);
  const boxRef = useRef<HTMLUListElement>(null);
  const firstId = useRef<number | undefined>(undefined);
  const heightBeforeOlder = useRef<number | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = heightBeforeOlder.current;
    if (before !== null && messages[0]?.id !== firstId.current) {
      // Keep the message the user was looking at in place while older ones appear above it.
      box.scrollTop = box.scrollHeight - before;
    } else {
      box.scrollTop = box.scrollHeight;
    }
    heightBeforeOlder.current = null;
    firstId.current = messages[0]?.id;
  }, [messages]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box || box.scrollTop > 0 || loading) return;
    heightBeforeOlder.current = box.scrollHeight;
    void loadOlder();
  };

  const isAdmin = me?.role === USER_ROLE.admin;
  return (
    <ul className="chat-list" ref={boxRef} onScroll={onScroll} aria-label="聊天消息" aria-busy={loading}>
      {messages.length === 0 && !loading ? <li className="chat-list__empty">{CHAT_UI_TEXT.empty}</li> : null}
      {messages.map((m) => {
        const mine = me !== null && m.user_id === me.id;
        return <ChatMessageRow key={m.id} message={m} mine={mine} canRevert={mine || isAdmin} onRevert={revertMessage} />;
      })}
    </ul>
  );
}
