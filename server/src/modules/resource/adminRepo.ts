import type { ResourceList } from '@blog/contract';
import type { Db } from '../../db/connection';
import { serialized } from '../../db/serialized';

export interface ResourceFields {
  group_name: string;
  name: string;
  description: string;
  icon: string;
  url: string;
}

/** Writes to the recommended sites. A group is the group_name its entries share; it has no row of its own. */
export function createResourceAdminRepo(db: Db) {
  const k = db.kysely;
  const now = () => new Date().toISOString();
  return {
    byId: (id: number) => k.selectFrom('resource').select(['id', 'list', 'group_name', 'name', 'description', 'icon', 'url', 'sort']).where('id', '=', id).executeTakeFirst(),

    idsOf: async (list: ResourceList) => (await k.selectFrom('resource').select('id').where('list', '=', list).execute()).map((row) => row.id),

    /** Sort of the group's last entry (a new group: after every entry of the list). */
    lastSortIn: async (list: ResourceList, groupName: string): Promise<{ inGroup: number | null; inList: number | null }> => {
      const max = (query: ReturnType<typeof base>) => query.select((eb) => eb.fn.max('sort').as('m')).executeTakeFirst();
      const base = () => k.selectFrom('resource').where('list', '=', list);
      const [inGroup, inList] = await Promise.all([max(base().where('group_name', '=', groupName)), max(base())]);
      const asNumber = (row: { m: number | null } | undefined) => (row?.m === null || row?.m === undefined ? null : Number(row.m));
      return { inGroup: asNumber(inGroup), inList: asNumber(inList) };
    },

    insert: async (list: ResourceList, fields: ResourceFields, sort: number) =>
      (
        await k
          .insertInto('resource')
          .values({ list, ...fields, sort, created_at: now(), updated_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, fields: ResourceFields & { sort?: number }) =>
      Number((await k.updateTable('resource').set({ ...fields, updated_at: now() }).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0,

    remove: async (id: number) => Number((await k.deleteFrom('resource').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0,

    /**
     * Renames a group unless `to` already names one: the check and the update run serialized per
     * list, so two renames to one name at once cannot merge two groups.
     */
    renameGroup: (list: ResourceList, from: string, to: string): Promise<'renamed' | 'taken' | 'unknown'> =>
      serialized(db, `resource-group:${list}`, async (trx) => {
        const clash = await trx.selectFrom('resource').select('id').where('list', '=', list).where('group_name', '=', to).limit(1).executeTakeFirst();
        if (clash) return 'taken';
        const result = await trx.updateTable('resource').set({ group_name: to, updated_at: now() }).where('list', '=', list).where('group_name', '=', from).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'unknown';
      }),

    removeGroup: async (list: ResourceList, groupName: string) =>
      Number((await k.deleteFrom('resource').where('list', '=', list).where('group_name', '=', groupName).executeTakeFirst()).numDeletedRows),

    /** Every entry gets its group and a sort by its position, in one transaction. */
    reorder: (placements: ReadonlyArray<{ id: number; group_name: string; sort: number }>) =>
      k.transaction().execute(async (trx) => {
        for (const { id, group_name, sort } of placements) {
          await trx.updateTable('resource').set({ group_name, sort, updated_at: now() }).where('id', '=', id).execute();
        }
      }),
  };
}

export type ResourceAdminRepo = ReturnType<typeof createResourceAdminRepo>;
