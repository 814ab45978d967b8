import { COMMENT_TYPE, LIKE_TYPE } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { containsText } from '../search/repo';

/** SQL of the console's comment queue: every comment and reply, hidden ones too, on every place. */

export interface AdminCommentFilter {
  type?: number;
  status?: number;
  /** Part of the author's username or nickname. */
  author?: string;
  keyword?: string;
}

export interface AdminCommentRecord {
  id: number;
  type: number;
  for_id: number;
  parent_id: number | null;
  content: string;
  status: number;
  thumbs_up: number;
  guest_name: string;
  guest_email: string;
  guest_url: string;
  ip_region: string;
  created_at: string;
  from_user: number;
  from_username: string;
  from_nick_name: string;
  from_avatar: string;
  to_user: number | null;
  to_nick_name: string | null;
  to_avatar: string | null;
  article_title: string | null;
  talk_content: string | null;
  message_content: string | null;
  page_title: string | null;
  page_slug: string | null;
}

export function createCommentAdminRepo(db: Db) {
  const k = db.kysely;

  const filtered = (filter: AdminCommentFilter) => {
    let query = k.selectFrom('comment as c').innerJoin('user as fu', 'fu.id', 'c.from_user');
    if (filter.type !== undefined) query = query.where('c.type', '=', filter.type);
    if (filter.status !== undefined) query = query.where('c.status', '=', filter.status);
    if (filter.author) {
      const author = filter.author;
      query = query.where((eb) => eb.or([containsText(db, 'fu.username', author), containsText(db, 'fu.nick_name', author), containsText(db, 'c.guest_name', author)]));
    }
    if (filter.keyword) query = query.where(containsText(db, 'c.content', filter.keyword));
    return query;
  };

  return {
    /** Newest first; each row with its author, addressee and what it is on. */
    page: (filter: AdminCommentFilter, offset: number, limit: number): Promise<AdminCommentRecord[]> =>
      filtered(filter)
        .leftJoin('user as tu', 'tu.id', 'c.to_user')
        .leftJoin('article as a', (join) => join.onRef('a.id', '=', 'c.for_id').on('c.type', '=', COMMENT_TYPE.article))
        .leftJoin('talk as t', (join) => join.onRef('t.id', '=', 'c.for_id').on('c.type', '=', COMMENT_TYPE.talk))
        .leftJoin('message as m', (join) => join.onRef('m.id', '=', 'c.for_id').on('c.type', '=', COMMENT_TYPE.message))
        .leftJoin('site_page as sp', (join) => join.onRef('sp.id', '=', 'c.for_id').on('c.type', '=', COMMENT_TYPE.page))
        .select([
          'c.id',
          'c.type',
          'c.for_id',
          'c.parent_id',
          'c.content',
          'c.status',
          'c.thumbs_up',
          'c.guest_name',
          'c.guest_email',
          'c.guest_url',
          'c.ip_region',
          'c.created_at',
          'c.from_user',
          'fu.username as from_username',
          'fu.nick_name as from_nick_name',
          'fu.avatar as from_avatar',
          'c.to_user',
          'tu.nick_name as to_nick_name',
          'tu.avatar as to_avatar',
          'a.title as article_title',
          't.content as talk_content',
          'm.content as message_content',
          'sp.title as page_title',
          'sp.slug as page_slug',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    async count(filter: AdminCommentFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every reply (hidden ones too) per top-level comment: what deleting it also removes. */
    async replyCounts(parentIds: readonly number[]): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map();
      const rows = await k
        .selectFrom('comment')
        .select((eb) => ['parent_id', eb.fn.countAll<number>().as('n')])
        .where('parent_id', 'in', [...parentIds])
        .groupBy('parent_id')
        .execute();
      return new Map(rows.map((row) => [row.parent_id ?? 0, Number(row.n)]));
    },

    /** How many of the ids exist. */
    async existing(ids: readonly number[]): Promise<number> {
      const row = await k
        .selectFrom('comment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', [...ids])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setStatus(ids: readonly number[], status: number): Promise<number> {
      const result = await k
        .updateTable('comment')
        .set({ status, updated_at: nowIso() })
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * The comments, the replies under the top-level ones and every like on all of them, all or
     * nothing. Returns how many comments went (replies included).
     */
    removeMany(ids: readonly number[]): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const named = await trx.selectFrom('comment').select('id').where('id', 'in', [...ids]).execute();
        if (named.length === 0) return 0;
        const namedIds = named.map((r) => r.id);
        const replies = await trx.selectFrom('comment').select('id').where('parent_id', 'in', namedIds).execute();
        const all = [...new Set([...namedIds, ...replies.map((r) => r.id)])];
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.comment).where('for_id', 'in', all).execute();
        // Replies first: they point at their top-level comment.
        await trx.deleteFrom('comment').where('id', 'in', all).where('parent_id', 'is not', null).execute();
        await trx.deleteFrom('comment').where('id', 'in', all).execute();
        return all.length;
      });
    },
  };
}

export type CommentAdminRepo = ReturnType<typeof createCommentAdminRepo>;
