import { Suspense, useEffect, useRef, useState } from 'react';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useLocation, useNavigate } from 'react-router';
import { ChunkBoundary } from '@/components/ChunkBoundary';
import { LoadErrorNotice } from '@/components/LoadErrorNotice';
import { useIsMobile } from '@/lib/device';
import { lazyChunk } from '@/lib/lazyChunk';
import { whenIdle } from '@/lib/idle';
import { isFromOtherModal } from '@/lib/modalLayer';
import { resetUnread, startChat, useChatStore } from '../chatStore';
import { badgeText } from '../logic/unread';
import './ChatRoot.css';

// The room's UI loads on first open only, so /home stays light; the connection is the store's.
const ChatRoom = lazyChunk(() => import('./ChatRoom'));

export const CHAT_PAGE_PATH = '/message/chat';

/**
 * Floating chat button above the rocket (hidden on / and on the chat page), with the unread badge.
 * The connection starts once the page is idle, so the badge counts from the first message on.
 */
export function ChatRoot() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const unread = useChatStore((s) => s.unread);
  const [open, setOpen] = useState(false);
  const popoverRef = useRef<HTMLDivElement>(null);

  useEffect(() => whenIdle(startChat), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A login dialog or picture preview over the room closes first, on its own Escape.
      if (event.key === 'Escape' && !event.isComposing && !isFromOtherModal(event, popoverRef.current)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const hidden = pathname === '/' || pathname === CHAT_PAGE_PATH;
  const toggle = () => {
    resetUnread();
    if (mobile) {
      navigate(CHAT_PAGE_PATH);
      return;
    }
    setOpen((v) => !v);
  };

  const badge = badgeText(unread);
  return hidden ? null : (
    <>
      <button
        type="button"
        className="floating-button chat-fab"
        onClick={toggle}
        aria-label={badge ? `聊天室，${unread} 条未读` : '聊天室'}
        title="聊天室"
        aria-expanded={open}
      >
        {/* An icon, not the 💬 emoji: many Linux desktops have no colour-emoji font and drew an empty box. */}
        <MessageOutlined aria-hidden="true" />
        {badge ? (
          <span className="chat-fab__badge" data-testid="chat-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {open && !mobile ? (
        <div className="chat-popover" role="dialog" aria-label="聊天室" ref={popoverRef}>
          <ChunkBoundary
            retryWhenBack
            fallback={({ error, retry }) => <LoadErrorNotice error={error} retry={retry} what="聊天室" compact retriesWhenBack />}
          >
            <Suspense fallback={<div className="chat-popover__loading">连接中</div>}>
              <ChatRoom onClose={() => setOpen(false)} />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : null}
    </>
  );
}
