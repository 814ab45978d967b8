import List from 'antd/es/list';
import type { DashboardPendingLink } from '@blog/contract';
import { relativeTime } from '@/lib/format';
import styles from './Dashboard.module.css';

export function PendingLinks({ links }: { links: DashboardPendingLink[] }) {
  return (
    <List
      size="small"
      dataSource={links}
      locale={{ emptyText: '没有待审核的友链' }}
      renderItem={(link) => (
        <List.Item>
          <div className={styles.listItem}>
            <div className={styles.listHead}>
              <strong>{link.site_name}</strong>
              <time className={styles.muted} dateTime={link.createdAt} title={new Date(link.createdAt).toLocaleString('zh-CN')}>
                {relativeTime(link.createdAt)}
              </time>
            </div>
            <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.listTarget}>
              {link.url}
            </a>
          </div>
        </List.Item>
      )}
    />
  );
}
