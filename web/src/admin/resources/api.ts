import type { AdminResourceGroup, ResourceList, ResourceWriteBody } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's recommended-site calls (contract/src/resourceAdmin.ts); each resolves or rejects with the reason. */

export async function getResourceGroups(list: ResourceList): Promise<AdminResourceGroup[]> {
  return resultOf(await http.get<AdminResourceGroup[]>(`/api/resource/admin/list/${list}`));
}

/** Adds (no id) or saves an edit; resolves to the server's sentence. */
export async function saveResource(body: ResourceWriteBody, id?: number): Promise<string> {
  const res = id === undefined ? await http.post<number>('/api/resource/admin/add', body) : await http.put<null>('/api/resource/admin/update', { ...body, id });
  resultOf(res);
  return res.message;
}

export async function deleteResource(id: number): Promise<void> {
  resultOf(await http.delete<null>(`/api/resource/admin/delete/${id}`));
}

export async function renameResourceGroup(list: ResourceList, from: string, to: string): Promise<void> {
  resultOf(await http.put<null>('/api/resource/admin/renameGroup', { list, from, to }));
}

/** Resolves to how many sites went with the group. */
export async function deleteResourceGroup(list: ResourceList, groupName: string): Promise<number> {
  return resultOf(await http.post<number>('/api/resource/admin/deleteGroup', { list, group_name: groupName }));
}

/** The whole list in its new order: every group with its sites' ids. */
export async function saveResourceOrder(list: ResourceList, groups: AdminResourceGroup[]): Promise<void> {
  resultOf(await http.put<null>('/api/resource/admin/order', { list, groups: groups.map((group) => ({ group_name: group.group_name, ids: group.list.map((item) => item.id) })) }));
}
