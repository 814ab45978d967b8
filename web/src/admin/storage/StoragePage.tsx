import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import { adminPath } from '../shell/adminNav';
import { getStorageUsage } from './api';
import { CleanupPanel } from './CleanupPanel';
import { StorageUsageView } from './StorageUsageView';
import styles from './Storage.module.css';

/** 存储空间: what the site's files take on disk, and the clean-up of uploads nothing uses. */
export default function StoragePage() {
  const { data, failed, reload } = useAsyncData('storage-usage', getStorageUsage);
  return (
    <>
      <PageHeader title="存储空间" />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="usage-title">
          <h2 id="usage-title" className={styles.title}>
            用量
          </h2>
          {data ? <StorageUsageView usage={data} /> : failed ? <RetryResult title="存储用量加载失败" onRetry={reload} /> : <Skeleton active paragraph={{ rows: 3 }} />}
          <p className={styles.hint}>
            上传空间上限在 <Link to={adminPath('settings')}>网站设置 → 上传空间</Link> 修改。访客和用户每天能上传多少由服务器的环境变量决定（见 README 的「配置」）。
          </p>
        </section>
        <CleanupPanel onCleaned={reload} />
      </div>
    </>
  );
}
