import { useState } from 'react';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { MESSAGE_LIMITS, MODERATION_LIMITS, type AdminMessageRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { BatchBar } from '../shared/BatchBar';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { StatusFilter } from '../shared/StatusFilter';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import { useBatchSelection } from '../shared/useBatchSelection';
import { MODERATION_STATUS_OPTIONS } from '../comments/moderationStatus';
import listPage from '../shared/ListPage.module.css';
import { deleteEntries, getGuestbook, getHotTags } from './api';
import { EntryCard } from './EntryCard';
import styles from '../comments/Comments.module.css';

const PAGE_SIZE = 20;

interface GuestbookQuery {
  current: number;
  size: number;
  status?: 1 | 2;
  tag: string;
  keyword: string;
}

const EMPTY_QUERY: GuestbookQuery = { current: 1, size: PAGE_SIZE, tag: '', keyword: '' };

/** What a batch delete takes with it. */
export function entriesDeleteWarning(rows: AdminMessageRow[]): string {
  const comments = rows.reduce((sum, row) => sum + row.comment_count, 0);
  const withComments = comments > 0 ? `、它们下面的 ${comments} 条评论（含回复）` : '';
  return `选中的 ${rows.length} 条留言${withComments}以及所有点赞会一起删除，不能恢复。`;
}

/** /admin/guestbook: every entry (hidden ones too) with filters; hide/show, delete, batch delete. */
export default function GuestbookPage() {
  const [query, setQuery] = useState<GuestbookQuery>(EMPTY_QUERY);
  const [typed, setTyped] = useState({ tag: '', keyword: '' });
  const [modal, modalHolder] = Modal.useModal();
  const tags = useAsyncData('hot-tags', getHotTags);
  const state = useAsyncData(JSON.stringify(query), () =>
    getGuestbook({
      current: query.current,
      size: query.size,
      ...(query.status ? { status: query.status } : {}),
      ...(query.tag ? { tag: query.tag } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }),
  );

  const { data, reload } = state;
  useStepBackFromEmptyPage(data, setQuery);
  const batch = useBatchSelection(data, reload);
  const { rows, chosen } = batch;
  const filtered = query.status !== undefined || query.tag !== '' || query.keyword !== '';
  const resetFilters = () => {
    setTyped({ tag: '', keyword: '' });
    setQuery(EMPTY_QUERY);
  };

  const confirmDelete = () => {
    const ids = chosen.map((row) => row.id);
    void modal.confirm({
      title: `删除选中的 ${ids.length} 条留言？`,
      content: entriesDeleteWarning(chosen),
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => batch.run(() => deleteEntries(ids), (n) => `已删除 ${n} 条留言`, '删除失败'),
    });
  };

  const applyTag = (value: string) => setQuery({ ...query, current: 1, tag: value.trim() });
  return (
    <div className={listPage.page}>
      {modalHolder}
      <PageHeader title="留言" />
      <div className={listPage.filters}>
        <StatusFilter<1 | 2>
          className={styles.select}
          value={query.status}
          onChange={(status) => setQuery({ ...query, current: 1, status })}
          options={MODERATION_STATUS_OPTIONS}
        />
        <AutoComplete
          className={styles.search}
          value={typed.tag}
          options={(tags.data ?? []).map((t) => ({ value: t.tag, label: `${t.tag}（${t.count}）` }))}
          onChange={(value: string) => setTyped({ ...typed, tag: value })}
          onSelect={(value: string) => applyTag(value)}
        >
          <Input.Search placeholder="标签" aria-label="按标签筛选" allowClear maxLength={MESSAGE_LIMITS.tagMax} onSearch={applyTag} />
        </AutoComplete>
        <Input.Search
          className={styles.search}
          placeholder="搜索留言内容"
          aria-label="搜索留言内容"
          allowClear
          maxLength={MODERATION_LIMITS.keywordMax}
          value={typed.keyword}
          onChange={(event) => setTyped({ ...typed, keyword: event.target.value })}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      {rows.length > 0 && (
        <BatchBar pageIds={rows.map((row) => row.id)} selected={batch.selected} onSelect={batch.setSelected}>
          <Button size="small" danger disabled={!batch.ready} onClick={confirmDelete}>
            批量删除
          </Button>
        </BatchBar>
      )}
      <ListBody state={state} failedTitle="留言加载失败" isEmpty={(page) => page.list.length === 0} noMatch={filtered && { text: '没有符合条件的留言', onReset: resetFilters }} emptyText="还没有留言">
        {(page) => (
          <>
            <ul className={listPage.list}>
              {page.list.map((row) => (
                <EntryCard
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
