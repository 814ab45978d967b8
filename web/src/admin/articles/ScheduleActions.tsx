import { useState } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import type { AdminArticleRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { cancelSchedule, publishScheduledNow } from './api';
import { toastFailure } from '../shared/format';
import styles from './ArticleListPage.module.css';

/** A scheduled article's two actions in the list: 立即发布 (dated now) and 取消定时 (back to a draft). */
export function ScheduleActions({ row, onChanged }: { row: AdminArticleRow; onChanged: () => void }) {
  const [busy, setBusy] = useState<'publish' | 'cancel' | null>(null);
  const run = async (kind: 'publish' | 'cancel') => {
    setBusy(kind);
    try {
      if (kind === 'publish') await publishScheduledNow(row.id);
      else await cancelSchedule(row.id);
      feedback.message.success(kind === 'publish' ? '已发布' : '已取消定时，文章改为草稿');
      onChanged();
    } catch (error) {
      toastFailure(error, '操作失败');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Popconfirm title="现在就发布这篇文章吗？" description="发布时间改为现在" okText="立即发布" cancelText="取消" onConfirm={() => run('publish')}>
        <Button type="link" size="small" loading={busy === 'publish'} className={styles.linkButton}>
          立即发布
        </Button>
      </Popconfirm>
      <Popconfirm title="取消定时发布？" description="文章改回草稿，不会出现在网站上" okText="取消定时" cancelText="不了" onConfirm={() => run('cancel')}>
        <Button type="link" size="small" loading={busy === 'cancel'} className={styles.linkButton}>
          取消定时
        </Button>
      </Popconfirm>
    </>
  );
}
