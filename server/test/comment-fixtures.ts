import { USER_ROLE } from '@blog/contract';
import type { Db } from '../src/db/connection';

/** Rows the like and comment tests stand on: users, talk posts, guestbook entries, comments. */
export function communityFixtures(db: Db) {
  const k = db.kysely;
  const stamp = '2024-01-01T00:00:00.000Z';

  return {
    async user(username: string, options: { admin?: boolean; nickName?: string } = {}): Promise<number> {
      const row = await k
        .insertInto('user')
        .values({
          username,
          password_hash: 'x',
          role: options.admin ? USER_ROLE.admin : USER_ROLE.user,
          nick_name: options.nickName ?? username,
          avatar: '',
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** status 1 public, 2 private. */
    async talk(userId: number, status = 1): Promise<number> {
      const row = await k
        .insertInto('talk')
        .values({ user_id: userId, content: '今天的说说', status, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** status 1 shown, 2 hidden; userId null for a guest's entry. */
    async message(userId: number | null, status = 1): Promise<number> {
      const row = await k
        .insertInto('message')
        .values({ content: '留言内容', user_id: userId, nick_name: userId === null ? '路过的访客' : '', status, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A comment written straight into the table (for states the API does not make, like hidden). */
    async comment(values: { type: number; forId: number; fromUser: number; parentId?: number; toUser?: number; status?: number; content?: string }): Promise<number> {
      const row = await k
        .insertInto('comment')
        .values({
          type: values.type,
          for_id: values.forId,
          parent_id: values.parentId ?? null,
          from_user: values.fromUser,
          to_user: values.toUser ?? null,
          content: values.content ?? '直接写入的评论',
          status: values.status ?? 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
