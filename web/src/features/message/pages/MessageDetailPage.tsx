import { Button, Empty, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMMENT_TYPE, MESSAGE_TEXT, NOT_FOUND_PAGE_NAME, routePageName } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useLoadingBar } from '@/lib/loading';
import { parseId } from '@blog/markdown/paths';
import { LazyCommentSection } from '@/features/comment/LazyCommentSection';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import parts from '@/components/pageParts.module.css';
import { MessageActions } from '../components/MessageActions';
import { MessageCard } from '../components/MessageCard';
import { markMessageListStale } from '../listSignal';
import { MESSAGE_LIST_PATH } from '../paths';
import { useMessageEntry, type MessageEntryState } from '../useMessageEntry';
import styles from './MessageDetailPage.module.css';

/** The entry; loaded again when someone logs in or out, since liked-by-me depends on who is asking. */
function useMessage(id: number | null): MessageEntryState {
  const viewer = useUserStore((s) => (selectLoggedIn(s) ? (s.userInfo?.id ?? 0) : 0));
  return useMessageEntry(id, viewer);
}

const BackLink = () => (
  <Link to={MESSAGE_LIST_PATH} className={styles.back}>
    <ArrowLeftOutlined aria-hidden /> 返回留言板
  </Link>
);

/** /message/detail?id= (SPEC.md §2): one entry as a large card, its like and its comments. */
export default function MessageDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const state = useMessage(id);
  useLoadingBar(id !== null && state.status === 'loading');
  // The server answers 404 for an entry that is not there (or hidden).
  useDocumentTitle(id !== null && state.status === 'failed' ? NOT_FOUND_PAGE_NAME : routePageName('/message/detail'));

  let body;
  if (id === null) {
    body = (
      <Empty className={parts.notice} description="缺少留言编号，请从留言板进入">
        <Button type="primary" onClick={() => navigate(MESSAGE_LIST_PATH)}>
          去留言板
        </Button>
      </Empty>
    );
  } else if (state.status === 'loading') {
    body = <Skeleton className={parts.notice} active avatar paragraph={{ rows: 4 }} />;
  } else if (state.status === 'failed') {
    body = (
      <Empty className={parts.notice} description={MESSAGE_TEXT.missing}>
        <Button type="primary" onClick={() => navigate(MESSAGE_LIST_PATH)}>
          去留言板
        </Button>
      </Empty>
    );
  } else {
    const { message } = state;
    body = (
      <>
        <MessageCard
          large
          message={message}
          actions={
            <MessageActions
              message={message}
              showCommentLink={false}
              onDeleted={() => {
                markMessageListStale();
                navigate(MESSAGE_LIST_PATH);
              }}
            />
          }
        />
        <div className={styles.comments}>
          <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
            <LazyCommentSection type={COMMENT_TYPE.message} forId={message.id} title="评论" />
          </Suspense>
        </div>
      </>
    );
  }

  return (
    <>
      <PageBanner route="MessageDetail" title="留言详情" />
      <div className={styles.wrap}>
        <BackLink />
        {body}
      </div>
    </>
  );
}
