import type { CodeTheme, PreviewTheme } from './constants';
import type { VisitorMenuItem } from './siteMenuItems';

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
  /** When the site was set up: "YYYY-MM-DD HH:mm:ss" in `time_zone` (ISO on the console's API). */
  createdAt: string;
  /** The IANA zone every visitor-facing date is written in (SITE_TIME_ZONE). */
  time_zone: string;
  /** The footer's ICP 备案号 and 公安备案号 (siteChrome.ts links them); '' hides each. */
  icp_number: string;
  police_number: string;
  /** Plain text under the footer's first line; line breaks kept. */
  footer_text: string;
  /** YYYY-MM-DD in `time_zone`: the footer shows 本站已运行 N 天 from it; '' hides it. */
  site_start_date: string;
  /** The site's icon (an upload or an https address); '' keeps the built-in one. */
  favicon: string;
  /** <meta> and <script src async> tags for the page head (parseHeadCode); the server writes them into pages. */
  head_code: string;
  /** Hosts (space separated) head_code's scripts load from; the pages' CSP allows them. */
  head_script_hosts: string;
  /** The header menu the blogger arranged (console 菜单); null or absent: the built-in menu. */
  nav_menu?: VisitorMenuItem[] | null;
  /** Issue 29's switches, each 1 on / 0 off: IP 属地 shown on comments and guestbook entries. */
  ip_region_enabled: number;
  /** Guests may comment with a nickname (off: SPEC's login rule, 401). */
  guest_comment_enabled: number;
  /** A guest's comment waits for review (待审核) before others see it; 0 shows it at once. */
  guest_comment_review: number;
  /** Guest avatars from the e-mail's hash at Cravatar (a third-party request by visitors' browsers). */
  guest_avatar_enabled: number;
  /** The proof-of-work captcha on guest comments, guest guestbook entries and registration. */
  captcha_guest_comment: number;
  captcha_guest_message: number;
  captcha_register: number;
}

export interface PageHeader {
  id: number;
  /** A page's route name as the original client names it (`Home`, `Archives`, …; PAGE_HEADER_ROUTES). */
  route_name: string;
  bg_url: string;
}

export interface Statistic {
  articleCount: number;
  categoryCount: number;
  tagCount: number;
}

/**
 * Route names that carry a page header background: the original client's route names (its admin's
 * routerList.js, ORIGINAL-CLIENT-API.md §4), which it matches against `route.name`, then ours that
 * it never looks up (`Article`: the cover stands in for a missing one; `Chat`, `NotFound`).
 */
export const PAGE_HEADER_ROUTES = [
  'Home', 'Archives', 'Category', 'Tag', 'ArticleList', 'PhotoAlbum', 'Photos', 'Talk', 'LinkList',
  'Front', 'Back', 'SiteList', 'UserCenter', 'MessageList', 'PublishMessage', 'MessageDetail',
  'Article', 'Chat', 'NotFound',
] as const;
export type PageHeaderRoute = (typeof PAGE_HEADER_ROUTES)[number];
