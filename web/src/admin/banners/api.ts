import type { PageHeader, PageHeaderRoute } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/* Each call answers every page's banner as visitors now get them. */

export async function getPageHeaders(): Promise<PageHeader[]> {
  return resultOf(await http.get<PageHeader[]>('/api/pageHeader/getAll'));
}

export async function setPageHeader(route_name: PageHeaderRoute, bg_url: string): Promise<PageHeader[]> {
  return resultOf(await http.put<PageHeader[]>('/api/pageHeader/update', { route_name, bg_url }));
}

export async function removePageHeader(route_name: PageHeaderRoute): Promise<PageHeader[]> {
  return resultOf(await http.delete<PageHeader[]>(`/api/pageHeader/delete/${encodeURIComponent(route_name)}`));
}
