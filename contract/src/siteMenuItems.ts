/*
 * The header menu the blogger arranges in the console's 菜单 (issue 28): built-in routes, pages of
 * one's own, external links, one level of sub-items. Zod-free: the visitors' header imports it.
 */

/** Names of the icons an item may carry (the header's @ant-design/icons set, web/src/app/layout/menuIcons.tsx). */
export const MENU_ICONS = ['home', 'clock', 'appstore', 'tags', 'picture', 'comment', 'link', 'message', 'file', 'star', 'user', 'book', 'global', 'heart', 'info'] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** Built-in routes an item may point at, and their default names (SPEC.md §2, the header's labels). */
export const MENU_ROUTES = {
  '/home': '首页',
  '/archives': '时间轴',
  '/category': '分类',
  '/tag': '标签',
  '/photoAlbum': '相册',
  '/talk': '说说',
  '/link/list': '友链',
  '/message/list': '留言',
  '/resources/front': '前端推荐',
  '/resources/back': '后端推荐',
  '/siteList': '网站导航',
} as const;
export type MenuRoute = keyof typeof MENU_ROUTES;

interface MenuItemBase {
  name: string;
  /** '' for none. */
  icon: MenuIcon | '';
  /** Kept in the console, left out of the header. */
  hidden: boolean;
}

export type MenuLeaf =
  | (MenuItemBase & { kind: 'route'; route: MenuRoute })
  | (MenuItemBase & { kind: 'page'; pageId: number })
  | (MenuItemBase & { kind: 'link'; url: string });
export type MenuGroup = MenuItemBase & { kind: 'group'; children: MenuLeaf[] };
export type MenuItem = MenuLeaf | MenuGroup;

export const MENU_LIMITS = { items: 20, children: 15, nameMax: 20, urlMax: 2000 } as const;

const route = (path: MenuRoute): MenuLeaf => ({ kind: 'route', route: path, name: MENU_ROUTES[path], icon: '', hidden: false });

/** The header as SPEC.md §2 has it; 恢复默认 stores nothing, so later defaults reach the site too. */
export function defaultMenu(): MenuItem[] {
  return [
    route('/home'),
    route('/archives'),
    { kind: 'group', name: '更多', icon: '', hidden: false, children: [route('/resources/front'), route('/resources/back')] },
    route('/category'),
    route('/photoAlbum'),
    route('/talk'),
    route('/link/list'),
    route('/message/list'),
  ];
}

/** A header item as visitors get it with the site config: hidden ones, drafts and missing pages left out. */
export type VisitorMenuLeaf = { name: string; icon: MenuIcon | ''; to: string; external: boolean };
export type VisitorMenuItem = VisitorMenuLeaf | { name: string; icon: MenuIcon | ''; children: VisitorMenuLeaf[] };

/** The console's menu: the items and whether they are the defaults. */
export interface SiteMenuAdmin {
  items: MenuItem[];
  isDefault: boolean;
  /** Pages the menu may point at (id, title, whether public), for the console's picker. */
  pages: { id: number; title: string; slug: string; public: boolean }[];
}
