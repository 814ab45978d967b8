import { useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { API_CODE, GUEST_MESSAGE, MESSAGE_TEXT, type MessageDraft } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { openLogin } from '@/lib/loginEntry';
import { useLoadingBar } from '@/lib/loading';
import { parseId } from '@blog/markdown/paths';
import { useSiteStore } from '@/features/site/siteStore';
import { useLoggedIn, useUserStore } from '@/features/user/userStore';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '@/lib/http';
import parts from '@/components/pageParts.module.css';
import { addMessage, updateMessage } from '../api';
import { MessageForm, type Writer } from '../components/MessageForm';
import { clearSavedDraft, draftOf, draftToSend, readSavedDraft, saveDraft } from '../draft';
import { markMessageListStale } from '../listSignal';
import { MESSAGE_LIST_PATH } from '../paths';
import { useMessageEntry } from '../useMessageEntry';
import styles from './MessagePublishPage.module.css';

function useWriter(): Writer {
  const loggedIn = useLoggedIn();
  const me = useUserStore((s) => s.userInfo);
  // The server has the last word; without a loaded config the form offers the guest field.
  const guestsAllowed = useSiteStore((s) => (s.config?.allow_guest_message ?? GUEST_MESSAGE.allowed) === GUEST_MESSAGE.allowed);
  if (loggedIn && me) return { kind: 'user', nickName: me.nick_name, avatar: me.avatar };
  return guestsAllowed ? { kind: 'guest' } : { kind: 'loginRequired' };
}

/** Sends the entry; on success the kept-alive list reloads and the visitor sees it at the top. */
function useSend(editId: number | null) {
  const navigate = useNavigate();
  return async (draft: MessageDraft, guest: boolean): Promise<void> => {
    try {
      const body = draftToSend(draft, guest);
      const res = editId === null ? await addMessage(body, guest) : await updateMessage(editId, body);
      if (res.code !== API_CODE.success) throw new Error(res.message);
      feedback.message.success(editId === null ? MESSAGE_TEXT.published : MESSAGE_TEXT.updated);
      if (editId === null) clearSavedDraft();
      markMessageListStale();
      navigate(MESSAGE_LIST_PATH);
    } catch (error) {
      // A 400 (bad input) is not toasted by the http client; refusals and 401/403/429 already were.
      toastFailure(error, '发布失败，请稍后再试');
      throw error;
    }
  };
}

function EditEntry({ id }: { id: number }) {
  const navigate = useNavigate();
  const writer = useWriter();
  const me = useUserStore((s) => s.userInfo);
  const send = useSend(id);
  const state = useMessageEntry(id);
  useLoadingBar(state.status === 'loading');

  if (writer.kind !== 'user') {
    return (
      <Empty className={parts.notice} description="登录后才能编辑自己的留言">
        <Button type="primary" onClick={openLogin}>
          登录
        </Button>
      </Empty>
    );
  }
  if (state.status === 'loading') return <Skeleton className={parts.notice} active paragraph={{ rows: 6 }} />;
  if (state.status === 'failed') {
    return (
      <Empty className={parts.notice} description={MESSAGE_TEXT.missing}>
        <Link to={MESSAGE_LIST_PATH}>返回留言板</Link>
      </Empty>
    );
  }
  if (state.message.user_id === null || state.message.user_id !== me?.id) {
    return (
      <Empty className={parts.notice} description={state.message.user_id === null ? MESSAGE_TEXT.guestEntry : MESSAGE_TEXT.notYours}>
        <Link to={MESSAGE_LIST_PATH}>返回留言板</Link>
      </Empty>
    );
  }
  return (
    <MessageForm
      key={state.message.id}
      initial={draftOf(state.message)}
      writer={writer}
      submitText="保存修改"
      onSubmit={(draft) => send(draft, false)}
      onCancel={() => navigate(MESSAGE_LIST_PATH)}
    />
  );
}

function NewEntry() {
  const navigate = useNavigate();
  const writer = useWriter();
  const send = useSend(null);
  const [initial] = useState(readSavedDraft);
  return (
    <MessageForm
      initial={initial}
      writer={writer}
      submitText="发布留言"
      onSubmit={(draft) => send(draft, writer.kind !== 'user')}
      onChange={saveDraft}
      onCancel={() => navigate(MESSAGE_LIST_PATH)}
    />
  );
}

/** /message/publish (SPEC.md §2): a new entry, or with ?id= the visitor's own entry to edit. */
export default function MessagePublishPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const editId = rawId === null ? null : parseId(rawId);

  let body;
  if (rawId === null) body = <NewEntry />;
  else if (editId === null) {
    body = (
      <Empty className={parts.notice} description="留言编号不正确">
        <Link to={MESSAGE_LIST_PATH}>返回留言板</Link>
      </Empty>
    );
  } else body = <EditEntry key={editId} id={editId} />;

  return (
    <>
      <PageBanner route="PublishMessage" title={rawId === null ? '发布留言' : '编辑留言'} subtitle="写下你想说的话，挑一个喜欢的样式" />
      <div className={styles.wrap}>{body}</div>
    </>
  );
}
