import type { PageResult, RedirectListBody, RedirectRule, RedirectRuleBody, RedirectTestResult } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The 重定向 screen's calls (contract/src/redirects.ts, server/src/modules/redirect). */

export async function listRedirects(body: RedirectListBody): Promise<PageResult<RedirectRule>> {
  return resultOf(await http.post<PageResult<RedirectRule>>('/api/redirect/admin/list', body));
}

/** Resolves to the server's sentence (规则已保存). */
export async function addRedirect(body: RedirectRuleBody): Promise<string> {
  const res = await http.post<{ id: number }>('/api/redirect/admin/add', body);
  resultOf(res);
  return res.message;
}

export async function updateRedirect(id: number, body: RedirectRuleBody): Promise<string> {
  const res = await http.put<null>('/api/redirect/admin/update', { id, ...body });
  resultOf(res);
  return res.message;
}

export async function deleteRedirect(id: number): Promise<string> {
  const res = await http.delete<null>(`/api/redirect/admin/delete/${id}`);
  resultOf(res);
  return res.message;
}

export async function testRedirect(path: string): Promise<RedirectTestResult> {
  return resultOf(await http.get<RedirectTestResult>('/api/redirect/admin/test', { params: { path } }));
}
