import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { hasInvisibleCharacters, NAME_MESSAGES, USERNAME_MAX, usernameSchema, type UsernameClash, type UsernameClashAccount } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { formatDateTime } from '../shared/format';
import { problemRule, schemaProblem } from '../shared/schemaRule';
import { renameUser } from './api';
import styles from './UsersAdmin.module.css';

/** The register rules, so the dialog says what the server would. */
const usernameRule = problemRule((value) => {
  const text = typeof value === 'string' ? value : '';
  if (hasInvisibleCharacters(text)) return NAME_MESSAGES.usernameInvisible;
  return schemaProblem(usernameSchema, text);
});

function RenameModal({ account, onClose, onRenamed }: { account: UsernameClashAccount; onClose: () => void; onRenamed: () => void }) {
  return (
    <FormModal<{ username: string }>
      title={`给「${account.username}」改用户名`}
      okText="改名"
      initialValues={{ username: account.username }}
      onSubmit={({ username }) => renameUser(account.id, username.trim())}
      discardTitle="放弃改名？"
      onClose={onClose}
      onSaved={onRenamed}
    >
      <p className={styles.clashNote}>改名后这个账号要用新的用户名登录（已经登录的不受影响），请把新用户名告诉对方。昵称、头像和发过的内容都不变。</p>
      <Form.Item label="新的用户名" name="username" rules={[usernameRule]} validateFirst>
        <Input autoComplete="off" maxLength={USERNAME_MAX} count={{ show: true, max: USERNAME_MAX }} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * Accounts registered before usernames were compared regardless of case: none was merged; the
 * oldest keeps the name and the admin renames one of the others. Nothing shows when there are none.
 */
export function UsernameClashes({ clashes, onRenamed }: { clashes: UsernameClash[]; onRenamed: () => void }) {
  const [renaming, setRenaming] = useState<UsernameClashAccount | null>(null);
  if (clashes.length === 0) return null;
  return (
    <section aria-labelledby="username-clashes" className={styles.clashes}>
      <Alert
        type="warning"
        showIcon
        title={<span id="username-clashes">{`有 ${clashes.length} 组账号的用户名只差大小写`}</span>}
        description="用户名现在不区分大小写，每个名字只能有一个账号。下面这些是以前注册的，没有被合并：最早注册的拥有这个名字，请给其余的改个名字（或给拥有名字的那个改名，名字会让给下一个）。改名之前它们都照常登录。"
      />
      {clashes.map((clash) => (
        <ul key={clash.key} className={styles.clashGroup} aria-label={`只差大小写的用户名：${clash.key}`}>
          {clash.accounts.map((account) => (
            <li key={account.id} className={styles.clashAccount} data-testid="clash-account">
              <div className={styles.clashWho}>
                <code className={styles.clashName}>{account.username}</code>
                <span className={styles.clashMeta}>
                  {account.nick_name} · 编号 {account.id} · 注册于 {formatDateTime(account.createdAt)} · {account.lastLoginAt ? `最后登录 ${formatDateTime(account.lastLoginAt)}` : '从未登录'}
                </span>
              </div>
              {account.holdsName ? <Tag color="blue">拥有这个名字</Tag> : <Tag color="orange">待改名</Tag>}
              <Button size="small" type={account.holdsName ? 'default' : 'primary'} onClick={() => setRenaming(account)} aria-label={`给「${account.username}」改用户名`}>
                改用户名
              </Button>
            </li>
          ))}
        </ul>
      ))}
      {renaming && <RenameModal account={renaming} onClose={() => setRenaming(null)} onRenamed={onRenamed} />}
    </section>
  );
}
