import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './AuthorCard.module.css';

interface Group {
  key: 'qq_group' | 'we_chat_group';
  label: string;
  caption: string;
  icon: ReactNode;
  url: string;
}

/**
 * The QQ group and WeChat group QR codes of site settings, each behind a small button: the image
 * is only fetched once a visitor asks for it. Groups without a QR code are not shown.
 */
export function GroupQrCodes({ qqGroup, weChatGroup }: { qqGroup: string | undefined; weChatGroup: string | undefined }) {
  const [open, setOpen] = useState<Group['key'] | null>(null);
  const panelId = useId();
  const groups: Group[] = [
    { key: 'qq_group' as const, label: 'QQ 群', caption: '扫码加入 QQ 群', icon: <QqOutlined aria-hidden />, url: qqGroup?.trim() ?? '' },
    { key: 'we_chat_group' as const, label: '微信群', caption: '扫码加入微信群', icon: <WechatOutlined aria-hidden />, url: weChatGroup?.trim() ?? '' },
  ].filter((group) => group.url);
  if (groups.length === 0) return null;
  const shown = groups.find((group) => group.key === open);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(null);
  };

  return (
    <div className={styles.groups} onKeyDown={closeOnEscape}>
      <div className={styles.groupButtons}>
        {groups.map((group) => (
          <button
            key={group.key}
            type="button"
            className={styles.groupButton}
            aria-expanded={open === group.key}
            aria-controls={panelId}
            onClick={() => setOpen(open === group.key ? null : group.key)}
          >
            {group.icon}
            <span>{group.label}</span>
          </button>
        ))}
      </div>
      {shown && (
        <figure id={panelId} className={styles.groupPanel}>
          <img src={shown.url} alt={`${shown.label}二维码`} width={140} height={140} />
          <figcaption>{shown.caption}</figcaption>
        </figure>
      )}
    </div>
  );
}
