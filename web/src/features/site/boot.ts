import { SITE_BOOT_GLOBAL, type SiteBoot } from '@blog/contract';

function isSiteBoot(value: unknown): value is SiteBoot {
  if (typeof value !== 'object' || value === null) return false;
  const { config, pageHeaders } = value as Partial<Record<keyof SiteBoot, unknown>>;
  return typeof config === 'object' && config !== null && typeof (config as { blog_name?: unknown }).blog_name === 'string' && Array.isArray(pageHeaders);
}

/**
 * The site data the server wrote into index.html (server/src/platform/boot.ts), or null when the
 * page came from elsewhere (the Vite dev server, a test) and the store must fetch it.
 */
export function readSiteBoot(): SiteBoot | null {
  if (typeof window === 'undefined') return null;
  const value: unknown = (window as unknown as Record<string, unknown>)[SITE_BOOT_GLOBAL];
  return isSiteBoot(value) ? value : null;
}
