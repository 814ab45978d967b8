import type { CodeTheme, PreviewTheme } from './constants';

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
  /** Image URLs of the QQ group and WeChat group QR codes; '' hides them. */
  qq_group: string;
  we_chat_group: string;
  /** The readers' article themes until a reader picks their own; '' means the built-in default. */
  default_preview_theme: PreviewTheme | '';
  default_code_theme: CodeTheme | '';
  /** Meta description and keywords of pages without their own (DESIGN.md §9). */
  site_description: string;
  site_keywords: string;
  /** The site's public address (https://example.com, no trailing slash); '' when not set. */
  site_url: string;
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
export type PageHeaderRoute = (typeof PAGE_HEADER_ROUTES)[number];
