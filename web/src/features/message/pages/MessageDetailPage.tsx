import { useEffect, useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { API_CODE, COMMENT_TYPE, MESSAGE_TEXT, type MessageItem } from '@blog/contract';
import { PageBanner } from '@/app/layout/PageBanner';
import { useLoadingBar } from '@/app/progress';
import { parseId } from '@/features/article/paths';
import { CommentSection } from '@/features/comment/CommentSection';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import { getMessageById } from '../api';
import { MessageActions } from '../components/MessageActions';
import { MessageCard } from '../components/MessageCard';
import { markMessageListStale } from '../listSignal';
import { MESSAGE_LIST_PATH } from '../paths';
import styles from './MessageDetailPage.module.css';

type DetailState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; message: MessageItem };

function useMessage(id: number | null): DetailState {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  // Liked-by-me depends on who is asking.
  const viewer = useUserStore((s) => (selectLoggedIn(s) ? (s.userInfo?.id ?? 0) : 0));
  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    setState({ status: 'loading' });
    getMessageById(id).then(
      (res) => {
        if (active) setState(res.code === API_CODE.success ? { status: 'ready', message: res.result } : { status: 'failed' });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, viewer]);
  return state;
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

  let body;
  if (id === null) {
    body = (
      <Empty className={styles.notice} description="缺少留言编号，请从留言板进入">
        <Button type="primary" onClick={() => navigate(MESSAGE_LIST_PATH)}>
          去留言板
        </Button>
      </Empty>
    );
  } else if (state.status === 'loading') {
    body = <Skeleton className={styles.notice} active avatar paragraph={{ rows: 4 }} />;
  } else if (state.status === 'failed') {
    body = (
      <Empty className={styles.notice} description={MESSAGE_TEXT.missing}>
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
          <CommentSection type={COMMENT_TYPE.message} forId={message.id} title="评论" />
        </div>
      </>
    );
  }

  return (
    <>
      <PageBanner route="messageDetail" title="留言详情" />
      <div className={styles.wrap}>
        <BackLink />
        {body}
      </div>
    </>
  );
}
