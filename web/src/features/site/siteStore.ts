import { create } from 'zustand';
import { API_CODE, type PageHeader, type PageHeaderRoute, type SiteConfig } from '@blog/contract';
import { unshownMessage } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { setSiteTimeZone } from '@/lib/siteTime';
import { sessionStore } from '@/lib/storage';
import { useSettingsStore } from '@/features/theme/settingsStore';
import { siteApi } from './api';
import { readSiteBoot } from './boot';

/** Session flag: the site view is counted once per browser session. */
const VIEW_COUNTED_KEY = 'blogViewCounted';

interface SiteState {
  config: SiteConfig | null;
  pageHeaders: PageHeader[];
  loaded: boolean;
  load(): Promise<void>;
  headerFor(routeName: PageHeaderRoute): string | undefined;
}

function reportPageHeaderFailure(error: unknown): void {
  // The http client already showed a toast for failing statuses; do not show a second one.
  const description = unshownMessage(error, '页面背景加载失败');
  if (description) feedback.notification.error({ title: '错误提示', description });
}

async function loadConfig(): Promise<SiteConfig | null> {
  try {
    const res = await siteApi.getConfig();
    if (res.code !== API_CODE.success) return null;
    // Before the config reaches any component: relative times read the zone.
    setSiteTimeZone(res.result.time_zone);
    return res.result;
  } catch {
    return null;
  }
}

async function loadPageHeaders(): Promise<PageHeader[] | null> {
  try {
    const res = await siteApi.getPageHeaders();
    if (res.code !== API_CODE.success) {
      reportPageHeaderFailure(new Error(res.message));
      return null;
    }
    return Array.isArray(res.result) ? res.result : [];
  } catch (error) {
    reportPageHeaderFailure(error);
    return null;
  }
}

function countViewOncePerSession(): void {
  if (sessionStore.get<boolean>(VIEW_COUNTED_KEY)) return;
  sessionStore.set(VIEW_COUNTED_KEY, true);
  siteApi.addView().catch(() => {
    // A lost view count is not worth bothering the visitor; try again next session.
    sessionStore.remove(VIEW_COUNTED_KEY);
  });
}

let loading: Promise<void> | null = null;

/** Written into index.html by the server: the banner renders complete on the first run. */
const boot = readSiteBoot();
if (boot) {
  setSiteTimeZone(boot.config.time_zone);
  useSettingsStore.getState().setPageHeaderList(boot.pageHeaders);
}

export const useSiteStore = create<SiteState>()((set, get) => ({
  config: boot?.config ?? null,
  // Else the last known backgrounds let the banner paint at once instead of after the request.
  pageHeaders: boot?.pageHeaders ?? useSettingsStore.getState().pageHeaderList,
  loaded: boot !== null,
  load() {
    loading ??= (async () => {
      countViewOncePerSession();
      // The page was served with fresh site data (index.html is not cached): nothing to fetch.
      if (boot) return;
      const [config, pageHeaders] = await Promise.all([loadConfig(), loadPageHeaders()]);
      if (pageHeaders) useSettingsStore.getState().setPageHeaderList(pageHeaders);
      set((state) => ({ config, pageHeaders: pageHeaders ?? state.pageHeaders, loaded: true }));
    })();
    return loading;
  },
  headerFor(routeName) {
    return get().pageHeaders.find((header) => header.route_name === routeName)?.bg_url || undefined;
  },
}));

/** For tests: allow `load()` to run again. */
export function resetSiteStoreLoad(): void {
  loading = null;
}

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
