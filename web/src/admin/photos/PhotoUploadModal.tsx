import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { QueueItem, QueueSnapshot, UploadQueue } from './uploadQueue';
import styles from './AlbumPhotos.module.css';

interface PhotoUploadModalProps {
  open: boolean;
  albumName: string;
  queue: UploadQueue;
  snapshot: QueueSnapshot;
  /** Uploaded but not in the album yet (adding failed): the page offers to try again. */
  addFailed: string | null;
  onRetryAdd: () => void;
  onClose: () => void;
}

const STATUS_TEXT: Record<QueueItem['status'], string> = { waiting: '等待上传', uploading: '上传中', done: '已上传', failed: '失败' };

function QueueRow({ item, queue }: { item: QueueItem; queue: UploadQueue }) {
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
 * 上传照片: pick or drop many files at once; they go up two at a time with a bar per file and one
 * for all, failures keep their reason and can be retried. The upload carries on when this closes.
 */
export function PhotoUploadModal({ open, albumName, queue, snapshot, addFailed, onRetryAdd, onClose }: PhotoUploadModalProps) {
  const { items, total, done, failed, retryable, busy, overallPercent } = snapshot;
  return (
    <Modal open={open} title={`上传照片到「${albumName}」`} onCancel={onClose} footer={<Button onClick={onClose}>{busy ? '在后台继续上传' : '关闭'}</Button>} width={640}>
      <Upload.Dragger
        multiple
        accept="image/*"
        showUploadList={false}
        // Every picked file joins the queue; nothing is sent by antd itself.
        beforeUpload={(file) => {
          queue.add([file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽照片到这里，一次可以选很多张</p>
        <p className="ant-upload-hint">JPG、PNG、WEBP、GIF，每张不超过 5MB；上传完会按选择的顺序加入相册</p>
      </Upload.Dragger>
      {total > 0 && (
        <div className={styles.queue}>
          <div className={styles.queueSummary}>
            <span>
              已上传 {done} / {total} 张{failed > 0 ? `，失败 ${failed} 张` : ''}
            </span>
            {retryable > 0 && (
              <Button size="small" onClick={() => queue.retry()}>
                全部重试
              </Button>
            )}
          </div>
          <Progress percent={overallPercent} status={busy ? 'active' : failed > 0 ? 'exception' : 'success'} aria-label="总进度" />
          {addFailed && (
            <Alert
              type="error"
              showIcon
              title={addFailed}
              action={
                <Button size="small" onClick={onRetryAdd}>
                  重新加入相册
                </Button>
              }
            />
          )}
          <ul className={styles.queueList}>
            {items.map((item) => (
              <QueueRow key={item.id} item={item} queue={queue} />
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
