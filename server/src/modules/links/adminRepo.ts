import { LINK_STATUS, LINK_ADMIN_LIST_MAX, type AdminLinkItem, type LinkApplication } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';

/** The console's reads and writes of friend links beyond the review calls (repo.ts has those). */
export function createLinkAdminRepo(db: Db) {
  const k = db.kysely;

  return {
    /** Pending first (oldest application first), then approved in the visitors' order. */
    async board(): Promise<AdminLinkItem[]> {
      const rows = await k
        .selectFrom('link')
        .leftJoin('user', 'user.id', 'link.user_id')
        .select(['link.id', 'link.site_name', 'link.site_desc', 'link.site_avatar', 'link.url', 'link.status', 'link.user_id', 'link.created_at', 'link.updated_at', 'user.nick_name'])
        .orderBy('link.status', 'asc')
        .orderBy('link.sort', 'asc')
        .orderBy('link.created_at', 'asc')
        .orderBy('link.id', 'asc')
        .limit(LINK_ADMIN_LIST_MAX)
        .execute();
      return rows.map(({ created_at, updated_at, ...row }) => ({ ...row, createdAt: created_at, updatedAt: updated_at }));
    },

    /** False when the link does not exist. Its review status stays as it is. */
    async update(id: number, fields: LinkApplication): Promise<boolean> {
      const result = await k
        .updateTable('link')
        .set({ ...fields, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    approvedIds: async (): Promise<number[]> => (await k.selectFrom('link').select('id').where('status', '=', LINK_STATUS.approved).execute()).map((r) => r.id),

    /** Positions 1…n in the given order, in one transaction: a half-saved order is never listed. */
    async setOrder(ids: number[]): Promise<void> {
      await k.transaction().execute(async (trx) => {
        for (const [index, id] of ids.entries()) await trx.updateTable('link').set({ sort: index + 1 }).where('id', '=', id).execute();
      });
    },
  };
}

export type LinkAdminRepo = ReturnType<typeof createLinkAdminRepo>;
