import { NotificationOutlined } from '@ant-design/icons';
import { SideCard } from './SideCard';
import styles from './NoticeCard.module.css';

export function NoticeCard({ notice }: { notice: string | undefined }) {
  return (
    <SideCard title="公告" icon={<NotificationOutlined aria-hidden />}>
      <p className={styles.text}>{notice?.trim() || '暂无公告'}</p>
    </SideCard>
  );
}
