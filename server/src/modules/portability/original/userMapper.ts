import type { Insertable } from 'kysely';
import { USER_ROLE, usernameKey } from '@blog/contract';
import type { UserTable } from '../../../db/schema';
import { isBcryptHash } from './contentMappers';
import { change, skip, type ImportContext } from './context';
import type { SourceRow } from './source';
import { int, length, text, timestamps } from './values';

/**
 * A password hash that verifies nothing (not a PHC string, not bcrypt): an account whose original
 * hash is unreadable comes over locked, and an admin gives it a new password.
 */
export const LOCKED_PASSWORD_HASH = '!locked-original-import';

export interface ExistingUser {
  id: number;
  username: string;
  role: number;
  username_key: string | null;
}

/**
 * The original's users. Ids are kept unless this site already uses one (its own admin is id 1,
 * like the original's blogger): such a user gets the next free id and every relation follows the
 * map. An original account with the username of an account here is not imported: its content is
 * attributed to the account here.
 */
export async function mapUsers(rows: SourceRow[], existing: ExistingUser[], context: ImportContext): Promise<Insertable<UserTable>[]> {
  const table = 'blog_user';
  const byName = new Map(existing.map((user) => [user.username, user]));
  // Names here are unique regardless of case (migration 019); the original's were not.
  const keysTaken = new Set(existing.flatMap((user) => (user.username_key === null ? [] : [user.username_key])));
  const takenIds = new Set(existing.map((user) => user.id));
  let nextId = Math.max(0, ...existing.map((u) => u.id), ...rows.map((r) => int(r.id) ?? 0)) + 1;
  const result: Insertable<UserTable>[] = [];
  let droppedQq = 0;

  for (const row of rows) {
    const originalId = int(row.id);
    if (originalId === null) {
      skip(context, table, row.id, '编号无效');
      continue;
    }
    const username = (text(row.username) ?? '').trim();
    if (!username) {
      skip(context, table, originalId, '用户名为空');
      continue;
    }
    if (length(username) > 32) {
      skip(context, table, originalId, `用户名超过 32 个字：${username}`);
      continue;
    }
    const same = byName.get(username);
    if (same) {
      context.users.set(originalId, same.id);
      skip(context, table, originalId, `本站已有用户名为 ${username} 的账号（编号 ${same.id}），未导入；原账号的文章、评论等归到这个账号`);
      continue;
    }
    let id = originalId;
    if (takenIds.has(id)) {
      id = nextId++;
      change(context, table, originalId, `编号 ${originalId} 本站已被占用，改为 ${id}（关联的内容随之更新）`);
    }
    takenIds.add(id);

    let role = int(row.role) ?? USER_ROLE.user;
    if (role !== USER_ROLE.admin && role !== USER_ROLE.user) {
      change(context, table, originalId, `角色 ${String(row.role)} 无法识别，以普通用户导入`);
      role = USER_ROLE.user;
    }
    const hash = (text(row.password) ?? '').trim();
    let passwordHash = hash;
    if (!isBcryptHash(hash)) {
      change(context, table, originalId, '密码不是 bcrypt 格式，账号导入后无法登录，请在「用户」页为其重置密码');
      passwordHash = LOCKED_PASSWORD_HASH;
    }
    let nickName = (text(row.nick_name) ?? '').trim() || username;
    if (length(nickName) > 64) {
      change(context, table, originalId, '昵称超过 64 个字，已截短');
      nickName = Array.from(nickName).slice(0, 64).join('');
    }
    let avatar = (text(row.avatar) ?? '').trim();
    if (avatar) avatar = await context.images.url(avatar);
    if (length(avatar) > 512) {
      change(context, table, originalId, '头像地址超过 512 个字符，未保留');
      avatar = '';
    }
    if ((text(row.qq) ?? '').trim()) droppedQq += 1;

    // A name that differs from one already here only in case is not merged: the account comes over
    // without a key, and the console's 用户 page asks the admin to rename one of the two.
    let key: string | null = usernameKey(username);
    if (keysTaken.has(key)) {
      change(context, table, originalId, `用户名 ${username} 与已有的账号只差大小写，导入后请在「用户」页为其中一个改名`);
      key = null;
    } else {
      keysTaken.add(key);
    }

    context.users.set(originalId, id);
    // The original's unique key ignored the spaces we trim: a second ' name' is the same account.
    byName.set(username, { id, username, role, username_key: key });
    if (role === USER_ROLE.admin && context.fallbackAuthor === null) context.fallbackAuthor = id;
    result.push({ id, username, username_key: key, password_hash: passwordHash, role, nick_name: nickName, avatar, last_login_at: null, ...timestamps(row, context.now) });
  }
  if (droppedQq > 0) change(context, table, null, `${droppedQq} 个用户填写的 QQ 号本站没有对应字段，未导入`);
  return result;
}
