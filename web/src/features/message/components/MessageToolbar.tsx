import { Button, Segmented } from 'antd';
import { AppstoreOutlined, EditOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { MessageHotTag } from '@blog/contract';
import { useSettingsStore } from '@/features/theme/settingsStore';
import parts from '@/components/pageParts.module.css';
import { MESSAGE_PUBLISH_PATH } from '../paths';
import styles from './MessageToolbar.module.css';

type View = 'card' | 'barrage';

export interface MessageToolbarProps {
  hotTags: MessageHotTag[];
  /** '' for 全部. */
  tag: string;
  onTagChange(tag: string): void;
}

/** 发布留言, the card / barrage switch (the messageTypeIsCard setting) and the hot tags. */
export function MessageToolbar({ hotTags, tag, onTagChange }: MessageToolbarProps) {
  const navigate = useNavigate();
  const isCard = useSettingsStore((s) => s.messageTypeIsCard);
  const setIsCard = useSettingsStore((s) => s.setMessageTypeIsCard);
  const tags = [{ tag: '', label: '全部' }, ...hotTags.map((t) => ({ tag: t.tag, label: `${t.tag} ${t.count}` }))];

  return (
    <div className={`${parts.surface} ${styles.toolbar}`}>
      <div className={styles.row}>
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(MESSAGE_PUBLISH_PATH)}>
          发布留言
        </Button>
        <Segmented<View>
          aria-label="留言显示方式"
          value={isCard ? 'card' : 'barrage'}
          onChange={(value) => setIsCard(value === 'card')}
          options={[
            { value: 'card', label: '卡片', icon: <AppstoreOutlined aria-hidden /> },
            { value: 'barrage', label: '弹幕', icon: <ThunderboltOutlined aria-hidden /> },
          ]}
        />
      </div>
      <div className={styles.tags} role="group" aria-label="按标签筛选">
        {tags.map((t) => (
          <button
            key={t.tag || '*'}
            type="button"
            className={`${styles.tag} ${t.tag === tag ? styles.active : ''}`}
            aria-pressed={t.tag === tag}
            onClick={() => onTagChange(t.tag)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}
