import { useEffect, useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TAXONOMY_NAME_MAX, TAXONOMY_NOUN, type TaxonomyKind } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { taxonomyApi, type TaxonomyApi, type TaxonomyItem } from './api';
import { nameRule } from './nameRule';
import { TaxonomyMoveModal, type MoveRequest } from './TaxonomyMoveModal';
import { TaxonomyRenameModal } from './TaxonomyRenameModal';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import styles from './TaxonomyPage.module.css';
import { tablePagination } from '../shared/AdminPager';
import { SearchableEmpty } from '../shared/SearchableEmpty';

const PAGE_SIZE = 20;

interface ListQuery {
  current: number;
  size: number;
  name: string;
}

/** 新增: one field and a button, Enter submits; cleared after a save. */
function AddForm({ kind, api, onAdded }: { kind: TaxonomyKind; api: TaxonomyApi; onAdded: () => void }) {
  const noun = TAXONOMY_NOUN[kind];
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const add = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      feedback.message.success(await api.add(name.trim()));
      form.resetFields();
      onAdded();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="inline" onFinish={add} className={styles.addForm} aria-label={`新增${noun}`}>
      <Form.Item name="name" rules={[nameRule(kind)]} className={styles.addField}>
        <Input placeholder={`新${noun}名`} aria-label={`新${noun}名`} count={{ show: true, max: TAXONOMY_NAME_MAX }} autoComplete="off" />
      </Form.Item>
      <Form.Item className={styles.addButton}>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving}>
          添加
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The console's category and tag screen (the same screen with different words): search, add,
 * rename, and delete — which, when articles still use the row, offers to move them elsewhere first.
 */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const noun = TAXONOMY_NOUN[kind];
  const api = useMemo(() => taxonomyApi(kind), [kind]);
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZE, name: '' });
  const [typed, setTyped] = useState('');
  const { data, loading, failed, reload } = useAsyncData(JSON.stringify(query), () => api.list(query));
  const [renaming, setRenaming] = useState<TaxonomyItem | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);

  // Past the last page (its last row was deleted): step back.
  useEffect(() => {
    if (!data || data.list.length > 0 || data.total === 0 || data.current === 1) return;
    setQuery((q) => ({ ...q, current: Math.max(1, Math.ceil(data.total / q.size)) }));
  }, [data]);

  const remove = async (item: TaxonomyItem) => {
    try {
      const outcome = await api.remove(item.id);
      if (outcome.deleted) {
        feedback.message.success(outcome.message);
        reload();
      } else {
        setMoving({ item, reason: outcome.inUse });
      }
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };

  const columns: ColumnsType<TaxonomyItem> = [
    { title: `${noun}名`, dataIndex: 'name', key: 'name', ellipsis: true },
    { title: '文章数', dataIndex: 'articleCount', key: 'articleCount', width: 80, align: 'right' },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', width: 160, responsive: ['md'], render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_value, item) => (
        <span className={listPage.rowActions}>
          <Button type="link" size="small" className={listPage.linkButton} onClick={() => setRenaming(item)} aria-label={`改名「${item.name}」`}>
            改名
          </Button>
          <Popconfirm
            title={`删除${noun}「${item.name}」？`}
            description={item.articleCount > 0 ? `有 ${item.articleCount} 篇文章在用，删除前需要把它们移到别的${noun}` : undefined}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove(item)}
          >
            <Button type="link" size="small" danger className={listPage.linkButton} aria-label={`删除「${item.name}」`}>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const emptyText = (
    <SearchableEmpty
      searched={query.name}
      noMatch={`没有名字里含「${query.name}」的${noun}`}
      onClear={() => {
        setTyped('');
        setQuery({ ...query, current: 1, name: '' });
      }}
      nothingYet={`还没有${noun}，在上面添加一个吧`}
    />
  );

  return (
    <div className={listPage.page}>
      <h1 className={listPage.heading}>{noun}</h1>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder={`按${noun}名搜索`}
          aria-label={`按${noun}名搜索`}
          allowClear
          maxLength={TAXONOMY_NAME_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, name: value.trim() })}
        />
        <AddForm kind={kind} api={api} onAdded={reload} />
      </div>
      {failed && !data ? (
        <RetryResult title={`${noun}列表加载失败`} onRetry={reload} />
      ) : (
        <Table<TaxonomyItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          locale={{ emptyText: loading ? ' ' : emptyText }}
          pagination={tablePagination({ current: query.current, pageSize: query.size, total: data?.total ?? 0, unit: '个', onChange: (current, size) => setQuery({ ...query, current, size }) })}
        />
      )}
      {renaming && <TaxonomyRenameModal kind={kind} api={api} item={renaming} onClose={() => setRenaming(null)} onSaved={reload} />}
      <TaxonomyMoveModal kind={kind} api={api} request={moving} onClose={() => setMoving(null)} onDeleted={reload} />
    </div>
  );
}
