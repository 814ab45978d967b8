import path from 'node:path';
import { normalizeRoutePath, POST_PREFIX, SITE_PAGE_PREFIX, type PageHeader } from '@blog/contract';
import type { PageHints } from './bootHtml';

/** The same path rule as the page titles (contract/src/pages.ts); imported from here by bootShell.ts. */
export { normalizeRoutePath };

/**
 * What the first render of a client route needs: its page module(s) (keys of Vite's build
 * manifest, paths relative to web/) and the page header route of its banner. Only the pages a
 * visitor commonly lands on are listed; any other path simply gets no preloads.
 */
export interface RoutePlan {
  modules: string[];
  banner?: string;
  /**
   * How the page's PageBanner is laid out (its `fullScreen` / `anchorTop` props), so the
   * server-rendered first screen (bootShell.ts) has the same box as the banner React draws later.
   */
  bannerLayout?: BannerLayout;
  /** The banner title is the blog name (the home page); other pages' shells show no text. */
  titleIsBlogName?: boolean;
}

export type BannerLayout = 'full' | 'top' | 'centre';

const PAGES = 'src/features/article/pages';

export const ROUTE_PLANS: Record<string, RoutePlan> = {
  '/home': { modules: [`${PAGES}/HomePage.tsx`], banner: 'Home', bannerLayout: 'full', titleIsBlogName: true },
  // The reader (Markdown renderer and highlighter) is a lazy chunk every article needs.
  '/article': { modules: [`${PAGES}/ArticleDetailPage.tsx`, 'src/features/article/components/ArticleReader.tsx'], banner: 'Article', bannerLayout: 'top' },
  '/archives': { modules: [`${PAGES}/ArchivesPage.tsx`], banner: 'Archives', bannerLayout: 'centre' },
  '/category': { modules: [`${PAGES}/CategoryPage.tsx`], banner: 'Category', bannerLayout: 'centre' },
  '/tag': { modules: [`${PAGES}/TagPage.tsx`], banner: 'Tag', bannerLayout: 'centre' },
  '/articleList': { modules: [`${PAGES}/ArticleListPage.tsx`], banner: 'ArticleList', bannerLayout: 'centre' },
  // A page of one's own (/page/<slug>): the article reader's body in its own chunk.
  [SITE_PAGE_PREFIX]: { modules: ['src/features/sitePage/SitePageView.tsx', 'src/features/article/components/ArticleReader.tsx'], banner: 'Article', bannerLayout: 'top' },
};


export function routePlanFor(pathname: string): RoutePlan | undefined {
  const route = normalizeRoutePath(pathname);
  // /post/<slug> is the article page under its readable address.
  if (route.startsWith(SITE_PAGE_PREFIX)) return ROUTE_PLANS[SITE_PAGE_PREFIX];
  return ROUTE_PLANS[route] ?? (route.startsWith(POST_PREFIX) ? ROUTE_PLANS['/article'] : undefined);
}

/** The part of a Vite build manifest entry used here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isDynamicEntry?: boolean;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Files a chunk loads statically (itself, its imports, their CSS), as manifest keys and files. */
function collect(manifest: BuildManifest, key: string, keys: Set<string>): void {
  if (keys.has(key) || !manifest[key]) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, keys);
}

/**
 * The manifest key of a page module. A dynamic entry that another chunk also imports from is
 * listed under its chunk name (`_ArticleDetailPage-hash.js`) instead of its source path.
 */
function manifestKey(manifest: BuildManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.[^.]+$/, '');
  const found = Object.entries(manifest).find(([, chunk]) => chunk.src === module || (!chunk.src && chunk.isDynamicEntry && chunk.name === name));
  return found?.[0];
}


/** The route's chunks and stylesheets, and the app root's, that index.html does not already load. */
export function pageHints(manifest: BuildManifest | null, plan: RoutePlan | undefined, pageHeaders: PageHeader[]): PageHints {
  const hints: PageHints = { scripts: [], styles: [] };
  const bgUrl = plan?.banner ? pageHeaders.find((header) => header.route_name === plan.banner)?.bg_url : undefined;
  // Same URL as the banner's CSS background, so the browser reuses the preloaded response.
  if (bgUrl) hints.image = encodeURI(bgUrl);
  if (!manifest) return hints;

  const inIndex = new Set<string>();
  const needed = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    collect(manifest, key, inIndex);
    // The app root (providers, router, layout), which the entry imports on every page right after
    // the first screen has painted (web/src/app/App.tsx). Found this way because Vite may name its
    // chunk after any module merged into it.
    for (const imported of chunk.dynamicImports ?? []) collect(manifest, imported, needed);
  }
  for (const module of plan?.modules ?? []) {
    const key = manifestKey(manifest, module);
    if (key) collect(manifest, key, needed);
  }
  for (const key of needed) {
    if (inIndex.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    hints.scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!hints.styles.includes(`/${css}`)) hints.styles.push(`/${css}`);
  }
  return hints;
}
