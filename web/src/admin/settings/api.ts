import type { LinkOriginInfo, SiteConfig, SiteSettingsBody } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** Every setting: the visitors' GET /api/config returns them all (nothing there is secret). */
export async function getSiteSettings(): Promise<SiteConfig> {
  return resultOf(await http.get<SiteConfig>('/api/config'));
}

/** Answers the saved settings as visitors now get them. */
export async function saveSiteSettings(body: SiteSettingsBody): Promise<SiteConfig> {
  return resultOf(await http.put<SiteConfig>('/api/config/update', body));
}

/** Which address the site's absolute links use while no public URL is set (never a visitor's Host). */
export async function getLinkOrigin(): Promise<LinkOriginInfo> {
  return resultOf(await http.get<LinkOriginInfo>('/api/config/linkOrigin'));
}
