import { useState } from 'react';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { ALERT_KIND_LABELS, OUTBOX_STATUS_LABELS, USER_MAIL_LABELS, type AlertKind, type OutboxItem, type OutboxStatus } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { tablePagination } from '../shared/AdminPager';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { adminPath } from '../shell/adminNav';
import { listOutbox, retryOutbox } from './api';
import styles from './Notify.module.css';

type Filter = OutboxStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'waiting', label: OUTBOX_STATUS_LABELS.waiting },
  { value: 'sent', label: OUTBOX_STATUS_LABELS.sent },
  { value: 'failed', label: OUTBOX_STATUS_LABELS.failed },
];
const STATUS_COLOR: Record<OutboxStatus, string> = { waiting: 'gold', sent: 'green', failed: 'red' };
/** Mails to readers (server/src/modules/outbox/userMail.ts, enqueue.ts's ACCOUNT_MAIL_KIND) beside the blogger's alerts. */
const READER_MAIL_LABELS: Record<string, string> = { account: '账号邮件', reply: USER_MAIL_LABELS.reply, 'link-review': USER_MAIL_LABELS.link };
const kindLabel = (kind: string) => ALERT_KIND_LABELS[kind as AlertKind] ?? READER_MAIL_LABELS[kind] ?? kind;

/** 发件箱: every mail and webhook call, sent / waiting / failed with the reason, and 重试. */
export default function OutboxPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const query = { status: filter === 'all' ? undefined : filter, ...page };
  const { data, loading, failed, reload } = useAsyncData(JSON.stringify(query), () => listOutbox(query));
  const [retrying, setRetrying] = useState<number | null>(null);

  const retry = async (item: OutboxItem) => {
    setRetrying(item.id);
    try {
      feedback.message.success(await retryOutbox(item.id));
      reload();
    } catch (error) {
      toastFailure(error, '重试失败');
    } finally {
      setRetrying(null);
    }
  };

  const columns: ColumnsType<OutboxItem> = [
    {
      title: '内容',
      key: 'summary',
      render: (_value, item) => (
        <div>
          <div>
            <Tag>{kindLabel(item.kind)}</Tag>
            {item.summary}
          </div>
          <div className={`${styles.hint} ${styles.target}`}>
            {item.channel === 'email' ? '邮件 → ' : ''}
            {item.target}
          </div>
          {item.last_error && <div className={styles.error}>{item.last_error}</div>}
        </div>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_value, item) => (
        <div>
          <Tag color={STATUS_COLOR[item.status]}>{OUTBOX_STATUS_LABELS[item.status]}</Tag>
          {item.attempts > 0 && <div className={styles.hint}>已尝试 {item.attempts} 次</div>}
        </div>
      ),
    },
    {
      title: '时间',
      key: 'time',
      width: 170,
      responsive: ['md'],
      render: (_value, item) => (
        <div className={styles.hint}>
          <div>创建 {formatDateTime(item.created_at)}</div>
          {item.sent_at ? <div>发出 {formatDateTime(item.sent_at)}</div> : item.status === 'waiting' && <div>预计 {formatDateTime(item.next_attempt_at)}</div>}
        </div>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_value, item) =>
        item.status === 'sent' ? null : (
          <Button type="link" size="small" className={listPage.linkButton} loading={retrying === item.id} onClick={() => void retry(item)} aria-label={`重试第 ${item.id} 条`}>
            重试
          </Button>
        ),
    },
  ];

  return (
    <div className={listPage.page}>
      <PageHeader title="发件箱">
        <Link to={adminPath('settings/notify')}>
          <Button>通知设置</Button>
        </Link>
      </PageHeader>
      <div className={styles.toolbar}>
        <Segmented<Filter>
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Button onClick={reload}>刷新</Button>
      </div>
      {failed && !data ? (
        <RetryResult title="发件箱加载失败" onRetry={reload} />
      ) : (
        <Table<OutboxItem>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.list ?? []}
          locale={{ emptyText: filter === 'all' ? '发件箱是空的：有新评论等事件且设置了邮件或 Webhook 后，要发的内容会出现在这里' : `没有「${FILTERS.find((f) => f.value === filter)?.label}」的记录` }}
          pagination={tablePagination({ current: page.current, pageSize: page.size, total: data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) })}
        />
      )}
    </div>
  );
}
