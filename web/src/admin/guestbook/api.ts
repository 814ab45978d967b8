import type { AdminMessageListBody, AdminMessageRow, MessageHotTag, PageResult } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's guestbook calls (contract/src/moderationAdmin.ts) and the module's own hide/show/delete. */

export async function getGuestbook(body: AdminMessageListBody): Promise<PageResult<AdminMessageRow>> {
  return resultOf(await http.post<PageResult<AdminMessageRow>>('/api/message/getAdminMessageList', body));
}

/** The tags offered in the filter: the most used ones. */
export async function getHotTags(): Promise<MessageHotTag[]> {
  return resultOf(await http.get<MessageHotTag[]>('/api/message/getHotTagList'));
}

export async function setEntryHidden(id: number, hidden: boolean): Promise<void> {
  resultOf(await http.put<null>(`/api/message/${hidden ? 'hide' : 'show'}/${id}`));
}

/** With its comments, replies and likes. */
export async function deleteEntry(id: number): Promise<void> {
  resultOf(await http.put<null>('/api/message/delete', { idList: [id] }));
}

/** Resolves to how many entries went. */
export async function deleteEntries(ids: number[]): Promise<number> {
  return resultOf(await http.put<{ removed: number }>('/api/message/batchDelete', { ids })).removed;
}
