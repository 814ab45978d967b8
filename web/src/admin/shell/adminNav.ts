/**
 * The console's areas: one entry per side-menu item, in menu order. `path` is relative to /admin;
 * the breadcrumb and the document title come from here too.
 */
export interface AdminArea {
  key: string;
  path: string;
  label: string;
}

export const ADMIN_BASE = '/admin';

export const ADMIN_AREAS: AdminArea[] = [
  { key: 'dashboard', path: '', label: '仪表盘' },
  { key: 'articles', path: 'articles', label: '文章' },
  { key: 'recycle', path: 'articles/recycle', label: '回收站' },
  { key: 'categories', path: 'categories', label: '分类' },
  { key: 'tags', path: 'tags', label: '标签' },
  { key: 'talk', path: 'talk', label: '说说' },
  { key: 'photos', path: 'albums', label: '相册' },
  { key: 'comments', path: 'comments', label: '评论' },
  { key: 'guestbook', path: 'guestbook', label: '留言' },
  { key: 'links', path: 'links', label: '友链' },
  { key: 'users', path: 'users', label: '用户' },
  { key: 'chat', path: 'chat', label: '聊天记录' },
  { key: 'music', path: 'music', label: '音乐' },
  { key: 'playlists', path: 'playlists', label: '歌单' },
  { key: 'resources', path: 'resources', label: '资源' },
  { key: 'banners', path: 'banners', label: '页面背景' },
  { key: 'words', path: 'words', label: '敏感词' },
  { key: 'sitePages', path: 'pages', label: '页面' },
  { key: 'siteMenu', path: 'menu', label: '菜单' },
  { key: 'redirects', path: 'redirects', label: '重定向' },
  { key: 'settings', path: 'settings', label: '网站设置' },
  { key: 'notify', path: 'settings/notify', label: '通知' },
  { key: 'outbox', path: 'outbox', label: '发件箱' },
  { key: 'storage', path: 'storage', label: '存储空间' },
  { key: 'data', path: 'data', label: '导入导出与备份' },
];

export const adminPath = (path: string) => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);

/** The area a console path belongs to: the longest area path that prefixes it. */
export function areaOf(pathname: string): AdminArea {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  let best = ADMIN_AREAS[0]!;
  for (const area of ADMIN_AREAS) {
    if (area.path && (rest === area.path || rest.startsWith(`${area.path}/`)) && area.path.length > best.path.length) best = area;
  }
  return best;
}
