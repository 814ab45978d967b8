import { RESOURCE_ADMIN_MESSAGES, type AdminResourceGroup, type ResourceList, type ResourceOrderBody } from '@blog/contract';
import { badRequest, refusal } from '../../platform/errors';
import type { ResourceAdminRepo, ResourceFields } from './adminRepo';
import type { ResourceRepo } from './repo';

/** Sorts leave room between entries, so adding one at a group's end never renumbers the others. */
const SORT_STEP = 10;

/** The blogger's recommended sites: entries, the groups they form, and their order. */
export function createResourceAdminService(repo: ResourceAdminRepo, reading: ResourceRepo) {
  /** The end of the group; a new group goes after every existing entry of the list. */
  async function sortAtEnd(list: ResourceList, groupName: string): Promise<number> {
    const { inGroup, inList } = await repo.lastSortIn(list, groupName);
    return (inGroup ?? inList ?? 0) + SORT_STEP;
  }

  return {
    async groups(list: ResourceList): Promise<AdminResourceGroup[]> {
      const groups = new Map<string, AdminResourceGroup>();
      for (const row of await reading.byList(list)) {
        let group = groups.get(row.group_name);
        if (!group) groups.set(row.group_name, (group = { group_name: row.group_name, list: [] }));
        group.list.push(row);
      }
      return [...groups.values()];
    },

    async add(list: ResourceList, fields: ResourceFields): Promise<number> {
      return repo.insert(list, fields, await sortAtEnd(list, fields.group_name));
    },

    /** Moving to another group puts the entry at that group's end. */
    async update(id: number, list: ResourceList, fields: ResourceFields): Promise<void> {
      const row = await repo.byId(id);
      if (!row || row.list !== list) throw refusal(RESOURCE_ADMIN_MESSAGES.missing);
      const moved = row.group_name !== fields.group_name;
      await repo.update(id, moved ? { ...fields, sort: await sortAtEnd(list, fields.group_name) } : fields);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw refusal(RESOURCE_ADMIN_MESSAGES.missing);
    },

    async renameGroup(list: ResourceList, from: string, to: string): Promise<void> {
      if (from === to) return;
      const outcome = await repo.renameGroup(list, from, to);
      if (outcome === 'taken') throw refusal(RESOURCE_ADMIN_MESSAGES.groupTaken);
      if (outcome === 'unknown') throw refusal(RESOURCE_ADMIN_MESSAGES.groupUnknown);
    },

    /** Returns how many entries went with the group. */
    async removeGroup(list: ResourceList, groupName: string): Promise<number> {
      const removed = await repo.removeGroup(list, groupName);
      if (removed === 0) throw refusal(RESOURCE_ADMIN_MESSAGES.groupUnknown);
      return removed;
    },

    /** The body must name every entry of the list exactly once; otherwise nothing changes. */
    async reorder({ list, groups }: ResourceOrderBody): Promise<void> {
      const named = groups.flatMap((group) => group.ids);
      const existing = await repo.idsOf(list);
      const names = groups.map((group) => group.group_name);
      if (new Set(names).size !== names.length || new Set(named).size !== named.length || named.length !== existing.length || !existing.every((id) => named.includes(id))) {
        throw badRequest(RESOURCE_ADMIN_MESSAGES.orderMismatch);
      }
      let sort = 0;
      await repo.reorder(groups.flatMap((group) => group.ids.map((id) => ({ id, group_name: group.group_name, sort: (sort += SORT_STEP) }))));
    },
  };
}
