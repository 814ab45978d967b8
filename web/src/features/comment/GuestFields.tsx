import { Input } from 'antd';
import { GUEST_COMMENT_LIMITS } from '@blog/contract';
import type { GuestProfile } from './guestProfile';
import styles from './CommentSection.module.css';

export interface GuestFieldsProps {
  value: GuestProfile;
  onChange(profile: GuestProfile): void;
  onLogin(): void;
  /** Whether the blogger reviews guests' comments first (the hint says so). */
  review: boolean;
}

/** 昵称 (required), 邮箱 and 网址 for a guest, with 登录 still at hand. */
export function GuestFields({ value, onChange, onLogin, review }: GuestFieldsProps) {
  const set = (field: keyof GuestProfile) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <div className={styles.guest} role="group" aria-label="游客信息">
      <div className={styles.guestFields}>
        <Input value={value.name} onChange={set('name')} placeholder="昵称（必填）" aria-label="昵称（必填）" maxLength={GUEST_COMMENT_LIMITS.nameMax} autoComplete="nickname" />
        <Input value={value.email} onChange={set('email')} placeholder="邮箱（选填，不公开）" aria-label="邮箱（选填，不公开）" maxLength={GUEST_COMMENT_LIMITS.emailMax} inputMode="email" autoComplete="email" />
        <Input value={value.url} onChange={set('url')} placeholder="网址（选填）" aria-label="网址（选填）" maxLength={GUEST_COMMENT_LIMITS.urlMax} inputMode="url" autoComplete="url" />
      </div>
      <p className={styles.guestHint}>
        {review ? '以游客身份评论，博主审核后对所有人显示；也可以' : '以游客身份评论；也可以'}
        <button type="button" className={styles.inlineLogin} onClick={onLogin}>
          登录
        </button>
      </p>
    </div>
  );
}
