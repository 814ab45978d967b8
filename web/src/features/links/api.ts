import type { LinkApplication, LinkItem, OwnLink, PageResult } from '@blog/contract';
import { http } from '@/lib/http';

export function getLinksList(current: number, size: number) {
  return http.post<PageResult<LinkItem>>('/api/links/getLinksList', { current, size });
}

export function getOwnLink() {
  return http.get<OwnLink | null>('/api/links/getOwnLink');
}

export function applyForLink(body: LinkApplication) {
  return http.post<OwnLink>('/api/links/add', body);
}

/** The caller's own application; the server finds it by the session, `id` only double-checks. */
export function updateOwnLink(body: LinkApplication & { id?: number }) {
  return http.post<OwnLink>('/api/links/frontUpdate', body);
}
