import type { Kysely } from 'kysely';
import { COMMENT_TYPE, LIKE_TYPE } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { deleteCommentsWith } from '../comment/cleanup';
import { containsText } from '../search/repo';

/** SQL of the console's talk calls: every post, private ones too. */

export interface AdminTalkFilter {
  status?: number;
  keyword?: string;
}

export interface TalkFields {
  content: string;
  status: number;
  is_top: number;
  /** Image URLs in display order. */
  photos: readonly string[];
}

export interface AdminTalkRecord {
  id: number;
  content: string;
  status: number;
  is_top: number;
  like_times: number;
  created_at: string;
  updated_at: string;
}

const columns = ['id', 'content', 'status', 'is_top', 'like_times', 'created_at', 'updated_at'] as const;

async function insertPhotos(trx: Kysely<Database>, talkId: number, urls: readonly string[], stamp: string): Promise<void> {
  if (urls.length === 0) return;
  await trx
    .insertInto('talk_photo')
    .values(urls.map((url, sort) => ({ talk_id: talkId, url, sort, created_at: stamp, updated_at: stamp })))
    .execute();
}

export function createTalkAdminRepo(db: Db) {
  const k = db.kysely;

  const filtered = (filter: AdminTalkFilter) => {
    let query = k.selectFrom('talk');
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.keyword) query = query.where(containsText(db, 'content', filter.keyword));
    return query;
  };

  return {
    /** The visitors' order: pinned first, then newest. */
    page: (filter: AdminTalkFilter, offset: number, limit: number): Promise<AdminTalkRecord[]> =>
      filtered(filter).select(columns).orderBy('is_top', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),

    async count(filter: AdminTalkFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    byId: (id: number): Promise<AdminTalkRecord | undefined> => k.selectFrom('talk').select(columns).where('id', '=', id).executeTakeFirst(),

    /** Every comment per post, replies and hidden ones too: what the blogger has to moderate. */
    async commentCounts(talkIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (talkIds.length === 0) return counts;
      const rows = await k
        .selectFrom('comment')
        .select(['for_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('type', '=', COMMENT_TYPE.talk)
        .where('for_id', 'in', [...talkIds])
        .groupBy('for_id')
        .execute();
      for (const row of rows) counts.set(row.for_id, Number(row.n));
      return counts;
    },

    /** The post and its images together. */
    insert(userId: number, fields: TalkFields): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const stamp = nowIso();
        const row = await trx
          .insertInto('talk')
          .values({ user_id: userId, content: fields.content, status: fields.status, is_top: fields.is_top, created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertPhotos(trx, row.id, fields.photos, stamp);
        return row.id;
      });
    },

    /** false when the post does not exist; the images are replaced by the given list. */
    update(id: number, fields: TalkFields): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        const stamp = nowIso();
        const result = await trx
          .updateTable('talk')
          .set({ content: fields.content, status: fields.status, is_top: fields.is_top, updated_at: stamp })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('talk_photo').where('talk_id', '=', id).execute();
        await insertPhotos(trx, id, fields.photos, stamp);
        return true;
      });
    },

    async setFlag(id: number, flag: { status: number } | { is_top: number }): Promise<boolean> {
      const result = await k
        .updateTable('talk')
        .set({ ...flag, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The post with its images, likes and comments (and their likes), all or nothing. */
    remove(id: number): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('talk').select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) return false;
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.talk).where('for_id', '=', id).execute();
        await deleteCommentsWith(trx, COMMENT_TYPE.talk, id);
        await trx.deleteFrom('talk_photo').where('talk_id', '=', id).execute();
        await trx.deleteFrom('talk').where('id', '=', id).execute();
        return true;
      });
    },
  };
}

export type TalkAdminRepo = ReturnType<typeof createTalkAdminRepo>;
