import { useSiteStore } from './siteStore';

/**
 * The site's public address: 网站设置's 网站地址 when the blogger set one — the address canonical
 * links, the feeds and the sitemap are built on (server/src/platform/pages/siteOrigin.ts) — else
 * the one this page was opened at. Never the address bar alone: behind a proxy or on a LAN host
 * that is not what other sites should link to.
 */
export function siteAddress(siteUrl: string | undefined): string {
  const configured = (siteUrl ?? '').trim().replace(/\/+$/, '');
  return configured || window.location.origin;
}

export function useSiteAddress(): string {
  return siteAddress(useSiteStore((s) => s.config?.site_url));
}
