import { ARTICLE_STATUS, COMMENT_TYPE, LIKE_TYPE, SITE_PAGE_STATUS, type CommentType } from '@blog/contract';
import type { ExpressionBuilder } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** comment.status: 3 is a guest's comment waiting for review, seen only by its writer's browser. */
export const COMMENT_STATUS = { shown: 1, hidden: 2, pending: 3 } as const;
const SHOWN = COMMENT_STATUS.shown;

/**
 * Who reads a list: shown comments for everyone, plus the pending ones whose guest key is the
 * reader's (null: a browser that wrote no guest comment).
 */
type ViewerKey = string | null;

/** A comment row with its author's and addressee's public names, as every list reads it. */
export interface CommentRow {
  id: number;
  type: number;
  for_id: number;
  parent_id: number | null;
  content: string;
  thumbs_up: number;
  created_at: string;
  from_user: number;
  from_nick_name: string;
  from_avatar: string;
  to_user: number | null;
  to_nick_name: string | null;
  to_avatar: string | null;
  status: number;
  ip_region: string;
  /** A guest comment's own nickname, e-mail (never shown) and address; '' for accounts. */
  guest_name: string;
  guest_email: string;
  guest_url: string;
  to_guest_name: string;
}

/** What a comment is about, when visitors may see it: its title (articles) and owner (notifications). */
export interface CommentTarget {
  type: CommentType;
  forId: number;
  /** Article title; empty for talk posts and guestbook entries. */
  title: string;
  /** Who wrote the talk post or guestbook entry; null for articles, pages and guest entries. */
  ownerId: number | null;
  /** A page of one's own with its comments turned off: readable, no new comments. */
  closed?: boolean;
}

export interface NewComment {
  type: number;
  forId: number;
  parentId: number | null;
  fromUser: number;
  toUser: number | null;
  content: string;
  /** Defaults to shown; a guest's comment under review is pending. */
  status?: number;
  ipRegion?: string;
  guest?: { name: string; email: string; url: string; key: string };
  /** The guest a reply answers, when to_user is the 访客 account. */
  toGuestName?: string;
}

export function createCommentRepo(db: Db) {
  const k = db.kysely;

  const withUsers = () =>
    k
      .selectFrom('comment as c')
      .innerJoin('user as fu', 'fu.id', 'c.from_user')
      .leftJoin('user as tu', 'tu.id', 'c.to_user')
      .select([
        'c.id',
        'c.type',
        'c.for_id',
        'c.parent_id',
        'c.content',
        'c.thumbs_up',
        'c.created_at',
        'c.from_user',
        'fu.nick_name as from_nick_name',
        'fu.avatar as from_avatar',
        'c.to_user',
        'tu.nick_name as to_nick_name',
        'tu.avatar as to_avatar',
        'c.status',
        'c.ip_region',
        'c.guest_name',
        'c.guest_email',
        'c.guest_url',
        'c.to_guest_name',
      ]);

  /** Shown, or pending and written from the viewer's browser. */
  const visibleTo = (viewer: ViewerKey) => (eb: ExpressionBuilder<Database & { c: Database['comment'] }, 'c'>) =>
    viewer === null
      ? eb('c.status', '=', SHOWN)
      : eb.or([eb('c.status', '=', SHOWN), eb.and([eb('c.status', '=', COMMENT_STATUS.pending), eb('c.guest_key', '=', viewer)])]);

  const topLevel = (type: number, forId: number) =>
    k.selectFrom('comment').where('type', '=', type).where('for_id', '=', forId).where('parent_id', 'is', null).where('status', '=', SHOWN);

  return {
    /** The commented item when visitors may see it (public article outside the recycle bin, public talk, shown guestbook entry); else null. */
    async visibleTarget(type: CommentType, forId: number): Promise<CommentTarget | null> {
      if (type === COMMENT_TYPE.article) {
        const row = await k
          .selectFrom('article')
          .select('title')
          .where('id', '=', forId)
          .where('status', '=', ARTICLE_STATUS.public)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        return row ? { type, forId, title: row.title, ownerId: null } : null;
      }
      if (type === COMMENT_TYPE.page) {
        // A draft page is no page: its comments are neither read nor written.
        const row = await k
          .selectFrom('site_page')
          .select(['title', 'comments_enabled'])
          .where('id', '=', forId)
          .where('status', '=', SITE_PAGE_STATUS.public)
          .executeTakeFirst();
        return row ? { type, forId, title: row.title, ownerId: null, closed: row.comments_enabled === 0 } : null;
      }
      // talk.status 1 public, message.status 1 shown.
      const table = type === COMMENT_TYPE.talk ? 'talk' : 'message';
      const row = await k.selectFrom(table).select('user_id').where('id', '=', forId).where('status', '=', 1).executeTakeFirst();
      return row ? { type, forId, title: '', ownerId: row.user_id } : null;
    },

    /** Shown comments on the item: top-level ones plus the replies under shown top-level ones. */
    async countShown(type: number, forId: number): Promise<number> {
      const row = await k
        .selectFrom('comment as c')
        .leftJoin('comment as p', 'p.id', 'c.parent_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.type', '=', type)
        .where('c.for_id', '=', forId)
        .where('c.status', '=', SHOWN)
        .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('p.status', '=', SHOWN)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countParents(type: number, forId: number): Promise<number> {
      const row = await topLevel(type, forId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Shown top-level comments: newest first ("new") or most liked first, then newest ("hot"). */
    parentPage(type: number, forId: number, offset: number, limit: number, order: 'hot' | 'new' = 'new', viewer: ViewerKey = null): Promise<CommentRow[]> {
      const shown = withUsers().where('c.type', '=', type).where('c.for_id', '=', forId).where('c.parent_id', 'is', null).where(visibleTo(viewer));
      return (order === 'hot' ? shown.orderBy('c.thumbs_up', 'desc') : shown)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** Shown replies per top-level comment. */
    async replyCounts(parentIds: readonly number[]): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map();
      const rows = await k
        .selectFrom('comment')
        .select((eb) => ['parent_id', eb.fn.countAll<number>().as('n')])
        .where('parent_id', 'in', [...parentIds])
        .where('status', '=', SHOWN)
        .groupBy('parent_id')
        .execute();
      return new Map(rows.map((row) => [row.parent_id ?? 0, Number(row.n)]));
    },

    /** The first `perParent` shown replies of each top-level comment, oldest first, in one query. */
    firstReplies(parentIds: readonly number[], perParent: number, viewer: ViewerKey = null): Promise<CommentRow[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      const ranked = k
        .selectFrom('comment as c')
        .select((eb) => [
          'id',
          eb.fn
            .agg<number>('row_number')
            .over((ob) => ob.partitionBy('c.parent_id').orderBy('c.created_at', 'asc').orderBy('c.id', 'asc'))
            .as('rn'),
        ])
        .where('c.parent_id', 'in', [...parentIds])
        .where(visibleTo(viewer))
        .as('ranked');
      const firstIds = k.selectFrom(ranked).select('ranked.id').where('ranked.rn', '<=', perParent);
      return withUsers().where('c.id', 'in', firstIds).orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').execute();
    },

    /** Shown replies of one top-level comment, oldest first. */
    replyPage: (parentId: number, offset: number, limit: number, viewer: ViewerKey = null): Promise<CommentRow[]> =>
      withUsers()
        .where('c.parent_id', '=', parentId)
        .where(visibleTo(viewer))
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .offset(offset)
        .limit(limit)
        .execute(),

    find: (id: number) =>
      k.selectFrom('comment').select(['id', 'type', 'for_id', 'parent_id', 'from_user', 'status', 'guest_name']).where('id', '=', id).executeTakeFirst(),

    findWithUsers: (id: number): Promise<CommentRow | undefined> => withUsers().where('c.id', '=', id).executeTakeFirst(),

    /** Whether `userId` wrote the shown top-level comment or one of its shown replies. */
    async threadHasAuthor(parentId: number, userId: number): Promise<boolean> {
      const row = await k
        .selectFrom('comment')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', parentId), eb('parent_id', '=', parentId)]))
        .where('from_user', '=', userId)
        .where('status', '=', SHOWN)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(c: NewComment): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('comment')
        .values({
          type: c.type,
          for_id: c.forId,
          parent_id: c.parentId,
          from_user: c.fromUser,
          to_user: c.toUser,
          content: c.content,
          status: c.status ?? SHOWN,
          ip_region: c.ipRegion ?? '',
          guest_name: c.guest?.name ?? '',
          guest_email: c.guest?.email ?? '',
          guest_url: c.guest?.url ?? '',
          guest_key: c.guest?.key ?? '',
          to_guest_name: c.toGuestName ?? '',
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The comment, its replies (for a top-level one) and their likes, at once. */
    remove(id: number): Promise<void> {
      return k.transaction().execute(async (trx) => {
        const replies = await trx.selectFrom('comment').select('id').where('parent_id', '=', id).execute();
        const ids = [id, ...replies.map((r) => r.id)];
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.comment).where('for_id', 'in', ids).execute();
        await trx.deleteFrom('comment').where('parent_id', '=', id).execute();
        await trx.deleteFrom('comment').where('id', '=', id).execute();
      });
    },

    async setStatus(id: number, status: number): Promise<void> {
      await k.updateTable('comment').set({ status, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    nickNameOf: async (userId: number): Promise<string> =>
      (await k.selectFrom('user').select('nick_name').where('id', '=', userId).executeTakeFirst())?.nick_name ?? '',
  };
}

export type CommentRepo = ReturnType<typeof createCommentRepo>;
