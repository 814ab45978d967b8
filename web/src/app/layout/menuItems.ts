import type { MenuIcon, VisitorMenuItem, VisitorMenuLeaf } from '@blog/contract';

/** The admin console: its own page (web/admin.html), so links to it load it as a whole page. */
export const ADMIN_URL = '/admin';

export type NavEntry =
  | { kind: 'link'; to: string; text: string; icon?: MenuIcon | '' }
  /** A page outside the visitors' app (the console): a plain link, loaded as a whole page. */
  | { kind: 'page'; href: string; text: string }
  /** Another site (the blogger's menu): opens in a new tab, without access to this one. */
  | { kind: 'external'; href: string; text: string; icon?: MenuIcon | '' }
  | { kind: 'group'; text: string; children: NavEntry[]; avatar?: string; icon?: MenuIcon | '' }
  | { kind: 'login'; text: string }
  | { kind: 'logout'; text: string };

/** The logged-in user as the menu shows them. */
export interface MenuUser {
  nickName: string;
  avatar: string;
}

function accountEntry(user: MenuUser | null | undefined): NavEntry {
  if (!user) return { kind: 'login', text: '登录' };
  return {
    kind: 'group',
    text: user.nickName || '我的',
    avatar: user.avatar,
    children: [
      { kind: 'link', to: '/userCenter', text: '个人中心' },
      { kind: 'logout', text: '退出登录' },
    ],
  };
}

/** http(s) only: the server refuses anything else, and this holds even for a tampered config. */
const isWebUrl = (url: string) => /^https?:\/\/[^/]/i.test(url);

function customLeaf(item: VisitorMenuLeaf): NavEntry | null {
  if (item.external) return isWebUrl(item.to) ? { kind: 'external', href: item.to, text: item.name, icon: item.icon } : null;
  return item.to.startsWith('/') && !item.to.startsWith('//') ? { kind: 'link', to: item.to, text: item.name, icon: item.icon } : null;
}

/** The blogger's menu (console 菜单) as entries; the account entry stays last, as in the default. */
function customEntries(items: readonly VisitorMenuItem[], user: MenuUser | null | undefined): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    if ('children' in item) {
      const children = item.children.map(customLeaf).filter((child): child is NavEntry => child !== null);
      if (children.length > 0) entries.push({ kind: 'group', text: item.name, icon: item.icon, children });
    } else {
      const entry = customLeaf(item);
      if (entry) entries.push(entry);
    }
  }
  entries.push(accountEntry(user));
  return entries;
}

/**
 * The header menu: the blogger's own when they arranged one in the console (the desktop bar and
 * the mobile drawer alike), otherwise SPEC.md §2's (登录, or the user's submenu when logged in;
 * the mobile drawer adds 标签).
 */
export function buildNavEntries(options: { withTag: boolean; user?: MenuUser | null; custom?: readonly VisitorMenuItem[] | null }): NavEntry[] {
  if (options.custom) return customEntries(options.custom, options.user);
  return [
    { kind: 'link', to: '/home', text: '首页' },
    { kind: 'link', to: '/archives', text: '时间轴' },
    {
      kind: 'group',
      text: '更多',
      children: [
        { kind: 'link', to: '/resources/front', text: '前端推荐' },
        { kind: 'link', to: '/resources/back', text: '后端推荐' },
        { kind: 'page', href: ADMIN_URL, text: '后台管理' },
      ],
    },
    { kind: 'link', to: '/category', text: '分类' },
    ...(options.withTag ? [{ kind: 'link', to: '/tag', text: '标签' } as const] : []),
    { kind: 'link', to: '/photoAlbum', text: '相册' },
    { kind: 'link', to: '/talk', text: '说说' },
    { kind: 'link', to: '/link/list', text: '友链' },
    { kind: 'link', to: '/message/list', text: '留言' },
    accountEntry(options.user),
  ];
}

/** Whether a menu link is the current section (articles belong to 首页, messages to 留言). */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to.startsWith('/page/')) return decodeURIComponent(pathname) === decodeURIComponent(to);
  if (to === '/message/list') return pathname.startsWith('/message');
  if (to === '/home') return pathname === '/home' || pathname === '/article' || pathname === '/articleList';
  return pathname === to;
}
