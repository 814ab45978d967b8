import { useState } from 'react';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import { CHAT_CONTENT_KIND, type ChatMessageItem } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { InitialAvatar } from '@/components/InitialAvatar';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import listPage from '../shared/ListPage.module.css';
import { clearChat, deleteChatMessage, getChatHistory } from './api';
import { OnlineUsers } from './OnlineUsers';
import styles from './ChatAdmin.module.css';

const PAGE_SIZE = 20;
const KEYWORD_MAX = 50;

function MessageRow({ item, onDeleted }: { item: ChatMessageItem; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      feedback.message.success(await deleteChatMessage(item.id));
      onDeleted();
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.message} data-testid="chat-message">
      <InitialAvatar src={item.avatar} name={item.nick_name} size={32} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <strong>{item.nick_name}</strong>
          <span>{formatDateTime(item.createdAt)}</span>
        </div>
        {item.content_type === CHAT_CONTENT_KIND.image ? (
          <Image src={item.content} alt={`${item.nick_name}发的图片`} width={96} className={styles.image} />
        ) : (
          <p className={styles.text}>{item.content}</p>
        )}
      </div>
      <Popconfirm
        title="删除这条消息？"
        description="聊天室里的人会看到它消失，不能恢复"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => remove()}
      >
        <Button size="small" type="text" danger loading={busy} aria-label={`删除${item.nick_name}的消息`}>
          删除
        </Button>
      </Popconfirm>
    </li>
  );
}

/** /admin/chat: the room's history (newest first) with search and paging, single deletes, clear all, and who is online. */
export default function ChatAdminPage() {
  const [query, setQuery] = useState({ current: 1, size: PAGE_SIZE, keyword: '' });
  const [typed, setTyped] = useState('');
  const [modal, modalHolder] = Modal.useModal();
  const state = useAsyncData(JSON.stringify(query), () =>
    getChatHistory({ current: query.current, size: query.size, ...(query.keyword ? { keyword: query.keyword } : {}) }),
  );

  const { data, reload } = state;
  useStepBackFromEmptyPage(data, setQuery);

  const confirmClear = () =>
    void modal.confirm({
      title: '清空全部聊天记录？',
      content: '会删除聊天室里的全部消息（不只是当前页或搜索到的），在线的人的消息列表也会立即清空，不能恢复。',
      okText: '清空',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          feedback.message.success(await clearChat());
          setQuery((q) => ({ ...q, current: 1 }));
          reload();
        } catch (error) {
          toastFailure(error, '清空失败');
        }
      },
    });

  const clearSearch = () => {
    setTyped('');
    setQuery({ ...query, current: 1, keyword: '' });
  };

  return (
    <div className={listPage.page}>
      {modalHolder}
      <PageHeader title="聊天记录">
        <Button danger disabled={!data || (data.total === 0 && !query.keyword)} onClick={confirmClear}>
          清空全部
        </Button>
      </PageHeader>
      <OnlineUsers />
      <Input.Search
        className={styles.search}
        placeholder="搜索消息内容"
        aria-label="搜索消息内容"
        allowClear
        maxLength={KEYWORD_MAX}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
      />
      <ListBody
        state={state}
        failedTitle="聊天记录加载失败"
        isEmpty={(page) => page.list.length === 0}
        noMatch={query.keyword !== '' && { text: '没有包含这些文字的消息', onReset: clearSearch, resetLabel: '清除搜索' }}
        emptyText="聊天室还没有消息"
      >
        {(page) => (
          <>
            <ul className={styles.list}>
              {page.list.map((item) => (
                <MessageRow key={item.id} item={item} onDeleted={reload} />
              ))}
            </ul>
            <AdminPager current={query.current} pageSize={query.size} total={page.total} sizeOptions={[20, 50]} onChange={(current, size) => setQuery({ ...query, current, size })} />
          </>
        )}
      </ListBody>
    </div>
  );
}
