import { COMMENT_TYPE, LIKE_TYPE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { deleteCommentsWith } from '../comment/cleanup';
import { containsText } from '../search/repo';
import type { MessageRepo, MessageRow } from './repo';

/** SQL of the console's guestbook: every entry, hidden ones too. */

export interface AdminMessageFilter {
  tag?: string;
  status?: number;
  keyword?: string;
}

export function createMessageAdminRepo(db: Db, reading: Pick<MessageRepo, 'selectRows'>) {
  const k = db.kysely;

  return {
    /** Newest first. */
    page(filter: AdminMessageFilter, offset: number, limit: number): Promise<MessageRow[]> {
      let query = reading.selectRows();
      if (filter.tag) query = query.where('message.tag', '=', filter.tag);
      if (filter.status !== undefined) query = query.where('message.status', '=', filter.status);
      if (filter.keyword) query = query.where(containsText(db, 'message.content', filter.keyword));
      return query.orderBy('message.created_at', 'desc').orderBy('message.id', 'desc').offset(offset).limit(limit).execute();
    },

    async count(filter: AdminMessageFilter): Promise<number> {
      let query = k.selectFrom('message');
      if (filter.tag) query = query.where('message.tag', '=', filter.tag);
      if (filter.status !== undefined) query = query.where('message.status', '=', filter.status);
      if (filter.keyword) query = query.where(containsText(db, 'message.content', filter.keyword));
      const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every comment and reply per entry, hidden ones too: what deleting the entry removes. */
    async commentCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await k
        .selectFrom('comment')
        .select(['for_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('type', '=', COMMENT_TYPE.message)
        .where('for_id', 'in', [...ids])
        .groupBy('for_id')
        .execute();
      return new Map(rows.map((row) => [row.for_id, Number(row.n)]));
    },

    /** The entries with their comments (and those comments' likes) and their own likes, all or nothing; how many entries went. */
    removeMany(ids: readonly number[]): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const found = (await trx.selectFrom('message').select('id').where('id', 'in', [...ids]).execute()).map((r) => r.id);
        for (const id of found) await deleteCommentsWith(trx, COMMENT_TYPE.message, id);
        if (found.length === 0) return 0;
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.message).where('for_id', 'in', found).execute();
        await trx.deleteFrom('message').where('id', 'in', found).execute();
        return found.length;
      });
    },
  };
}

export type MessageAdminRepo = ReturnType<typeof createMessageAdminRepo>;
