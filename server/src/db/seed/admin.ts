import { randomBytes } from 'node:crypto';
import { USER_ROLE, DEFAULT_AVATAR_URL, usernameKey } from '@blog/contract';
import { hashPassword } from '../../platform/auth/passwords';
import { nowIso, type Db } from '../connection';

/** 18 random bytes give 24 base64url characters: strong, and easy to copy from a terminal. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the admin account when none exists yet. A generated password is shown through `log`
 * exactly once and never stored in clear text anywhere.
 * Returns the admin's id (existing or new).
 */
export async function ensureAdmin(
  db: Db,
  options: { adminUsername: string; adminPassword?: string },
  log: (message: string) => void,
): Promise<number> {
  const existing = await db.kysely.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).orderBy('id').executeTakeFirst();
  if (existing) return existing.id;

  const taken = await db.kysely.selectFrom('user').select('id').where('username', '=', options.adminUsername).executeTakeFirst();
  if (taken) {
    throw new Error(`无法创建管理员：用户名 ${options.adminUsername} 已被普通用户占用，请更换 ADMIN_USERNAME`);
  }

  const password = options.adminPassword || generatePassword();
  const passwordHash = await hashPassword(password);
  const timestamp = nowIso();
  const inserted = await db.kysely
    .insertInto('user')
    .values({
      username: options.adminUsername,
      username_key: usernameKey(options.adminUsername),
      password_hash: passwordHash,
      role: USER_ROLE.admin,
      nick_name: '博主',
      avatar: DEFAULT_AVATAR_URL,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  if (options.adminPassword) {
    log(`已创建管理员账号 ${options.adminUsername}，密码为 ADMIN_PASSWORD 中设置的密码。`);
  } else {
    log(`已创建管理员账号 ${options.adminUsername}，初始密码 ${password} （只显示这一次），请登录后修改。`);
  }
  // ADMIN_PASSWORD only counts now: after this start the command is the way back in.
  log(`忘记密码时，在服务器上运行 npm run reset-password -- ${options.adminUsername} 生成新密码。`);
  return inserted.id;
}
