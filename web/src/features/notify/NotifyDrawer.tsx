import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Drawer from 'antd/es/drawer';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { API_CODE, USER_ROLE, type NotifyItem } from '@blog/contract';
import { toastFailure } from '@/lib/http';
import { LAYER } from '@/lib/layers';
import { feedback } from '@/lib/feedback';
import { useIsMobile } from '@/lib/device';
import { openPage } from '@/lib/openPage';
import { relativeTime } from '@/lib/format';
import { siteInstant } from '@/lib/siteTime';
import { deleteNotify, markNotifyViewed } from './api';
import { notifyContent } from './notifyHtml';
import { notifyTarget } from './notifyTarget';
import { useNotifyStore } from './notifyStore';
import { useUserStore } from '@/features/user/userStore';
import './NotifyDrawer.css';


function NotifyText({ message }: { message: string }) {
  const content = notifyContent(message);
  if (content.kind === 'html') {
    // Passed SPEC.md §5's word rule and DOMPurify (notifyHtml.ts).
    return <div className="notify-item__text" dangerouslySetInnerHTML={{ __html: content.html }} />;
  }
  return <div className="notify-item__text">{content.text}</div>;
}

function NotifyRow({ item, onOpen, onDelete }: { item: NotifyItem; onOpen: () => void; onDelete: () => Promise<void> }) {
  const unread = item.isView === 1;
  return (
    <li className={`notify-item${unread ? ' notify-item--unread' : ''}`}>
      <div
        className="notify-item__body"
        role="link"
        tabIndex={0}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onOpen();
        }}
      >
        {unread ? <span className="notify-item__new">新</span> : null}
        <NotifyText message={item.message} />
      </div>
      <div className="notify-item__meta">
        <time title={item.createdAt}>{item.createdAt ? relativeTime(siteInstant(item.createdAt)) : ''}</time>
        <span className="notify-item__actions">
          <Button type="link" size="small" onClick={onOpen}>
            查看
          </Button>
          <Popconfirm
            title="确定删除吗？"
            okText="确定"
            cancelText="取消"
            zIndex={LAYER.aboveDrawer}
            onConfirm={onDelete}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      </div>
    </li>
  );
}

/** 我的消息 (SPEC.md §2/§4): pages of 10 appended, open by type, delete after confirmation. */
export default function NotifyDrawer({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: number }) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const items = useNotifyStore((s) => s.items);
  const loading = useNotifyStore((s) => s.loading);
  const loaded = useNotifyStore((s) => s.loaded);
  const hasMore = useNotifyStore((s) => s.hasMore);
  const isAdmin = useUserStore((s) => s.userInfo?.role === USER_ROLE.admin);

  useEffect(() => {
    if (open) void useNotifyStore.getState().loadFirst(userId);
  }, [open, userId]);

  const openItem = async (item: NotifyItem) => {
    if (item.isView === 1) {
      try {
        const res = await markNotifyViewed(item.id);
        if (res.code === API_CODE.success) useNotifyStore.getState().markViewedLocally(item.id);
      } catch {
        // Still go to the target: a missed "read" mark is not worth stopping the visitor.
      }
    }
    const target = notifyTarget(item, isAdmin);
    if (!target) return;
    onClose();
    if (target.kind === 'page') openPage(target.href);
    else navigate(target.to);
  };

  const removeItem = async (item: NotifyItem) => {
    try {
      const res = await deleteNotify(item.id);
      if (res.code !== API_CODE.success) {
        feedback.message.error(res.message || '删除失败');
        return;
      }
      useNotifyStore.getState().removeLocally(item.id);
      feedback.message.success('删除成功');
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };

  let footer = null;
  if (loading) footer = <Spin size="small" />;
  else if (items.length > 0 && hasMore) {
    footer = (
      <Button type="link" onClick={() => void useNotifyStore.getState().loadMore()}>
        点击加载更多
      </Button>
    );
  } else if (items.length > 0) footer = <span className="notify-drawer__end">已经到底了</span>;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="我的消息"
      placement="right"
      size={isMobile ? '80%' : '40%'}
      zIndex={LAYER.drawer}
      rootClassName="notify-drawer"
    >
      {loaded && !loading && items.length === 0 ? <p className="notify-drawer__empty">暂无消息</p> : null}
      <ul className="notify-drawer__list" aria-label="消息列表" aria-busy={loading}>
        {items.map((item) => (
          <NotifyRow key={item.id} item={item} onOpen={() => void openItem(item)} onDelete={() => removeItem(item)} />
        ))}
      </ul>
      {footer ? <div className="notify-drawer__footer">{footer}</div> : null}
    </Drawer>
  );
}
