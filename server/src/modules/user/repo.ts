import type { Selectable } from 'kysely';
import { USER_ROLE, usernameKey } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { UserTable } from '../../db/schema';

export type UserRow = Selectable<UserTable>;

export interface NewUser {
  username: string;
  passwordHash: string;
  nickName: string;
  role: number;
  /** The site's default avatar for a new account (DEFAULT_AVATAR_URL). */
  avatar: string;
}

export { isUniqueViolation } from '../../db/unique';

export function createUserRepo(db: Db) {
  const k = db.kysely;
  return {
    findByUsername: (username: string) => k.selectFrom('user').selectAll().where('username', '=', username).executeTakeFirst(),

    findById: (id: number) => k.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst(),

    /** An account whose name differs from `username` only in case, width or invisible characters. */
    findByUsernameKey: (username: string) => k.selectFrom('user').select(['id', 'username']).where('username_key', '=', usernameKey(username)).executeTakeFirst(),

    /** What only the blogger goes by: every admin's nickname and avatar, and the site's avatar. */
    async blogger(): Promise<{ nickNames: string[]; avatars: string[] }> {
      const [admins, site] = await Promise.all([
        k.selectFrom('user').select(['nick_name', 'avatar']).where('role', '=', USER_ROLE.admin).execute(),
        k.selectFrom('site_config').select('blog_avatar').executeTakeFirst(),
      ]);
      return { nickNames: admins.map((a) => a.nick_name), avatars: [...admins.map((a) => a.avatar), site?.blog_avatar ?? ''].filter(Boolean) };
    },

    async insert(user: NewUser): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('user')
        .values({
          username: user.username,
          username_key: usernameKey(user.username),
          password_hash: user.passwordHash,
          role: user.role,
          nick_name: user.nickName,
          avatar: user.avatar,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateProfile(id: number, profile: { nickName: string; avatar: string }): Promise<void> {
      await k.updateTable('user').set({ nick_name: profile.nickName, avatar: profile.avatar, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    /** Also bumps token_version, so every token signed before is refused from now on. */
    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await k
        .updateTable('user')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Swaps an imported (bcrypt) hash for an argon2id one of the same password. Only while the old
     * hash is still there: a password change in between wins. Tokens stay valid. True when swapped.
     */
    async replaceLegacyHash(id: number, oldHash: string, newHash: string): Promise<boolean> {
      const result = await k.updateTable('user').set({ password_hash: newHash }).where('id', '=', id).where('password_hash', '=', oldHash).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** For the console's user list; updated_at stays, it is the profile's. */
    async recordLogin(id: number): Promise<void> {
      await k.updateTable('user').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
