import { useState } from 'react';
import type { AdminLinkItem } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import { remoteImageHost } from '../shared/remoteImage';
import styles from './LinksAdmin.module.css';

/**
 * A pending application's avatar. One on another site is not fetched until the admin clicks: until
 * then the site's initial stands in, with a button naming the host the picture would come from.
 */
export function ApplicantAvatar({ link }: { link: AdminLinkItem }) {
  const [asked, setAsked] = useState(false);
  const host = remoteImageHost(link.site_avatar);
  if (host === null || asked) return <InitialAvatar src={link.site_avatar} name={link.site_name} size={44} className={styles.avatar} />;
  return (
    <button
      type="button"
      className={styles.avatarGate}
      onClick={() => setAsked(true)}
      title={`头像在 ${host}：点击后浏览器才去那里加载，对方的服务器会看到你的地址和浏览器`}
      aria-label={`显示「${link.site_name}」的头像（从 ${host} 加载）`}
    >
      <InitialAvatar src="" name={link.site_name} size={44} />
      <span className={styles.avatarGateText}>显示头像</span>
    </button>
  );
}
