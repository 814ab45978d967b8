import type { ResourceGroup, ResourceList } from '@blog/contract';
import type { ResourceRepo } from './repo';

/**
 * Groups one list's rows for the page. Rows arrive sorted, so a group appears where its first
 * (lowest-sort) site is, and its sites keep their order inside it.
 */
export function groupResources(rows: ReadonlyArray<{ id: number; group_name: string; name: string; description: string; icon: string; url: string }>): ResourceGroup[] {
  const groups = new Map<string, ResourceGroup>();
  for (const row of rows) {
    let group = groups.get(row.group_name);
    if (!group) {
      group = { group_name: row.group_name, list: [] };
      groups.set(row.group_name, group);
    }
    group.list.push({ id: row.id, name: row.name, description: row.description, icon: row.icon, url: row.url });
  }
  return [...groups.values()];
}

export function createResourceService(repo: ResourceRepo) {
  return {
    groups: async (list: ResourceList): Promise<ResourceGroup[]> => groupResources(await repo.byList(list)),
  };
}
