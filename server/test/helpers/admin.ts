import { expect } from 'vitest';
import { USER_ROLE } from '@blog/contract';
import { bearer } from './accounts';
import { fixtures } from './factory';
import { call } from './http';
import type { TestServer } from './server';

/** An admin and an ordinary user with tokens, for the admin console's tests. */
export interface AdminAccounts {
  adminId: number;
  adminToken: string;
  userId: number;
  userToken: string;
}

/** Creates `${prefix}_admin` (role admin) and `${prefix}_user`; call it in a beforeAll. */
export async function createAdminAccounts(server: TestServer, prefix: string): Promise<AdminAccounts> {
  const f = fixtures(server.db);
  const adminId = await f.user(`${prefix}_admin`);
  await server.db.kysely.updateTable('user').set({ role: USER_ROLE.admin }).where('id', '=', adminId).execute();
  const userId = await f.user(`${prefix}_user`);
  return { adminId, adminToken: await server.tokenFor(adminId, USER_ROLE.admin), userId, userToken: await server.tokenFor(userId, USER_ROLE.user) };
}

/** Method, path and (optional) body of one admin call. */
export type AdminCall = [method: string, path: string, body?: unknown];

/**
 * Every call answers 401「请先登录」without a token and 403「权限不足」with an ordinary user's,
 * and — when `snapshot` is given — none of them changed what it reads.
 */
export async function expectAdminOnly(server: TestServer, calls: AdminCall[], userToken: string, snapshot?: () => Promise<unknown>): Promise<void> {
  const before = await snapshot?.();
  for (const [method, path, body] of calls) {
    const anonymous = await call(server, method, path, { body });
    expect({ method, path, status: anonymous.status, body: anonymous.body }).toEqual({ method, path, status: 401, body: { code: 401, message: '请先登录', result: null } });
    const user = await call(server, method, path, { body, headers: bearer(userToken) });
    expect({ method, path, status: user.status, body: user.body }).toEqual({ method, path, status: 403, body: { code: 403, message: '权限不足', result: null } });
  }
  if (snapshot) expect(await snapshot()).toEqual(before);
}
