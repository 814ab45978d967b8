import Empty from 'antd/es/empty';
import type { DashboardPendingLink } from '@blog/contract';
import { exactTime, relativeTime } from '@/lib/format';
import styles from './Dashboard.module.css';

export function PendingLinks({ links }: { links: DashboardPendingLink[] }) {
  if (links.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待审核的友链" />;
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.id} className={styles.listItem}>
          <div className={styles.listHead}>
            <strong>{link.site_name}</strong>
            <time className={styles.muted} dateTime={link.createdAt} title={exactTime(link.createdAt)}>
              {relativeTime(link.createdAt)}
            </time>
          </div>
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.listTarget}>
            {link.url}
          </a>
        </li>
      ))}
    </ul>
  );
}
