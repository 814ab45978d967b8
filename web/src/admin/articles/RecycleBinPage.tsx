import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Grid from 'antd/es/grid';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { PAGE_SIZE, type AdminArticleRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { usePageParam } from '@/features/article/hooks/usePageParam';
import { feedback } from '@/lib/feedback';
import { deleteArticleForever, getRecycleList, restoreArticle } from './api';
import { formatDateTime, toastFailure } from '../shared/format';
import { StatusTag } from './ArticleRowControls';
import { LinkButton } from './LinkButton';
import { ARTICLE_LIST_PATH } from './paths';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import styles from './ArticleListPage.module.css';

export const RECYCLE_EMPTY = '回收站是空的';

export function deleteForeverWarning(title: string): string {
  return `「${title || '无标题'}」将被永久删除，它的评论、点赞和标签关联也会一起删除。此操作无法撤销。`;
}

function RestoreButton({ row, onDone }: { row: AdminArticleRow; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await restoreArticle(row.id);
      feedback.message.success('已恢复');
      onDone();
    } catch (error) {
      toastFailure(error, '恢复失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} onClick={() => void restore()} className={styles.linkButton} aria-label={`恢复「${row.article_title}」`}>
      恢复
    </Button>
  );
}

/** /admin/articles/recycle: deleted articles, restorable until deleted for good. */
export default function RecycleBinPage() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZE.default;
  const { data, loading, failed, reload } = useAsyncData(`recycle:${page}`, () => getRecycleList({ current: page, size }));
  const [modal, modalHolder] = Modal.useModal();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;

  // The last article of a page restored or deleted: show the page before it.
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / size)));
  }, [data, page, setPage, size]);

  const confirmDelete = (row: AdminArticleRow) => {
    void modal.confirm({
      title: '彻底删除这篇文章？',
      content: deleteForeverWarning(row.article_title),
      okText: '彻底删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteArticleForever(row.id);
          feedback.message.success('已彻底删除');
          reload();
        } catch (error) {
          toastFailure(error, '删除失败');
        }
      },
    });
  };

  const columns: ColumnsType<AdminArticleRow> = [
    {
      title: '标题',
      key: 'title',
      render: (_, row) => (
        <div>
          <div className={styles.titleLink}>{row.article_title || '（无标题）'}</div>
          {phone && (
            <div className={styles.cardDates}>
              {row.category_name ?? '未分类'} · 删除于 {formatDateTime(row.deletedAt)}
            </div>
          )}
        </div>
      ),
    },
    ...(phone
      ? []
      : ([
          { title: '分类', key: 'category', width: 140, render: (_, row) => row.category_name ?? <span className={styles.muted}>—</span> },
          { title: '原状态', key: 'status', width: 90, render: (_, row) => <StatusTag status={row.status} /> },
          { title: '删除时间', key: 'deletedAt', width: 170, render: (_, row) => formatDateTime(row.deletedAt) },
        ] satisfies ColumnsType<AdminArticleRow>)),
    {
      title: '操作',
      key: 'actions',
      width: phone ? 120 : 170,
      render: (_, row) => (
        <Space size={12}>
          <RestoreButton row={row} onDone={reload} />
          <Button type="link" size="small" danger onClick={() => confirmDelete(row)} className={styles.linkButton} aria-label={`彻底删除「${row.article_title}」`}>
            彻底删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={listPage.page}>
      {modalHolder}
      <PageHeader title="回收站" crowded>
        <LinkButton to={ARTICLE_LIST_PATH} icon={<ArrowLeftOutlined />}>
          文章列表
        </LinkButton>
      </PageHeader>
      <p className={styles.muted}>删除的文章先放在这里，可以恢复；彻底删除后连同评论、点赞一起消失。</p>
      {failed && !data ? (
        <RetryResult title="回收站加载失败" onRetry={reload} />
      ) : (
        <Table<AdminArticleRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={RECYCLE_EMPTY} /> }}
          pagination={{
            current: page,
            pageSize: size,
            total: data?.total ?? 0,
            onChange: setPage,
            showTotal: (count) => `共 ${count} 篇`,
            hideOnSinglePage: true,
            simple: phone,
          }}
        />
      )}
    </div>
  );
}
