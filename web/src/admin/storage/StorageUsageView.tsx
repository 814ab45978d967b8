import Alert from 'antd/es/alert';
import Progress from 'antd/es/progress';
import { formatBytes, type StorageUsage } from '@blog/contract';
import styles from './Storage.module.css';

const MB = 1024 * 1024;

/** What a quota of `mb` reads as: 5.00 GB, 800.0 MB, or 不限制. */
export function quotaText(mb: number): string {
  return mb === 0 ? '不限制' : formatBytes(mb * MB);
}

export const UNLIMITED_WARNING = '没有上传空间上限：访客和用户每天的上传量仍有限制，但时间一长，上传的文件可能占满磁盘，那时数据库也无法再保存任何内容。建议设置一个比磁盘剩余空间小得多的上限。';

/**
 * The disk figures of 存储空间 and 网站设置: the quota's share (uploads and music) as a bar, each
 * folder apart (backups are not counted: the backup schedule's retention bounds them), and the disk.
 */
export function StorageUsageView({ usage }: { usage: StorageUsage }) {
  const quotaBytes = usage.quotaMb * MB;
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usage.counted / quotaBytes) * 1000) / 10) : 0;
  const full = quotaBytes > 0 && usage.counted >= quotaBytes;
  return (
    <div className={styles.usage}>
      <div className={styles.quotaLine}>
        <span>上传空间（上传的文件 + 音乐库）</span>
        <strong>
          已用 {formatBytes(usage.counted)} / 上限 {quotaText(usage.quotaMb)}
          {quotaBytes > 0 && `（${percent}%）`}
        </strong>
      </div>
      {quotaBytes > 0 && (
        <Progress percent={percent} showInfo={false} status={full ? 'exception' : 'normal'} aria-label={`上传空间已用 ${percent}%`} />
      )}
      {full && <Alert type="error" showIcon message="上传空间已满：所有人（包括你）都不能再上传图片和音乐。请清理没有用到的文件，或调高上限。" />}
      <dl className={styles.figures}>
        <div>
          <dt>上传的图片和文件</dt>
          <dd>{formatBytes(usage.uploads)}</dd>
        </div>
        <div>
          <dt>音乐库</dt>
          <dd>{formatBytes(usage.music)}</dd>
        </div>
        <div>
          <dt>备份（不计入上限）</dt>
          <dd>{formatBytes(usage.backups)}</dd>
        </div>
        {usage.disk && (
          <div>
            <dt>磁盘剩余</dt>
            <dd>
              {formatBytes(usage.disk.free)}
              <small className={styles.total}>共 {formatBytes(usage.disk.total)}</small>
            </dd>
          </div>
        )}
      </dl>
      {usage.quotaMb === 0 && <Alert type="warning" showIcon message={UNLIMITED_WARNING} />}
    </div>
  );
}
