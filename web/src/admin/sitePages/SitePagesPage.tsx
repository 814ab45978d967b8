import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { SITE_PAGE_STATUS, sitePagePath, type SitePageAdmin } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { tablePagination } from '../shared/AdminPager';
import { deleteSitePage, getSitePageAdmin, listSitePages } from './api';
import { SitePageModal } from './SitePageModal';
import { SearchableEmpty } from '../shared/SearchableEmpty';

const PAGE_SIZE = 20;

interface ListQuery {
  current: number;
  size: number;
  keyword: string;
}

/**
 * 页面: pages of one's own (关于, 留言须知, 隐私政策) at /page/<slug>, written in Markdown and read
 * with the article reader; the 菜单 screen puts them in the header.
 */
export default function SitePagesPage() {
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZE, keyword: '' });
  const [typed, setTyped] = useState('');
  const { data, loading, failed, reload } = useAsyncData(JSON.stringify(query), () => listSitePages(query));
  const [editing, setEditing] = useState<SitePageAdmin | 'new' | null>(null);

  useEffect(() => {
    if (!data || data.list.length > 0 || data.total === 0 || data.current === 1) return;
    setQuery((q) => ({ ...q, current: Math.max(1, Math.ceil(data.total / q.size)) }));
  }, [data]);

  const edit = async (page: SitePageAdmin) => {
    try {
      // The list's row may be older than the page: the dialog edits what is stored now.
      setEditing(await getSitePageAdmin(page.id));
    } catch (error) {
      toastFailure(error, '页面加载失败');
    }
  };

  const remove = async (page: SitePageAdmin) => {
    try {
      feedback.message.success(await deleteSitePage(page.id));
      reload();
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };

  const columns: ColumnsType<SitePageAdmin> = [
    {
      title: '标题',
      key: 'title',
      render: (_value, page) => (
        <div>
          <div>{page.title}</div>
          {page.status === SITE_PAGE_STATUS.public ? (
            <a href={sitePagePath(page.slug)} target="_blank" rel="noopener noreferrer" style={{ fontSize: 12 }}>
              /page/{page.slug}
            </a>
          ) : (
            <span style={{ fontSize: 12, opacity: 0.65 }}>/page/{page.slug}</span>
          )}
        </div>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (status: number, page) => (
        <>
          {status === SITE_PAGE_STATUS.public ? <Tag color="green">公开</Tag> : <Tag>草稿</Tag>}
          {!page.commentsEnabled && <Tag>评论已关闭</Tag>}
        </>
      ),
    },
    { title: '修改时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 150, responsive: ['lg'], render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      render: (_value, page) => (
        <span className={listPage.rowActions}>
          <Button type="link" size="small" className={listPage.linkButton} onClick={() => void edit(page)} aria-label={`编辑页面「${page.title}」`}>
            编辑
          </Button>
          <Popconfirm title="删除这个页面？" description="菜单里指向它的项也不再显示" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove(page)}>
            <Button type="link" size="small" danger className={listPage.linkButton} aria-label={`删除页面「${page.title}」`}>
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
      noMatch={`没有含「${query.keyword}」的页面`}
      onClear={() => {
        setTyped('');
        setQuery({ ...query, current: 1, keyword: '' });
      }}
      nothingYet="还没有页面。关于、留言须知、隐私政策这类内容适合做成页面，再到「菜单」里放进页头"
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        新建页面
      </Button>
    </SearchableEmpty>
  );

  return (
    <div className={listPage.page}>
      <PageHeader title="页面">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建页面
        </Button>
      </PageHeader>
      <div style={{ marginBottom: 16 }}>
        <Input.Search
          style={{ maxWidth: 360 }}
          placeholder="按标题或链接名搜索"
          aria-label="按标题或链接名搜索"
          allowClear
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      {failed && !data ? (
        <RetryResult title="页面列表加载失败" onRetry={reload} />
      ) : (
        <Table<SitePageAdmin>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          locale={{ emptyText: loading ? ' ' : emptyText }}
          pagination={tablePagination({ current: query.current, pageSize: query.size, total: data?.total ?? 0, onChange: (current, size) => setQuery({ ...query, current, size }) })}
        />
      )}
      {editing && <SitePageModal page={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={reload} />}
    </div>
  );
}
