import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { USER_ROLE, type AdminUserRow } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { resetUserPassword, setUserDisabled, setUserRole } from './api';
import listPage from '../shared/ListPage.module.css';
import styles from './UsersAdmin.module.css';

interface UserCardProps {
  user: AdminUserRow;
  /** The admin looking at the list: their own row offers no switches (the server refuses them too). */
  isSelf: boolean;
  onChanged: () => void;
  onPassword: (user: AdminUserRow, password: string) => void;
}

type Action = 'disable' | 'role' | 'password';

/** One account: who, role and state, dates and counts; disable/enable, admin role, password reset — each asks first. */
export function UserCard({ user, isSelf, onChanged, onPassword }: UserCardProps) {
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState<Action | null>(null);
  const isAdmin = user.role === USER_ROLE.admin;
  const who = user.nick_name || user.username;

  const run = async (what: Action, action: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toastFailure(error, failure);
    } finally {
      setBusy(null);
    }
  };

  const ask = (title: string, content: string, okText: string, danger: boolean, onOk: () => Promise<void>) =>
    void modal.confirm({ title, content, okText, cancelText: '取消', okButtonProps: { danger }, onOk });

  const toggleDisabled = () =>
    user.disabled
      ? ask(`启用「${who}」？`, '启用后该用户可以重新登录。', '启用', false, () =>
          run('disable', async () => {
            feedback.message.success(await setUserDisabled(user.id, false));
            onChanged();
          }, '操作失败'),
        )
      : ask(`禁用「${who}」？`, '该用户会立即退出登录（包括聊天室），之后不能再登录，直到你重新启用。已发的评论和留言保留。', '禁用', true, () =>
          run('disable', async () => {
            feedback.message.success(await setUserDisabled(user.id, true));
            onChanged();
          }, '操作失败'),
        );

  const toggleRole = () =>
    isAdmin
      ? ask(`取消「${who}」的管理员身份？`, '从他的下一次操作起不能再进入管理后台。', '取消管理员', true, () =>
          run('role', async () => {
            feedback.message.success(await setUserRole(user.id, 2));
            onChanged();
          }, '操作失败'),
        )
      : ask(`把「${who}」设为管理员？`, '管理员可以进入管理后台，管理全站的文章、评论、用户和设置。', '设为管理员', false, () =>
          run('role', async () => {
            feedback.message.success(await setUserRole(user.id, 1));
            onChanged();
          }, '操作失败'),
        );

  const resetPassword = () =>
    ask(`重置「${who}」的密码？`, '旧密码立即失效，该用户的所有登录都会退出；新密码只显示一次。', '重置密码', true, () =>
      run('password', async () => onPassword(user, await resetUserPassword(user.id)), '重置失败'),
    );

  return (
    <li className={listPage.gridCard} data-testid="user-card">
      {modalHolder}
      <div className={styles.who}>
        <InitialAvatar src={user.avatar} name={who} size={40} />
        <div className={styles.names}>
          <strong className={styles.nick}>{who}</strong>
          <span className={styles.username}>@{user.username}</span>
        </div>
        <div className={styles.tags}>
          {isAdmin ? <Tag color="blue">管理员</Tag> : <Tag>普通用户</Tag>}
          {user.disabled ? <Tag color="red">已禁用</Tag> : <Tag color="green">正常</Tag>}
          {isSelf && <Tag color="purple">我</Tag>}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>注册</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </div>
        <div>
          <dt>最后登录</dt>
          <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '暂无记录'}</dd>
        </div>
        <div>
          <dt>评论</dt>
          <dd>{user.comment_count}</dd>
        </div>
        <div>
          <dt>留言</dt>
          <dd>{user.message_count}</dd>
        </div>
      </dl>
      {!isSelf && (
        <div className={styles.actions}>
          <Button size="small" danger={!user.disabled} loading={busy === 'disable'} disabled={isAdmin && !user.disabled} title={isAdmin && !user.disabled ? '管理员不能被禁用，请先取消管理员身份' : undefined} onClick={toggleDisabled}>
            {user.disabled ? '启用' : '禁用'}
          </Button>
          <Button size="small" loading={busy === 'role'} disabled={user.disabled && !isAdmin} title={user.disabled && !isAdmin ? '已禁用的账号不能设为管理员' : undefined} onClick={toggleRole}>
            {isAdmin ? '取消管理员' : '设为管理员'}
          </Button>
          <Button size="small" loading={busy === 'password'} onClick={resetPassword}>
            重置密码
          </Button>
        </div>
      )}
    </li>
  );
}
