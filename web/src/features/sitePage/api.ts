import type { SitePageView } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** A public page of one's own by its slug (rejects for a draft or an unknown slug). */
export async function getSitePage(slug: string): Promise<SitePageView> {
  const res = await http.get<SitePageView>(`/api/sitePage/bySlug/${encodeURIComponent(slug)}`);
  return resultOf(res);
}
