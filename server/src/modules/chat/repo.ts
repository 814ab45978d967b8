import { CHAT_CONTENT_TYPE, type ChatContentKind, type ChatMessageItem } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { containsText } from '../search/repo';

/** The user facts chat needs, read fresh for every action so a role change or a ban counts at once. */
export interface ChatUser {
  id: number;
  nick_name: string;
  avatar: string;
  role: number;
  /** Bumped by a password reset or disabling: a socket bound with an older one speaks for nobody. */
  token_version: number;
}

/** The stored code of a content kind, and back (the database keeps 1 / 2, clients see "text" / "image"). */
export const contentTypeCode = (kind: ChatContentKind): number => (kind === 'text' ? CHAT_CONTENT_TYPE.text : CHAT_CONTENT_TYPE.image);
const contentKindOf = (code: number): ChatContentKind => (code === CHAT_CONTENT_TYPE.text ? 'text' : 'image');

interface ChatRow {
  id: number;
  user_id: number;
  nick_name: string;
  avatar: string;
  content: string;
  content_type: number;
  created_at: string;
  updated_at: string;
}

/** Dates stay ISO here: the visitors' route writes them in the site's format, the console keeps ISO. */
const itemOf = ({ created_at, updated_at, content_type, ...row }: ChatRow): ChatMessageItem => ({
  ...row,
  content_type: contentKindOf(content_type),
  createdAt: created_at,
  updatedAt: updated_at,
});

export function createChatRepo(db: Db) {
  const k = db.kysely;

  const withAuthor = () =>
    k
      .selectFrom('chat_message as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.user_id', 'u.nick_name', 'u.avatar', 'm.content', 'm.content_type', 'm.created_at', 'm.updated_at']);

  return {
    /** Newest first; ids grow with time, so "older" is "smaller id". */
    async page(size: number, beforeId?: number): Promise<ChatMessageItem[]> {
      let query = withAuthor().orderBy('m.id', 'desc').limit(size);
      if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
      return (await query.execute()).map(itemOf);
    },

    /** Oldest first: the `size` messages right after `afterId` (and before `beforeId` when given). */
    async pageAfter(size: number, afterId: number, beforeId?: number): Promise<ChatMessageItem[]> {
      let query = withAuthor().where('m.id', '>', afterId).orderBy('m.id', 'asc').limit(size);
      if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
      return (await query.execute()).map(itemOf);
    },

    /** The console's history: newest first, offset paging; keyword matches text messages only. */
    async adminPage(keyword: string | undefined, offset: number, limit: number): Promise<{ list: ChatMessageItem[]; total: number }> {
      let rows = withAuthor();
      let counted = k.selectFrom('chat_message as m').select((eb) => eb.fn.countAll<number>().as('n'));
      if (keyword) {
        rows = rows.where('m.content_type', '=', CHAT_CONTENT_TYPE.text).where(containsText(db, 'm.content', keyword));
        counted = counted.where('m.content_type', '=', CHAT_CONTENT_TYPE.text).where(containsText(db, 'm.content', keyword));
      }
      const [list, count] = await Promise.all([rows.orderBy('m.id', 'desc').offset(offset).limit(limit).execute(), counted.executeTakeFirstOrThrow()]);
      return { list: list.map(itemOf), total: Number(count.n) };
    },

    async insert(userId: number, content: string, contentType: ChatContentKind): Promise<{ id: number; createdAt: string }> {
      const stamp = nowIso();
      const row = await k
        .insertInto('chat_message')
        .values({ user_id: userId, content, content_type: contentTypeCode(contentType), created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, createdAt: stamp };
    },

    authorOf: async (id: number): Promise<number | null> =>
      (await k.selectFrom('chat_message').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id ?? null,

    async remove(id: number): Promise<boolean> {
      const result = await k.deleteFrom('chat_message').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    clear: async () => {
      await k.deleteFrom('chat_message').execute();
    },

    /** An existing, enabled user; null for anyone else (they are a guest in the room). */
    activeUser: async (id: number): Promise<ChatUser | null> =>
      (await k.selectFrom('user').select(['id', 'nick_name', 'avatar', 'role', 'token_version']).where('id', '=', id).where('disabled', '=', 0).executeTakeFirst()) ?? null,

    /** Keeps `userId` out of the room until `until`; a later ban replaces an earlier one. */
    async ban(userId: number, until: string, now: string): Promise<void> {
      await k
        .insertInto('chat_ban')
        .values({ user_id: userId, until })
        .onConflict((c) => c.column('user_id').doUpdateSet({ until }))
        .execute();
      // Old bans are of no use; the table stays as small as the number of users kept out right now.
      await k.deleteFrom('chat_ban').where('until', '<=', now).execute();
    },

    /** The end of `userId`'s ban when it is still running at `now`, else null. */
    bannedUntil: async (userId: number, now: string): Promise<string | null> =>
      (await k.selectFrom('chat_ban').select('until').where('user_id', '=', userId).where('until', '>', now).executeTakeFirst())?.until ?? null,
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
