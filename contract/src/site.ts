/** Site-wide settings and statistics. */
export interface SiteConfig {
  blog_name: string;
  blog_avatar: string;
  avatar_bg: string;
  personal_say: string;
  blog_notice: string;
  qq_link: string;
  we_chat_link: string;
  github_link: string;
  git_ee_link: string;
  bilibili_link: string;
  /** Total page views of the site. */
  view_time: number;
  /** 1 when visitors who are not logged in may sign the guestbook with a nickname, 2 when not. */
  allow_guest_message: number;
  createdAt: string;
}

export interface PageHeader {
  id: number;
  /** A client route name such as `home`, `archives`, `article`. */
  route_name: string;
  bg_url: string;
}

export interface Statistic {
  articleCount: number;
  categoryCount: number;
  tagCount: number;
}

/** Route names that carry a page header background (one per client route). */
export const PAGE_HEADER_ROUTES = [
  'home', 'archives', 'category', 'tag', 'article', 'articleList', 'photoAlbum', 'photos', 'talk',
  'link', 'resources', 'siteList', 'userCenter', 'message', 'messagePublish', 'messageDetail', 'chat', 'notFound',
] as const;
