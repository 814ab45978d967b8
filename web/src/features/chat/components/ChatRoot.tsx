import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '@/lib/device';
import { resetUnread, useChatStore } from '../chatStore';
import { badgeText } from '../logic/unread';
import './ChatRoot.css';

// The room (and its socket) loads on first open only, so /home stays light.
const ChatRoom = lazy(() => import('./ChatRoom'));

export const CHAT_PAGE_PATH = '/message/chat';

/** Floating chat button above the rocket (hidden on / and on the chat page), with the unread badge. */
export function ChatRoot() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const unread = useChatStore((s) => s.unread);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (pathname === '/' || pathname === CHAT_PAGE_PATH) return null;

  const toggle = () => {
    resetUnread();
    if (mobile) {
      navigate(CHAT_PAGE_PATH);
      return;
    }
    setOpen((v) => !v);
  };

  const badge = badgeText(unread);
  return (
    <>
      <button
        type="button"
        className="floating-button chat-fab"
        onClick={toggle}
        aria-label={badge ? `聊天室，${unread} 条未读` : '聊天室'}
        title="聊天室"
        aria-expanded={open}
      >
        <span aria-hidden="true">💬</span>
        {badge ? (
          <span className="chat-fab__badge" data-testid="chat-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {open && !mobile ? (
        <div className="chat-popover" role="dialog" aria-label="聊天室">
          <Suspense fallback={<div className="chat-popover__loading">连接中</div>}>
            <ChatRoom onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
