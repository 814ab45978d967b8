import { randomBytes } from 'node:crypto';
import { USER_ROLE, usernameKey, type LoginResult } from '@blog/contract';
import { hashPassword } from '../../src/platform/auth';
import type { Db } from '../../src/db/connection';
import { asBrowser, post, resultOf } from './http';
import type { TestServer } from './server';

/** Users with real argon2id hashes, for the login and password tests. */
export async function createAccount(
  db: Db,
  username: string,
  password: string,
  options: { role?: number; disabled?: boolean; nickName?: string } = {},
): Promise<number> {
  const stamp = new Date().toISOString();
  const row = await db.kysely
    .insertInto('user')
    .values({
      username,
      username_key: usernameKey(username),
      password_hash: await hashPassword(password),
      role: options.role ?? USER_ROLE.user,
      nick_name: options.nickName ?? username,
      avatar: '',
      disabled: options.disabled ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The test server trusts X-Forwarded-For (trustProxy), so each test can speak from its own address
 * and the per-address limits of one test do not leak into the next.
 */
export function freshIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

export async function login(server: TestServer, username: string, password: string): Promise<LoginResult> {
  return resultOf(await post<LoginResult>(server, '/api/user/login', { username, password }, { headers: fromIp(freshIp()) }));
}

/** A unique 5–16 character username. */
export const uniqueName = (prefix = 'u') => `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);

/** A browser (it says so in its User-Agent) at an address of its own: a reader every counter counts once. */
export const newReader = () => ({ ...asBrowser, ...fromIp(freshIp()) });
