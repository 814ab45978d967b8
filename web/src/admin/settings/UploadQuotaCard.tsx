import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import { UPLOAD_QUOTA_LIMITS, type StorageUsage } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { RetryResult } from '../shared/RetryResult';
import { adminPath } from '../shell/adminNav';
import { getStorageUsage, saveUploadQuota } from '../storage/api';
import { quotaText, StorageUsageView } from '../storage/StorageUsageView';
import styles from './Settings.module.css';

function QuotaEditor({ usage, onSaved }: { usage: StorageUsage; onSaved: (usage: StorageUsage) => void }) {
  const [mb, setMb] = useState<number | null>(usage.quotaMb);
  const [saving, setSaving] = useState(false);
  useEffect(() => setMb(usage.quotaMb), [usage.quotaMb]);

  const save = async () => {
    if (mb === null) return;
    setSaving(true);
    try {
      const saved = await saveUploadQuota(mb);
      feedback.message.success(saved.message);
      onSaved(saved.usage);
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <StorageUsageView usage={usage} />
      <label className={styles.quotaField}>
        <span>上传空间上限</span>
        <InputNumber
          aria-label="上传空间上限（MB）"
          min={0}
          max={UPLOAD_QUOTA_LIMITS.maxMb}
          precision={0}
          value={mb}
          onChange={setMb}
          suffix="MB"
          style={{ width: 180 }}
        />
        {mb !== null && <span className={styles.hint}>= {quotaText(mb)}</span>}
      </label>
      <p className={styles.hint}>
        上传的图片、封面和音乐库合计不能超过它，0 表示不限制，默认 {quotaText(UPLOAD_QUOTA_LIMITS.defaultMb)}。用满后所有人（包括管理员）的图片和音乐上传都会被拒绝并说明原因，已有的文件不受影响。备份不计入。
      </p>
      <div className={styles.actions}>
        <Button type="primary" loading={saving} disabled={mb === null || mb === usage.quotaMb} onClick={() => void save()}>
          保存上限
        </Button>
        <Link to={adminPath('storage')}>清理没有用到的文件</Link>
      </div>
    </>
  );
}

/** 网站设置 → 上传空间: the site-wide quota and what it is spent on; saved on its own (admin-only figures). */
export function UploadQuotaCard() {
  const { data, failed, reload } = useAsyncData('upload-quota', getStorageUsage);
  const [saved, setSaved] = useState<StorageUsage | null>(null);
  const usage = saved ?? data;
  return (
    <Card size="small" title="上传空间" className={styles.card}>
      {usage ? <QuotaEditor usage={usage} onSaved={setSaved} /> : failed ? <RetryResult title="上传空间用量加载失败" onRetry={reload} /> : <Skeleton active paragraph={{ rows: 3 }} />}
    </Card>
  );
}
