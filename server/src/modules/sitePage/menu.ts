import {
  defaultMenu,
  MENU_MESSAGES,
  MENU_ROUTES,
  parseStoredMenu,
  SITE_PAGE_STATUS,
  sitePagePath,
  type MenuItem,
  type MenuLeaf,
  type SiteMenuAdmin,
  type VisitorMenuItem,
  type VisitorMenuLeaf,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import { createConfigRepo } from '../config/repo';
import { DEFAULT_BLOG_NAME } from '../config/service';
import { createSitePageRepo } from './repo';

type PageSummary = { id: number; slug: string; status: number };

/** One item as visitors get it; null when it must not show (hidden, a draft or deleted page). */
function visitorLeaf(item: MenuLeaf, pages: Map<number, PageSummary>): VisitorMenuLeaf | null {
  if (item.hidden) return null;
  switch (item.kind) {
    case 'route':
      return { name: item.name, icon: item.icon, to: item.route, external: false };
    case 'page': {
      const page = pages.get(item.pageId);
      // A draft page never shows its address or its name to visitors.
      if (!page || page.status !== SITE_PAGE_STATUS.public) return null;
      return { name: item.name, icon: item.icon, to: sitePagePath(page.slug), external: false };
    }
    case 'link':
      return { name: item.name, icon: item.icon, to: item.url, external: true };
  }
}

/** The header menu: stored in the site settings (migration 027), '' meaning the defaults. */
export function createSiteMenu(db: Db) {
  const config = createConfigRepo(db);
  const pages = createSitePageRepo(db);

  async function stored(): Promise<MenuItem[] | null> {
    return parseStoredMenu((await config.find())?.nav_menu ?? '');
  }

  async function pageMap(): Promise<Map<number, PageSummary>> {
    return new Map((await pages.summaries()).map((page) => [page.id, page]));
  }

  async function save(json: string): Promise<void> {
    const row = await config.find();
    await config.update({ blog_name: row?.blog_name ?? DEFAULT_BLOG_NAME, nav_menu: json });
  }

  return {
    /** What the header shows; null for the defaults (the web client's own built-in menu). */
    async forVisitors(): Promise<VisitorMenuItem[] | null> {
      const items = await stored();
      if (!items) return null;
      const map = await pageMap();
      const shown: VisitorMenuItem[] = [];
      for (const item of items) {
        if (item.kind !== 'group') {
          const leaf = visitorLeaf(item, map);
          if (leaf) shown.push(leaf);
          continue;
        }
        if (item.hidden) continue;
        const children = item.children.map((child) => visitorLeaf(child, map)).filter((child): child is VisitorMenuLeaf => child !== null);
        // A group whose every item is hidden would open onto nothing.
        if (children.length > 0) shown.push({ name: item.name, icon: item.icon, children });
      }
      return shown;
    },

    async forAdmin(): Promise<SiteMenuAdmin> {
      const items = await stored();
      const summaries = await pages.summaries();
      return {
        items: items ?? defaultMenu(),
        isDefault: items === null,
        pages: summaries.map((page) => ({ id: page.id, title: page.title, slug: page.slug, public: page.status === SITE_PAGE_STATUS.public })),
      };
    },

    /** Saves a validated menu; refused (nothing changed) when it names a page that does not exist. */
    async save(items: MenuItem[]): Promise<void> {
      const map = await pageMap();
      const leaves = items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
      if (leaves.some((leaf) => leaf.kind === 'page' && !map.has(leaf.pageId))) throw refusal(MENU_MESSAGES.pageMissing);
      if (leaves.some((leaf) => leaf.kind === 'route' && !Object.hasOwn(MENU_ROUTES, leaf.route))) throw refusal(MENU_MESSAGES.routeInvalid);
      await save(JSON.stringify(items));
    },

    restoreDefaults: () => save(''),
  };
}

export type SiteMenu = ReturnType<typeof createSiteMenu>;
