import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { COMMENT_TYPE, MODERATION_LIMITS, MODERATION_STATUS, type AdminCommentRow, type CommentType } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { BatchBar } from '../shared/BatchBar';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { StatusFilter } from '../shared/StatusFilter';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import { useBatchSelection } from '../shared/useBatchSelection';
import listPage from '../shared/ListPage.module.css';
import { deleteComments, getCommentQueue, setCommentsHidden } from './api';
import { CommentCard } from './CommentCard';
import { COMMENT_STATUS_OPTIONS } from './moderationStatus';
import { PLACE_LABEL } from './placePath';
import styles from './Comments.module.css';

const PAGE_SIZE = 20;

interface QueueQuery {
  current: number;
  size: number;
  type?: CommentType;
  status?: 1 | 2 | 3;
  author: string;
  keyword: string;
}

const EMPTY_QUERY: QueueQuery = { current: 1, size: PAGE_SIZE, author: '', keyword: '' };

/** What a batch delete takes with it: the top-level comments' replies and every like. */
export function batchDeleteWarning(rows: AdminCommentRow[]): string {
  const replies = rows.filter((row) => row.parent_id === null).reduce((sum, row) => sum + row.reply_count, 0);
  const withReplies = replies > 0 ? `，其中一级评论下的 ${replies} 条回复` : '';
  return `选中的 ${rows.length} 条评论${withReplies}以及这些评论的点赞会一起删除，不能恢复。`;
}

/** /admin/comments: every comment and reply on articles, talk posts and guestbook entries, newest first. */
export default function CommentsPage() {
  const [query, setQuery] = useState<QueueQuery>(EMPTY_QUERY);
  const [typed, setTyped] = useState({ author: '', keyword: '' });
  const [modal, modalHolder] = Modal.useModal();
  const state = useAsyncData(JSON.stringify(query), () =>
    getCommentQueue({
      current: query.current,
      size: query.size,
      ...(query.type ? { type: query.type } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.author ? { author: query.author } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }),
  );

  const { data, reload } = state;
  useStepBackFromEmptyPage(data, setQuery);
  const batch = useBatchSelection(data, reload);
  const { rows, chosen } = batch;
  const filtered = query.type !== undefined || query.status !== undefined || query.author !== '' || query.keyword !== '';
  const resetFilters = () => {
    setTyped({ author: '', keyword: '' });
    setQuery(EMPTY_QUERY);
  };

  const confirmHide = (hidden: boolean) => {
    const ids = chosen.map((row) => row.id);
    void modal.confirm({
      title: hidden ? `隐藏选中的 ${ids.length} 条评论？` : `恢复显示选中的 ${ids.length} 条评论？`,
      content: hidden ? '访客将看不到它们；隐藏一级评论时，它下面的回复也一起看不到。可以随时恢复显示。' : '访客将重新看到它们。',
      okText: hidden ? '隐藏' : '恢复显示',
      cancelText: '取消',
      onOk: () => batch.run(() => setCommentsHidden(ids, hidden), (n) => (hidden ? `已隐藏 ${n} 条评论` : `已恢复显示 ${n} 条评论`), '操作失败'),
    });
  };

  const confirmApprove = () => {
    const ids = chosen.map((row) => row.id);
    void modal.confirm({
      title: `通过选中的 ${ids.length} 条评论？`,
      content: '通过后所有访客都能看到它们。',
      okText: '通过',
      cancelText: '取消',
      onOk: () => batch.run(() => setCommentsHidden(ids, false), (n) => `已通过 ${n} 条评论`, '操作失败'),
    });
  };

  const confirmDelete = () => {
    const ids = chosen.map((row) => row.id);
    void modal.confirm({
      title: `删除选中的 ${ids.length} 条评论？`,
      content: batchDeleteWarning(chosen),
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => batch.run(() => deleteComments(ids), (n) => `已删除 ${n} 条评论（含回复）`, '操作失败'),
    });
  };

  const none = !batch.ready;
  return (
    <div className={listPage.page}>
      {modalHolder}
      <PageHeader title="评论" />
      <div className={listPage.filters}>
        <Select<CommentType | 0>
          className={styles.select}
          aria-label="按位置筛选"
          value={query.type ?? 0}
          onChange={(value) => setQuery({ ...query, current: 1, type: value === 0 ? undefined : value })}
          options={[
            { value: 0, label: '全部位置' },
            ...Object.values(COMMENT_TYPE).map((type) => ({ value: type, label: PLACE_LABEL[type] })),
          ]}
        />
        <StatusFilter<1 | 2 | 3>
          className={styles.select}
          value={query.status}
          onChange={(status) => setQuery({ ...query, current: 1, status })}
          options={COMMENT_STATUS_OPTIONS}
        />
        <Input.Search
          className={styles.search}
          placeholder="作者账号或昵称"
          aria-label="按作者筛选"
          allowClear
          maxLength={MODERATION_LIMITS.authorMax}
          value={typed.author}
          onChange={(event) => setTyped({ ...typed, author: event.target.value })}
          onSearch={(value) => setQuery({ ...query, current: 1, author: value.trim() })}
        />
        <Input.Search
          className={styles.search}
          placeholder="搜索评论内容"
          aria-label="搜索评论内容"
          allowClear
          maxLength={MODERATION_LIMITS.keywordMax}
          value={typed.keyword}
          onChange={(event) => setTyped({ ...typed, keyword: event.target.value })}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      {rows.length > 0 && (
        <BatchBar pageIds={rows.map((row) => row.id)} selected={batch.selected} onSelect={batch.setSelected}>
          {query.status === MODERATION_STATUS.pending && (
            <Button size="small" type="primary" disabled={none} onClick={confirmApprove}>
              批量通过
            </Button>
          )}
          <Button size="small" disabled={none} onClick={() => confirmHide(true)}>
            批量隐藏
          </Button>
          <Button size="small" disabled={none} onClick={() => confirmHide(false)}>
            批量显示
          </Button>
          <Button size="small" danger disabled={none} onClick={confirmDelete}>
            批量删除
          </Button>
        </BatchBar>
      )}
      <ListBody state={state} failedTitle="评论加载失败" isEmpty={(page) => page.list.length === 0} noMatch={filtered && { text: '没有符合条件的评论', onReset: resetFilters }} emptyText="还没有评论">
        {(page) => (
          <>
            <ul className={listPage.list}>
              {page.list.map((row) => (
                <CommentCard
                  key={row.id}
                  row={row}
                  selected={batch.selected.includes(row.id)}
                  onSelect={(checked) => batch.toggle(row.id, checked)}
                  onChanged={reload}
                />
              ))}
            </ul>
            <AdminPager centered current={query.current} pageSize={query.size} total={page.total} onChange={(current, size) => setQuery({ ...query, current, size })} />
          </>
        )}
      </ListBody>
    </div>
  );
}
