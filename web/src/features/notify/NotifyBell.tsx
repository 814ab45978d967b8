import { Suspense, useEffect, useState } from 'react';
import Badge from 'antd/es/badge';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { LIMITS } from '@blog/contract';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { dismissWelcomeNotice } from '@/lib/feedback';
import { lazyChunk } from '@/lib/lazyChunk';
import { selectUnreadCount, useNotifyStore } from './notifyStore';

const NotifyDrawer = lazyChunk(() => import('./NotifyDrawer'));

/** Header bell (logged-in users only): red unread count capped at 9, opens 我的消息. */
export default function NotifyBell({ userId, className }: { userId: number; className?: string }) {
  const unread = useNotifyStore(selectUnreadCount);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    void useNotifyStore.getState().loadFirst(userId);
    return () => useNotifyStore.getState().reset();
  }, [userId]);

  const openDrawer = () => {
    dismissWelcomeNotice();
    setUsed(true);
    setOpen(true);
  };

  const closeDrawer = () => {
    setOpen(false);
    // Items read in the drawer change the count; the bell shows the server's view again.
    void useNotifyStore.getState().loadFirst(userId);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={openDrawer}
        aria-label={unread > 0 ? `我的消息，${unread} 条未读` : '我的消息'}
        title="我的消息"
        aria-haspopup="dialog"
      >
        <Badge count={unread} overflowCount={LIMITS.badgeMax} size="small" offset={[2, -2]}>
          <BellOutlined aria-hidden style={{ fontSize: 18, color: 'inherit' }} />
        </Badge>
      </button>
      {used ? (
        <WidgetBoundary
          name="我的消息"
          onFailed={() => {
            setOpen(false);
            setUsed(false);
          }}
        >
          <Suspense fallback={null}>
            <NotifyDrawer open={open} onClose={closeDrawer} userId={userId} />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </>
  );
}
