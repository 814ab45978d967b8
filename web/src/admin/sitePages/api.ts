import type { MenuItem, PageResult, SiteMenuAdmin, SitePageAdmin, SitePageBody, SitePageListBody } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The 页面 and 菜单 screens' calls (contract sitePages.ts / siteMenu.ts, server/src/modules/sitePage). */

export async function listSitePages(body: SitePageListBody): Promise<PageResult<SitePageAdmin>> {
  return resultOf(await http.post<PageResult<SitePageAdmin>>('/api/sitePage/admin/list', body));
}

export async function getSitePageAdmin(id: number): Promise<SitePageAdmin> {
  return resultOf(await http.get<SitePageAdmin>(`/api/sitePage/admin/get/${id}`));
}

/** Resolves to the server's sentence (页面已保存). */
export async function saveSitePage(id: number | null, body: SitePageBody): Promise<string> {
  const res = id === null ? await http.post<{ id: number; slug: string }>('/api/sitePage/admin/add', body) : await http.put<{ id: number; slug: string }>('/api/sitePage/admin/update', { id, ...body });
  resultOf(res);
  return res.message;
}

export async function deleteSitePage(id: number): Promise<string> {
  const res = await http.delete<null>(`/api/sitePage/admin/delete/${id}`);
  resultOf(res);
  return res.message;
}

export async function getSiteMenu(): Promise<SiteMenuAdmin> {
  return resultOf(await http.get<SiteMenuAdmin>('/api/sitePage/admin/menu'));
}

export async function saveSiteMenu(items: MenuItem[]): Promise<{ menu: SiteMenuAdmin; message: string }> {
  const res = await http.put<SiteMenuAdmin>('/api/sitePage/admin/menu', { items });
  return { menu: resultOf(res), message: res.message };
}

export async function restoreDefaultMenu(): Promise<{ menu: SiteMenuAdmin; message: string }> {
  const res = await http.delete<SiteMenuAdmin>('/api/sitePage/admin/menu');
  return { menu: resultOf(res), message: res.message };
}
