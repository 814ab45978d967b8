import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { useSettingsStore } from '@/features/theme/settingsStore';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import parts from '@/components/pageParts.module.css';
import { MessageActions } from '../components/MessageActions';
import { MessageBarrage } from '../components/MessageBarrage';
import { MessageCard } from '../components/MessageCard';
import { MessageToolbar } from '../components/MessageToolbar';
import { useKeepAliveActive } from '../keepAlive/KeepAlive';
import { useMessageListVersion } from '../listSignal';
import { MESSAGE_PUBLISH_PATH } from '../paths';
import { useMessageList, type MessageListState } from '../useMessageList';
import styles from './MessageListPage.module.css';

function CardSkeletons() {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="留言加载中">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`${parts.surface} ${styles.skeleton}`}>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

function ListFooter({ state, onMore }: { state: MessageListState; onMore(): void }) {
  if (state.status !== 'ready' || state.items.length === 0) return null;
  return (
    <div className={styles.footer}>
      {state.more ? (
        <Button onClick={onMore} loading={state.loadingMore}>
          加载更多
        </Button>
      ) : (
        <span className={styles.end}>已经到底了</span>
      )}
    </div>
  );
}

/**
 * /message/list (SPEC.md §2): the guestbook as cards or as a barrage, filtered by hot tags, paged by
 * 10. It is kept alive (see keepAlive/): leaving and coming back finds it as it was left.
 */
export default function MessageListPage() {
  const navigate = useNavigate();
  const { state, hotTags, load, loadMore, loadHotTags, removeLocal } = useMessageList();
  const isCard = useSettingsStore((s) => s.messageTypeIsCard);
  const active = useKeepAliveActive();
  useLoadingBar(active && state.status === 'loading');

  const tagRef = useRef(state.tag);
  useLayoutEffect(() => {
    tagRef.current = state.tag;
  });

  // Published or edited elsewhere: start again from the newest entries of every tag.
  const version = useMessageListVersion();
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void load('');
    void loadHotTags();
  }, [version, load, loadHotTags]);

  // Logging in or out changes which entries are "liked by me" and which ones are mine.
  const viewer = useUserStore((s) => (selectLoggedIn(s) ? (s.userInfo?.id ?? 0) : 0));
  const seenViewer = useRef(viewer);
  useEffect(() => {
    if (seenViewer.current === viewer) return;
    seenViewer.current = viewer;
    void load(tagRef.current);
  }, [viewer, load]);

  const onDeleted = (id: number) => {
    removeLocal(id);
    void loadHotTags();
  };

  let body;
  if (state.status === 'failed') {
    body = (
      <Empty className={parts.notice} description="留言加载失败">
        <Button onClick={() => void load(state.tag)}>重试</Button>
      </Empty>
    );
  } else if (state.items.length === 0) {
    body =
      state.status === 'loading' ? (
        <CardSkeletons />
      ) : (
        <Empty className={parts.notice} description={state.tag ? `「${state.tag}」标签下还没有留言` : '还没有留言，来写下第一条吧'}>
          <Button type="primary" onClick={() => navigate(MESSAGE_PUBLISH_PATH)}>
            发布留言
          </Button>
        </Empty>
      );
  } else if (isCard) {
    body = (
      <div className={`${styles.grid} ${state.status === 'loading' ? styles.stale : ''}`} aria-busy={state.status === 'loading'}>
        {state.items.map((message) => (
          <MessageCard key={message.id} message={message} actions={<MessageActions message={message} onDeleted={onDeleted} />} />
        ))}
      </div>
    );
  } else {
    body = <MessageBarrage messages={state.items} />;
  }

  return (
    <>
      <PageBanner route="MessageList" title="留言" subtitle={state.status === 'ready' ? `共 ${state.total} 条留言，欢迎留下你的足迹～` : '欢迎留下你的足迹～'} />
      <div className={styles.wrap}>
        <MessageToolbar hotTags={hotTags} tag={state.tag} onTagChange={(tag) => void load(tag)} />
        {body}
        <ListFooter state={state} onMore={() => void loadMore()} />
      </div>
    </>
  );
}
