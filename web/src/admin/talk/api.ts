import type { AdminTalkListBody, AdminTalkRow, PageResult, TalkWriteBody } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's talk (说说) calls (contract/src/contentAdmin.ts); each resolves or rejects with the reason. */

export async function getTalkList(body: AdminTalkListBody): Promise<PageResult<AdminTalkRow>> {
  return resultOf(await http.post<PageResult<AdminTalkRow>>('/api/talk/getTalkList', body));
}

/** Publishes (no id) or saves an edit; resolves to the server's sentence. */
export async function saveTalk(body: TalkWriteBody, id?: number): Promise<string> {
  const res = id === undefined ? await http.post<AdminTalkRow>('/api/talk/add', body) : await http.put<AdminTalkRow>('/api/talk/update', { ...body, id });
  resultOf(res);
  return res.message;
}

export async function setTalkPublic(id: number, status: 1 | 2): Promise<void> {
  resultOf(await http.put<AdminTalkRow>(`/api/talk/togglePublic/${id}/${status}`));
}

export async function setTalkTop(id: number, isTop: 1 | 2): Promise<void> {
  resultOf(await http.put<AdminTalkRow>(`/api/talk/toggleTop/${id}/${isTop}`));
}

/** For good, with its images, likes and comments. */
export async function deleteTalk(id: number): Promise<void> {
  resultOf(await http.delete<null>(`/api/talk/delete/${id}`));
}
