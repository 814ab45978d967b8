import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import type { QueueItem, QueueSnapshot, UploadQueue } from './uploadQueue';
import styles from './UploadQueueList.module.css';

const STATUS_TEXT: Record<QueueItem['status'], string> = { waiting: '等待上传', uploading: '上传中', done: '已上传', failed: '失败' };

function QueueRow<T>({ item, queue }: { item: QueueItem<T>; queue: UploadQueue<T> }) {
  return (
    <li className={styles.queueRow}>
      <div className={styles.queueName} title={item.name}>
        {item.name}
      </div>
      {item.status === 'failed' ? (
        <div className={styles.queueFailed}>
          <span className={styles.queueError}>{item.error}</span>
          {item.retryable && (
            <Button size="small" onClick={() => queue.retry(item.id)} aria-label={`重试「${item.name}」`}>
              重试
            </Button>
          )}
          <Button size="small" type="text" onClick={() => queue.remove(item.id)} aria-label={`移除「${item.name}」`}>
            移除
          </Button>
        </div>
      ) : (
        <Progress
          percent={item.percent}
          size="small"
          status={item.status === 'done' ? 'success' : item.status === 'uploading' ? 'active' : 'normal'}
          format={() => STATUS_TEXT[item.status]}
          aria-label={`「${item.name}」${STATUS_TEXT[item.status]}`}
        />
      )}
    </li>
  );
}

/**
 * The queue under an upload box: 已上传 n / m with a bar for all, then one row per file with its
 * own bar, or its failure with 重试 / 移除. `unit` counts the files (张, 首); `notice` sits under the bar.
 */
export function UploadQueueList<T>({ queue, snapshot, unit, notice }: { queue: UploadQueue<T>; snapshot: QueueSnapshot<T>; unit: string; notice?: ReactNode }) {
  const { items, total, done, failed, retryable, busy, overallPercent } = snapshot;
  if (total === 0) return null;
  return (
    <div className={styles.queue}>
      <div className={styles.queueSummary}>
        <span>
          已上传 {done} / {total} {unit}
          {failed > 0 ? `，失败 ${failed} ${unit}` : ''}
        </span>
        {retryable > 0 && (
          <Button size="small" onClick={() => queue.retry()}>
            全部重试
          </Button>
        )}
      </div>
      <Progress percent={overallPercent} status={busy ? 'active' : failed > 0 ? 'exception' : 'success'} aria-label="总进度" />
      {notice}
      <ul className={styles.queueList}>
        {items.map((item) => (
          <QueueRow key={item.id} item={item} queue={queue} />
        ))}
      </ul>
    </div>
  );
}
