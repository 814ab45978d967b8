import { useEffect, useLayoutEffect, useRef } from 'react';
import { USER_ROLE } from '@blog/contract';
import { useNow } from '@/lib/useNow';
import { useUserStore } from '@/features/user/userStore';
import { loadOlder, revertMessage, useChatStore } from '../chatStore';
import { CHAT_UI_TEXT } from '../constants';
import { ChatMessageRow } from './ChatMessageRow';

/** Closer than this to the bottom counts as "at the bottom" (a line of text, give or take). */
const PINNED_SLACK_PX = 40;
/** How often "x秒前" moves on while the room is open. */
const NOW_REFRESH_MS = 15_000;

/**
 * Messages, then this page's messages not in the room yet. The list stays at the bottom as messages
 * arrive and pictures load, unless the user scrolled up to read; sending jumps back down. Reaching
 * the top loads older history in place.
 */
export function ChatMessageList() {
  const messages = useChatStore((s) => s.messages);
  const outbox = useChatStore((s) => s.outbox);
  const loading = useChatStore((s) => s.loadingHistory);
  const me = useUserStore((s) => s.userInfo);
  const now = useNow(NOW_REFRESH_MS);
  const boxRef = useRef<HTMLUListElement>(null);
  const pinned = useRef(true);
  /** Where the list last scrolled itself: the scroll event that follows is not the user's. */
  const ownScrollTop = useRef<number | null>(null);
  const firstId = useRef<number | undefined>(undefined);
  const heightBeforeOlder = useRef<number | null>(null);
  const outboxSize = useRef(0);

  const scrollToBottom = (box: HTMLElement) => {
    box.scrollTop = box.scrollHeight;
    ownScrollTop.current = box.scrollTop;
    pinned.current = true;
  };

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = heightBeforeOlder.current;
    if (before !== null && messages[0]?.id !== firstId.current) {
      // Keep the message the user was looking at in place while older ones appear above it.
      box.scrollTop = box.scrollHeight - before;
    } else if (pinned.current || outbox.length > outboxSize.current) {
      scrollToBottom(box);
    }
    heightBeforeOlder.current = null;
    firstId.current = messages[0]?.id;
    outboxSize.current = outbox.length;
  }, [messages, outbox]);

  // A picture takes its height only once loaded; 'load' does not bubble, so listen while capturing.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const keepPinned = () => {
      if (pinned.current) scrollToBottom(box);
    };
    box.addEventListener('load', keepPinned, true);
    return () => box.removeEventListener('load', keepPinned, true);
  }, []);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    // The event of the list's own scroll may come after a picture above grew the list: it says
    // nothing about where the user wants to be.
    if (ownScrollTop.current === null || Math.abs(box.scrollTop - ownScrollTop.current) >= 1) {
      pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight <= PINNED_SLACK_PX;
      ownScrollTop.current = null;
    }
    if (box.scrollTop > 0 || loading) return;
    heightBeforeOlder.current = box.scrollHeight;
    void loadOlder();
  };

  const isAdmin = me?.role === USER_ROLE.admin;
  const empty = messages.length === 0 && outbox.length === 0 && !loading;
  return (
    <ul className="chat-list" ref={boxRef} onScroll={onScroll} aria-label="聊天消息" aria-busy={loading}>
      {empty ? <li className="chat-list__empty">{CHAT_UI_TEXT.empty}</li> : null}
      {messages.map((m) => {
        const mine = me !== null && m.user_id === me.id;
        return <ChatMessageRow key={m.id} message={m} mine={mine} now={now} onRevert={mine || isAdmin ? () => revertMessage(m.id) : undefined} />;
      })}
      {outbox.map((m) => (
        <ChatMessageRow
          key={m.clientId}
          message={{ nick_name: me?.nick_name ?? '', avatar: me?.avatar ?? '', content: m.content, content_type: m.contentType }}
          mine
          now={now}
          pending={m.state}
        />
      ))}
    </ul>
  );
}
