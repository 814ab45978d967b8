/** The admin console: its own page (web/admin.html), so links to it load it as a whole page. */
export const ADMIN_URL = '/admin';

export type NavEntry =
  | { kind: 'link'; to: string; text: string }
  /** A page outside the visitors' app (the console): a plain link, loaded as a whole page. */
  | { kind: 'page'; href: string; text: string }
  | { kind: 'group'; text: string; children: NavEntry[]; avatar?: string }
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

/** SPEC.md §2 header menu (登录, or the user's submenu when logged in); the mobile drawer adds 标签. */
export function buildNavEntries(options: { withTag: boolean; user?: MenuUser | null }): NavEntry[] {
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
  if (to === '/message/list') return pathname.startsWith('/message');
  if (to === '/home') return pathname === '/home' || pathname === '/article' || pathname === '/articleList';
  return pathname === to;
}
