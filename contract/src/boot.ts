import type { PageHeader, SiteConfig } from './site';

/**
 * Site data the server writes into index.html when it serves a page, so the banner (blog name,
 * background) renders on the client's first run instead of after two requests.
 */
export interface SiteBoot {
  config: SiteConfig;
  pageHeaders: PageHeader[];
}

/** Name of the `window` property holding the SiteBoot. */
export const SITE_BOOT_GLOBAL = '__BLOG_BOOT__';
