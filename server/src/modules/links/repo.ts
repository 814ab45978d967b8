import { LINK_STATUS, type LinkApplication } from '@blog/contract';
import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';

export interface LinkRow {
  id: number;
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
  status: number;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

const columns = ['id', 'site_name', 'site_desc', 'site_avatar', 'url', 'status', 'user_id', 'created_at', 'updated_at'] as const;

/** Friend links. Visitors' lists read approved rows only; the unique user_id keeps one application per user. */
export function createLinkRepo(db: Db) {
  const k = db.kysely;

  return {
    /**
     * The blogger's order (sort, set in the console), then oldest first (created_at, then id): a listed
     * link keeps its place when it is edited and approved again.
     */
    page: (status: number | undefined, offset: number, limit: number) => {
      let query = k.selectFrom('link').leftJoin('user', 'user.id', 'link.user_id').select([
        'link.id',
        'link.site_name',
        'link.site_desc',
        'link.site_avatar',
        'link.url',
        'link.status',
        'link.user_id',
        'link.created_at',
        'link.updated_at',
        'user.nick_name',
      ]);
      if (status !== undefined) query = query.where('link.status', '=', status);
      return query.orderBy('link.sort', 'asc').orderBy('link.created_at', 'asc').orderBy('link.id', 'asc').offset(offset).limit(limit).execute();
    },

    async count(status: number | undefined): Promise<number> {
      let query = k.selectFrom('link').select((eb) => eb.fn.countAll<number>().as('n'));
      if (status !== undefined) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    byId: (id: number): Promise<LinkRow | undefined> => k.selectFrom('link').select(columns).where('id', '=', id).executeTakeFirst(),

    byUser: (userId: number): Promise<LinkRow | undefined> => k.selectFrom('link').select(columns).where('user_id', '=', userId).executeTakeFirst(),

    /** A pending application; undefined when the user already has one (the unique user_id decides, also under a race). */
    async insertPending(userId: number, fields: LinkApplication): Promise<LinkRow | undefined> {
      const stamp = nowIso();
      return k
        .insertInto('link')
        .values({ ...fields, status: LINK_STATUS.pending, user_id: userId, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning(columns)
        .executeTakeFirst();
    },

    /** The applicant's edit: new fields and back to pending; `where user_id` keeps it to their own row. */
    async updateOwn(id: number, userId: number, fields: LinkApplication): Promise<void> {
      await k
        .updateTable('link')
        .set({ ...fields, status: LINK_STATUS.pending, updated_at: nowIso() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * True when this call moved the row from pending to approved (a repeated approval changes nothing).
     * A first approval puts the link at the end of the list (sort 0 is "never placed"); a link edited by
     * its applicant and approved again keeps its place.
     */
    async approve(id: number): Promise<boolean> {
      const result = await k
        .updateTable('link')
        .set({ status: LINK_STATUS.approved, sort: sql<number>`case when sort = 0 then (select coalesce(max(l2.sort), 0) + 1 from link l2) else sort end`, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', LINK_STATUS.pending)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(id: number): Promise<boolean> {
      const result = await k.deleteFrom('link').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type LinkRepo = ReturnType<typeof createLinkRepo>;
