import type { AdminLinkBoard, AdminLinkUpdateBody } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's friend-link calls (contract/src/peopleAdmin.ts, links/routes.ts); each resolves or rejects with the reason. */

export async function getLinkBoard(): Promise<AdminLinkBoard> {
  return resultOf(await http.get<AdminLinkBoard>('/api/links/adminAll'));
}

/** The applicant gets a message; the link goes to the end of /links. */
export async function approveLink(id: number): Promise<string> {
  const res = await http.put<null>(`/api/links/approve/${id}`);
  resultOf(res);
  return res.message;
}

/** Rejects an application or removes a listed link; the applicant is told (with the reason, if any). */
export async function rejectLink(id: number, reason: string): Promise<string> {
  const res = await http.put<null>(`/api/links/reject/${id}`, reason ? { reason } : {});
  resultOf(res);
  return res.message;
}

export async function updateLink(body: AdminLinkUpdateBody): Promise<string> {
  const res = await http.put<null>('/api/links/adminUpdate', body);
  resultOf(res);
  return res.message;
}

/** Every approved link's id in the order /links shows them. */
export async function sortLinks(ids: number[]): Promise<string> {
  const res = await http.put<null>('/api/links/adminSort', { ids });
  resultOf(res);
  return res.message;
}
