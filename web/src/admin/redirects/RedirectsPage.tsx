import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { RedirectRule } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { deleteRedirect, listRedirects } from './api';
import { RedirectRuleModal } from './RedirectRuleModal';
import { RedirectTester } from './RedirectTester';
import styles from './Redirects.module.css';
import { tablePagination } from '../shared/AdminPager';
import { SearchableEmpty } from '../shared/SearchableEmpty';

const PAGE_SIZE = 20;

interface ListQuery {
  current: number;
  size: number;
  keyword: string;
}

/** Which rule the dialog edits: a new one ('new') or a stored one. */
type Editing = RedirectRule | 'new' | null;

/**
 * 重定向: rules that send an old address (a blog moved in, a renamed page) to a new one with a
 * 301 or 302, applied by the server to page requests nothing else answers. An import writes its
 * old addresses here too; articles' own old slugs need no rule (they follow the article).
 */
export default function RedirectsPage() {
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZE, keyword: '' });
  const [typed, setTyped] = useState('');
  const { data, loading, failed, reload } = useAsyncData(JSON.stringify(query), () => listRedirects(query));
  const [editing, setEditing] = useState<Editing>(null);

  // Past the last page (its last row was deleted): step back.
  useEffect(() => {
    if (!data || data.list.length > 0 || data.total === 0 || data.current === 1) return;
    setQuery((q) => ({ ...q, current: Math.max(1, Math.ceil(data.total / q.size)) }));
  }, [data]);

  const remove = async (rule: RedirectRule) => {
    try {
      feedback.message.success(await deleteRedirect(rule.id));
      reload();
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };

  const columns: ColumnsType<RedirectRule> = [
    {
      title: '来源 → 目标',
      key: 'rule',
      render: (_value, rule) => (
        <div className={styles.rule}>
          <span className={styles.from}>{rule.from}</span>
          <span className={styles.to}>→ {rule.to}</span>
        </div>
      ),
    },
    {
      title: '方式',
      dataIndex: 'status',
      key: 'status',
      width: 72,
      render: (status: number) => <Tag color={status === 301 ? 'blue' : 'gold'}>{status}</Tag>,
    },
    {
      title: '来自',
      dataIndex: 'source',
      key: 'source',
      width: 96,
      responsive: ['md'],
      render: (source: string | null) => (source ? '导入' : '手动添加'),
    },
    { title: '修改时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 150, responsive: ['lg'], render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      render: (_value, rule) => (
        <span className={listPage.rowActions}>
          <Button type="link" size="small" className={listPage.linkButton} onClick={() => setEditing(rule)} aria-label={`编辑「${rule.from}」的规则`}>
            编辑
          </Button>
          <Popconfirm title="删除这条规则？" description={`访问 ${rule.from} 的人将看到「页面不存在」`} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove(rule)}>
            <Button type="link" size="small" danger className={listPage.linkButton} aria-label={`删除「${rule.from}」的规则`}>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const emptyText = (
    <SearchableEmpty
      searched={query.keyword}
      noMatch={`没有含「${query.keyword}」的规则`}
      onClear={() => {
        setTyped('');
        setQuery({ ...query, current: 1, keyword: '' });
      }}
      nothingYet="还没有重定向规则。从旧博客导入 Markdown 时会自动为旧地址建立规则，也可以手动添加"
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        添加规则
      </Button>
    </SearchableEmpty>
  );

  return (
    <div className={listPage.page}>
      <PageHeader title="重定向">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          添加规则
        </Button>
      </PageHeader>
      <RedirectTester />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder="按来源或目标搜索"
          aria-label="按来源或目标搜索"
          allowClear
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      {failed && !data ? (
        <RetryResult title="重定向规则加载失败" onRetry={reload} />
      ) : (
        <Table<RedirectRule>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          locale={{ emptyText: loading ? ' ' : emptyText }}
          pagination={tablePagination({ current: query.current, pageSize: query.size, total: data?.total ?? 0, onChange: (current, size) => setQuery({ ...query, current, size }) })}
        />
      )}
      {editing && <RedirectRuleModal rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={reload} />}
    </div>
  );
}
