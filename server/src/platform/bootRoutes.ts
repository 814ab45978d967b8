import path from 'node:path';
import type { PageHeader } from '@blog/contract';
import type { PageHints } from './bootHtml';

/**
 * What the first render of a client route needs: its page module(s) (keys of Vite's build
 * manifest, paths relative to web/) and the page header route of its banner. Only the pages a
 * visitor commonly lands on are listed; any other path simply gets no preloads.
 */
export interface RoutePlan {
  modules: string[];
  banner?: string;
}

const PAGES = 'src/features/article/pages';

export const ROUTE_PLANS: Record<string, RoutePlan> = {
  '/home': { modules: [`${PAGES}/HomePage.tsx`], banner: 'home' },
  '/article': { modules: [`${PAGES}/ArticleDetailPage.tsx`], banner: 'article' },
  '/archives': { modules: [`${PAGES}/ArchivesPage.tsx`], banner: 'archives' },
  '/category': { modules: [`${PAGES}/CategoryPage.tsx`], banner: 'category' },
  '/tag': { modules: [`${PAGES}/TagPage.tsx`], banner: 'tag' },
  '/articleList': { modules: [`${PAGES}/ArticleListPage.tsx`], banner: 'articleList' },
};

export function routePlanFor(pathname: string): RoutePlan | undefined {
  // `/` only redirects to /home on the client.
  const normalized = pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
  return ROUTE_PLANS[normalized];
}

/** The part of a Vite build manifest entry used here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isDynamicEntry?: boolean;
  isEntry?: boolean;
  imports?: string[];
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

/** The route's chunks and stylesheets that index.html does not already load. */
export function pageHints(manifest: BuildManifest | null, plan: RoutePlan | undefined, pageHeaders: PageHeader[]): PageHints {
  const hints: PageHints = { scripts: [], styles: [] };
  if (!plan) return hints;
  const bgUrl = plan.banner ? pageHeaders.find((header) => header.route_name === plan.banner)?.bg_url : undefined;
  // Same URL as the banner's CSS background, so the browser reuses the preloaded response.
  if (bgUrl) hints.image = encodeURI(bgUrl);
  if (!manifest) return hints;

  const inIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, inIndex);
  const needed = new Set<string>();
  for (const module of plan.modules) {
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
