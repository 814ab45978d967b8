import { COMMENT_TYPE, GUEST_MESSAGE, LIKE_TYPE, MESSAGE_STATUS, type MessageFields } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { containsText } from '../search/repo';

/** comment.status of a comment visitors see. */
const COMMENT_SHOWN = 1;

/** What the visitors' list narrows to: a tag (exact) and a piece of the text (substring). */
export interface MessageFilter {
  tag?: string;
  text?: string;
}

/** A guestbook row with its author's current name and avatar (null fields for a guest or a deleted account). */
export interface MessageRow extends MessageFields {
  id: number;
  user_id: number | null;
  /** The nickname stored with the entry: a guest's, or the author's at the time of writing. */
  stored_nick_name: string;
  user_nick_name: string | null;
  user_avatar: string | null;
  like_times: number;
  status: number;
  ip_region: string;
  created_at: string;
  updated_at: string;
}

export function createMessageRepo(db: Db) {
  const k = db.kysely;

  const selectRows = () =>
    k
      .selectFrom('message')
      .leftJoin('user', 'user.id', 'message.user_id')
      .select([
        'message.id',
        'message.content as message',
        'message.tag',
        'message.color',
        'message.font_size',
        'message.font_weight',
        'message.bg_color',
        'message.bg_url',
        'message.user_id',
        'message.nick_name as stored_nick_name',
        'user.nick_name as user_nick_name',
        'user.avatar as user_avatar',
        'message.like_times',
        'message.status',
        'message.ip_region',
        'message.created_at',
        'message.updated_at',
      ]);

  /** Shown entries, optionally of one tag and containing a text. */
  const shown = (filter: MessageFilter = {}) => {
    let query = k.selectFrom('message').where('message.status', '=', MESSAGE_STATUS.shown);
    if (filter.tag) query = query.where('message.tag', '=', filter.tag);
    if (filter.text) query = query.where(containsText(db, 'message.content', filter.text));
    return query;
  };

  /** The column is still `content`; the API (and MessageFields) call the text `message`. */
  const columnsOf = ({ message, ...rest }: MessageFields) => ({ ...rest, content: message });

  return {
    /** Entry rows with their author, for other queries of the module (the console's list) to filter. */
    selectRows,

    async page(filter: MessageFilter, offset: number, limit: number): Promise<MessageRow[]> {
      let query = selectRows().where('message.status', '=', MESSAGE_STATUS.shown);
      if (filter.tag) query = query.where('message.tag', '=', filter.tag);
      if (filter.text) query = query.where(containsText(db, 'message.content', filter.text));
      return query.orderBy('message.created_at', 'desc').orderBy('message.id', 'desc').offset(offset).limit(limit).execute();
    },

    async count(filter: MessageFilter = {}): Promise<number> {
      const row = await shown(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find: (id: number): Promise<MessageRow | undefined> => selectRows().where('message.id', '=', id).executeTakeFirst(),

    /**
     * Shown comments and replies per entry, counted in the comment table; a reply under a hidden
     * comment is not shown, so it does not count either.
     */
    async commentTotals(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await k
        .selectFrom('comment as c')
        .leftJoin('comment as p', 'p.id', 'c.parent_id')
        .select(['c.for_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('c.type', '=', COMMENT_TYPE.message)
        .where('c.for_id', 'in', [...new Set(ids)])
        .where('c.status', '=', COMMENT_SHOWN)
        .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('p.status', '=', COMMENT_SHOWN)]))
        .groupBy('c.for_id')
        .execute();
      return new Map(rows.map((row) => [row.for_id, Number(row.n)]));
    },

    /** The most used tags of shown entries, most used first (ties by name, so the order is stable). */
    async hotTags(limit: number): Promise<Array<{ tag: string; count: number }>> {
      const rows = await shown()
        .select(['message.tag', (eb) => eb.fn.countAll<number>().as('n')])
        .where('message.tag', '!=', '')
        .groupBy('message.tag')
        .orderBy('n', 'desc')
        .orderBy('message.tag', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
    },

    /** site_config.allow_guest_message; a site without a config row allows guests (the column default). */
    async guestsAllowed(): Promise<boolean> {
      const row = await k.selectFrom('site_config').select('allow_guest_message').orderBy('id', 'asc').limit(1).executeTakeFirst();
      return (row?.allow_guest_message ?? GUEST_MESSAGE.allowed) === GUEST_MESSAGE.allowed;
    },

    async insert(fields: MessageFields, author: { userId: number | null; nickName: string }, ipRegion = ''): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('message')
        .values({ ...columnsOf(fields), user_id: author.userId, nick_name: author.nickName, status: MESSAGE_STATUS.shown, ip_region: ipRegion, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, fields: MessageFields): Promise<void> {
      await k
        .updateTable('message')
        .set({ ...columnsOf(fields), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async setStatus(id: number, status: number): Promise<boolean> {
      const result = await k.updateTable('message').set({ status, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The entry with its comments and every like on them: comment.for_id and like.for_id point at
     * several tables, so no foreign key would remove them.
     */
    remove(id: number): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        const comments = await trx.selectFrom('comment').select('id').where('type', '=', COMMENT_TYPE.message).where('for_id', '=', id).execute();
        const commentIds = comments.map((c) => c.id);
        if (commentIds.length > 0) {
          await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.comment).where('for_id', 'in', commentIds).execute();
          // Replies first: they reference their top-level comment.
          await trx.deleteFrom('comment').where('id', 'in', commentIds).where('parent_id', 'is not', null).execute();
          await trx.deleteFrom('comment').where('id', 'in', commentIds).execute();
        }
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.message).where('for_id', '=', id).execute();
        const result = await trx.deleteFrom('message').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    userNickName: async (userId: number): Promise<string> =>
      (await k.selectFrom('user').select('nick_name').where('id', '=', userId).executeTakeFirst())?.nick_name ?? '',
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
