import { sql } from 'kysely';
import { USER_ROLE, USER_STATUS_FILTER, type AdminUserRow } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/unique';
import { containsText } from '../search/repo';

export interface AdminUserFilter {
  keyword?: string;
  role?: number;
  status?: number;
}

/** A key write that the unique index refused answers false; anything else still throws. */
async function refusedKey(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The console's user list, and the writes of the admin's user calls. */
export function createUserAdminRepo(db: Db) {
  const k = db.kysely;

  const filtered = (filter: AdminUserFilter) => {
    let query = k.selectFrom('user as u');
    if (filter.keyword) {
      const text = filter.keyword;
      query = query.where((eb) => eb.or([containsText(db, 'u.username', text), containsText(db, 'u.nick_name', text)]));
    }
    if (filter.role !== undefined) query = query.where('u.role', '=', filter.role);
    if (filter.status !== undefined) query = query.where('u.disabled', '=', filter.status === USER_STATUS_FILTER.disabled ? 1 : 0);
    return query;
  };

  return {
    /** Newest accounts first; the counts are every comment (replies and hidden ones too) and guestbook entry they wrote. */
    async page(filter: AdminUserFilter, offset: number, limit: number): Promise<AdminUserRow[]> {
      const rows = await filtered(filter)
        .select((eb) => [
          'u.id',
          'u.username',
          'u.nick_name',
          'u.avatar',
          'u.role',
          'u.disabled',
          'u.created_at',
          'u.last_login_at',
          eb.selectFrom('comment').select((c) => c.fn.countAll<number>().as('n')).whereRef('comment.from_user', '=', 'u.id').as('comment_count'),
          eb.selectFrom('message').select((c) => c.fn.countAll<number>().as('n')).whereRef('message.user_id', '=', 'u.id').as('message_count'),
        ])
        .orderBy('u.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        nick_name: r.nick_name,
        avatar: r.avatar,
        role: r.role,
        disabled: r.disabled === 1,
        createdAt: r.created_at,
        lastLoginAt: r.last_login_at,
        comment_count: Number(r.comment_count ?? 0),
        message_count: Number(r.message_count ?? 0),
      }));
    },

    async count(filter: AdminUserFilter): Promise<number> {
      return Number((await filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },

    byId: (id: number) => k.selectFrom('user').select(['id', 'username', 'nick_name', 'avatar', 'role', 'disabled']).where('id', '=', id).executeTakeFirst(),

    byUsername: (username: string) =>
      k.selectFrom('user').select(['id', 'username', 'nick_name', 'avatar', 'role', 'disabled']).where('username', '=', username).executeTakeFirst(),

    /** The admins' usernames, oldest first: what `npm run reset-password` suggests for a name it cannot find. */
    adminUsernames: async () =>
      (await k.selectFrom('user').select('username').where('role', '=', USER_ROLE.admin).orderBy('id').execute()).map((row) => row.username),

    /** The guards read `disabled` on every call: the user's tokens are refused from the next one. */
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      // Disabling ends every session for good: re-enabling the account does not bring old tokens back.
      await k
        .updateTable('user')
        .set((eb) => ({ disabled: disabled ? 1 : 0, token_version: disabled ? eb('token_version', '+', 1) : eb.ref('token_version'), updated_at: nowIso() }))
        .where('id', '=', id)
        .execute();
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await k
        .updateTable('user')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Accounts without a username key: those that collided with an older account when migration 019
     * made names unique regardless of case, and any row written by a tool that does not fill it.
     */
    keyless: () => k.selectFrom('user').select(['id', 'username', 'nick_name', 'created_at', 'last_login_at']).where('username_key', 'is', null).orderBy('id').execute(),

    keyHolders: (keys: readonly string[]) =>
      keys.length === 0
        ? Promise.resolve([])
        : k.selectFrom('user').select(['id', 'username', 'nick_name', 'created_at', 'last_login_at', 'username_key']).where('username_key', 'in', [...keys]).execute(),

    /** Gives an account its key; false when another account holds it (the unique index decides). */
    async claimKey(id: number, key: string): Promise<boolean> {
      return refusedKey(k.updateTable('user').set({ username_key: key }).where('id', '=', id).where('username_key', 'is', null).execute());
    },

    /** A new login name with its key; false when another account's name folds alike (also under a race). */
    async rename(id: number, username: string, key: string): Promise<boolean> {
      return refusedKey(k.updateTable('user').set({ username, username_key: key, updated_at: nowIso() }).where('id', '=', id).execute());
    },

    async makeAdmin(id: number): Promise<void> {
      await k.updateTable('user').set({ role: USER_ROLE.admin, updated_at: nowIso() }).where('id', '=', id).where('disabled', '=', 0).execute();
    },

    /**
     * Demotes `id` unless that would leave no admin; true when it did. One transaction, and on
     * PostgreSQL the admin rows are locked first: two admins demoting each other at the same moment
     * cannot both pass the count (SQLite runs one write transaction at a time anyway).
     */
    async removeAdmin(id: number): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        if (db.dialect === 'postgres') await sql`select id from "user" where role = ${USER_ROLE.admin} for update`.execute(trx);
        const admins = await trx.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).execute();
        if (!admins.some((a) => a.id === id)) return true;
        if (admins.length <= 1) return false;
        await trx.updateTable('user').set({ role: USER_ROLE.user, updated_at: nowIso() }).where('id', '=', id).execute();
        return true;
      });
    },
  };
}

export type UserAdminRepo = ReturnType<typeof createUserAdminRepo>;
