import { z } from 'zod';
import { CODE_THEMES, PREVIEW_THEMES } from './constants';
import { GUEST_MESSAGE, MESSAGE_BG_URL_PATTERN } from './message';
import { PAGE_HEADER_ROUTES, type PageHeaderRoute } from './site';
import { parseHeadCode, parseScriptHosts, SITE_CHROME_LIMITS } from './siteChrome';

/*
 * The admin console's dashboard, page banners and site settings (DESIGN.md §8). Admin-only: visitor
 * code must not import this file (it pulls zod in).
 */

/* ------------------------------------------------------------------ dashboard */

export interface DashboardCounts {
  /** Articles of any status that are not in the recycle bin. */
  articles: number;
  talk: number;
  comments: number;
  /** Guestbook entries. */
  messages: number;
  users: number;
  /** site_config.view_time: every page load ever counted. */
  totalViews: number;
  /** Page loads counted today (the site's time zone). */
  todayViews: number;
}

export interface DailyViews {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  views: number;
}

export interface WritingDay {
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  /** Articles created that day (live ones: the recycle bin does not count). */
  count: number;
}

export interface DashboardTag {
  id: number;
  tag_name: string;
  /** Live articles (any status) carrying the tag. */
  count: number;
}

export interface DashboardComment {
  id: number;
  /** The start of the comment (DASHBOARD_COMMENT_PREVIEW characters at most). */
  content: string;
  nick_name: string;
  /** COMMENT_TYPE: 1 article, 2 talk, 3 guestbook entry. */
  type: number;
  for_id: number;
  /** The commented article's title, or the start of the talk / guestbook text; null when it is gone. */
  target: string | null;
  createdAt: string;
}

export interface DashboardPendingLink {
  id: number;
  site_name: string;
  url: string;
  createdAt: string;
}

/** GET /api/dashboard/overview */
export interface DashboardOverview {
  counts: DashboardCounts;
  /** The last DASHBOARD_VIEW_DAYS days, oldest first, today last; days without views are 0. */
  viewsPerDay: DailyViews[];
  /** Days of the last DASHBOARD_CALENDAR_DAYS with at least one article, oldest first. */
  calendar: WritingDay[];
  tagCloud: DashboardTag[];
  latestComments: DashboardComment[];
  pendingLinks: DashboardPendingLink[];
}

export const DASHBOARD_VIEW_DAYS = 30;
export const DASHBOARD_CALENDAR_DAYS = 365;
export const DASHBOARD_LIST_SIZE = 5;
export const DASHBOARD_COMMENT_PREVIEW = 80;

/* ------------------------------------------------------------------ shared rules */

export const SITE_MESSAGES = {
  imageInvalid: '图片必须是本站上传的图片，或 http:// / https:// 开头的图片地址',
  urlInvalid: '必须是 http:// 或 https:// 开头的有效网址',
  siteUrlInvalid: '网站地址只填协议和域名（可带端口），例如 https://example.com，不要带路径',
  routeInvalid: '没有这个页面',
  saved: '保存成功',
  removed: '已恢复默认背景',
} as const;

const IMAGE_URL_MAX = 512;

export const SITE_SETTINGS_LIMITS = {
  blogNameMax: 55,
  personalSayMax: 255,
  noticeMax: 1000,
  linkMax: 255,
  descriptionMax: 200,
  keywordsMax: 200,
} as const;

/** A public http(s) address: no other scheme (javascript:, data: …), no credentials, no spaces or quotes. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s<>"'`\\]/.test(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** An image our server stored (an upload or a demo picture), or an http(s) image address. */
/** An icon uploaded through POST /api/upload/favicon, kept as the .ico it was (its pictures intact). */
export const FAVICON_ICO_URL_PATTERN = /^\/uploads\/img\/[0-9a-f]{64}\.ico$/;

export function isSiteImageUrl(value: string): boolean {
  return MESSAGE_BG_URL_PATTERN.test(value) || isHttpUrl(value);
}

/**
 * `https://Example.com/` → `https://example.com`; null when the value is not just an http(s)
 * origin (a path, query or fragment would make every canonical link and feed address wrong).
 */
export function normalizeSiteUrl(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!isHttpUrl(trimmed)) return null;
  const parsed = new URL(trimmed);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return null;
  return parsed.origin;
}

/** Code points, so an emoji counts as one character on the server and in the form alike. */
const charCount = (value: string) => [...value].length;

/** A trimmed string of at most `max` characters. */
const text = (max: number, tooLong: string, notText = '设置内容必须是文字') =>
  z
    .string({ error: notText })
    .transform((value) => value.trim())
    .refine((value) => charCount(value) <= max, { error: tooLong });

/**
 * Every image address the console stores (site avatars, page banners, article covers, resource
 * icons): empty, one of our own stored images, or a public http(s) address without credentials,
 * spaces or quotes; `message` names the field.
 */
export const imageUrl = (message: string = SITE_MESSAGES.imageInvalid) =>
  z
    .string({ error: message })
    .transform((value) => value.trim())
    .refine((value) => value === '' || (value.length <= IMAGE_URL_MAX && isSiteImageUrl(value)), { error: message });

const webLink = (label: string) =>
  z
    .string({ error: `${label}${SITE_MESSAGES.urlInvalid}` })
    .transform((value) => value.trim())
    .refine((value) => value === '' || (value.length <= SITE_SETTINGS_LIMITS.linkMax && isHttpUrl(value)), {
      error: `${label}${SITE_MESSAGES.urlInvalid}`,
    });

/* ------------------------------------------------------------------ page banners */

/** The console's name of each page that has a banner. */
export const PAGE_HEADER_ROUTE_LABEL: Record<PageHeaderRoute, string> = {
  Home: '首页',
  Archives: '时间轴',
  Category: '分类',
  Tag: '标签',
  ArticleList: '文章列表',
  PhotoAlbum: '相册',
  Photos: '照片',
  Talk: '说说',
  LinkList: '友链',
  Front: '前端推荐',
  Back: '后端推荐',
  SiteList: '网站导航',
  UserCenter: '个人中心',
  MessageList: '留言板',
  PublishMessage: '发布留言',
  MessageDetail: '留言详情',
  Article: '文章详情',
  Chat: '聊天室',
  NotFound: '404 页面',
};

/**
 * Where a visitor sees each banner (for the console's 预览 link); null when the page needs an id
 * (an article, an album's photos, a guestbook entry) or has no address of its own.
 */
export const PAGE_HEADER_ROUTE_PATH: Record<PageHeaderRoute, string | null> = {
  Home: '/home',
  Archives: '/archives',
  Category: '/category',
  Tag: '/tag',
  ArticleList: null,
  PhotoAlbum: '/photoAlbum',
  Photos: null,
  Talk: '/talk',
  LinkList: '/link/list',
  Front: '/resources/front',
  Back: '/resources/back',
  SiteList: '/siteList',
  UserCenter: '/userCenter',
  MessageList: '/message/list',
  PublishMessage: '/message/publish',
  MessageDetail: null,
  Article: null,
  Chat: '/message/chat',
  NotFound: null,
};

const routeName = z.enum(PAGE_HEADER_ROUTES, { error: SITE_MESSAGES.routeInvalid });

/** PUT /api/pageHeader/update: sets (or with '' removes) one page's banner image. */
export const pageHeaderUpdateBody = z.object({
  route_name: routeName,
  bg_url: imageUrl(),
});

/** DELETE /api/pageHeader/delete/:route_name */
export const pageHeaderRouteParams = z.object({ route_name: routeName });

export type PageHeaderUpdateBody = z.infer<typeof pageHeaderUpdateBody>;

/* ------------------------------------------------------------------ site settings */

export const SITE_SETTINGS_MESSAGES = {
  blogNameMissing: '请输入博客名称',
  blogNameTooLong: `博客名称不能超过 ${SITE_SETTINGS_LIMITS.blogNameMax} 个字`,
  personalSayTooLong: `个性签名不能超过 ${SITE_SETTINGS_LIMITS.personalSayMax} 个字`,
  noticeTooLong: `公告不能超过 ${SITE_SETTINGS_LIMITS.noticeMax} 个字`,
  contactTooLong: `不能超过 ${SITE_SETTINGS_LIMITS.linkMax} 个字符`,
  descriptionTooLong: `网站描述不能超过 ${SITE_SETTINGS_LIMITS.descriptionMax} 个字`,
  keywordsTooLong: `关键词不能超过 ${SITE_SETTINGS_LIMITS.keywordsMax} 个字`,
  guestMessageInvalid: '访客留言只能是 1（允许）或 2（不允许）',
  previewThemeInvalid: `预览主题只能是 ${PREVIEW_THEMES.join('、')} 之一，或留空使用默认`,
  codeThemeInvalid: `代码主题只能是 ${CODE_THEMES.join('、')} 之一，或留空使用默认`,
  icpTooLong: `ICP 备案号不能超过 ${SITE_CHROME_LIMITS.icpMax} 个字`,
  policeTooLong: `公安备案号不能超过 ${SITE_CHROME_LIMITS.policeMax} 个字`,
  policeNoDigits: '公安备案号里应有备案编号的数字，例如 京公网安备 11010502030143号',
  footerTextTooLong: `页脚文字不能超过 ${SITE_CHROME_LIMITS.footerTextMax} 个字`,
  startDateInvalid: '建站日期的格式是 YYYY-MM-DD，例如 2024-01-31，且不能晚于今天',
  faviconInvalid: `网站图标${SITE_MESSAGES.imageInvalid}`,
  headCodeTooLong: `头部代码不能超过 ${SITE_CHROME_LIMITS.headCodeMax} 个字符`,
  hostsTooLong: `脚本域名不能超过 ${SITE_CHROME_LIMITS.hostsMax} 个字符`,
} as const;

/** A switch in 网站设置: 1 on, 0 off. */
const onOff = (label: string) => z.union([z.literal(0), z.literal(1)], { error: `${label}只能是 1（开）或 0（关）` });

/** A real calendar day YYYY-MM-DD no later than tomorrow in UTC (so no zone's today is refused). */
function isStartDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value && time <= Date.now() + 86_400_000;
}

/**
 * PUT /api/config/update. Every field but blog_name may be left out, which keeps its saved value;
 * a field that is sent replaces it ('' clears it). Strings are trimmed.
 */
export const siteSettingsBody = z.object({
  blog_name: text(SITE_SETTINGS_LIMITS.blogNameMax, SITE_SETTINGS_MESSAGES.blogNameTooLong, SITE_SETTINGS_MESSAGES.blogNameMissing).refine((value) => value !== '', {
    error: SITE_SETTINGS_MESSAGES.blogNameMissing,
  }),
  blog_avatar: imageUrl().optional(),
  avatar_bg: imageUrl().optional(),
  personal_say: text(SITE_SETTINGS_LIMITS.personalSayMax, SITE_SETTINGS_MESSAGES.personalSayTooLong).optional(),
  blog_notice: text(SITE_SETTINGS_LIMITS.noticeMax, SITE_SETTINGS_MESSAGES.noticeTooLong).optional(),
  github_link: webLink('GitHub 地址').optional(),
  git_ee_link: webLink('Gitee 地址').optional(),
  bilibili_link: webLink('哔哩哔哩地址').optional(),
  // A QQ number or WeChat id is shown as text, an address becomes a link (AuthorCard).
  qq_link: text(SITE_SETTINGS_LIMITS.linkMax, `QQ ${SITE_SETTINGS_MESSAGES.contactTooLong}`).optional(),
  we_chat_link: text(SITE_SETTINGS_LIMITS.linkMax, `微信 ${SITE_SETTINGS_MESSAGES.contactTooLong}`).optional(),
  qq_group: imageUrl().optional(),
  we_chat_group: imageUrl().optional(),
  site_description: text(SITE_SETTINGS_LIMITS.descriptionMax, SITE_SETTINGS_MESSAGES.descriptionTooLong).optional(),
  site_keywords: text(SITE_SETTINGS_LIMITS.keywordsMax, SITE_SETTINGS_MESSAGES.keywordsTooLong).optional(),
  site_url: z
    .string({ error: SITE_MESSAGES.siteUrlInvalid })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const origin = normalizeSiteUrl(value);
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: SITE_MESSAGES.siteUrlInvalid });
        return z.NEVER;
      }
      return origin;
    })
    .optional(),
  allow_guest_message: z
    .union([z.literal(GUEST_MESSAGE.allowed), z.literal(GUEST_MESSAGE.refused)], { error: SITE_SETTINGS_MESSAGES.guestMessageInvalid })
    .optional(),
  default_preview_theme: z.enum(['', ...PREVIEW_THEMES], { error: SITE_SETTINGS_MESSAGES.previewThemeInvalid }).optional(),
  default_code_theme: z.enum(['', ...CODE_THEMES], { error: SITE_SETTINGS_MESSAGES.codeThemeInvalid }).optional(),
  icp_number: text(SITE_CHROME_LIMITS.icpMax, SITE_SETTINGS_MESSAGES.icpTooLong).optional(),
  police_number: text(SITE_CHROME_LIMITS.policeMax, SITE_SETTINGS_MESSAGES.policeTooLong)
    .refine((value) => value === '' || /\d{6,}/.test(value), { error: SITE_SETTINGS_MESSAGES.policeNoDigits })
    .optional(),
  // Line breaks are kept (the footer shows them); the text is always written as text, never HTML.
  footer_text: text(SITE_CHROME_LIMITS.footerTextMax, SITE_SETTINGS_MESSAGES.footerTextTooLong).optional(),
  site_start_date: z
    .string({ error: SITE_SETTINGS_MESSAGES.startDateInvalid })
    .transform((value) => value.trim())
    .refine((value) => value === '' || isStartDate(value), { error: SITE_SETTINGS_MESSAGES.startDateInvalid })
    .optional(),
  favicon: z
    .string({ error: SITE_SETTINGS_MESSAGES.faviconInvalid })
    .transform((value) => value.trim())
    .refine((value) => value === '' || (value.length <= IMAGE_URL_MAX && (isSiteImageUrl(value) || FAVICON_ICO_URL_PATTERN.test(value))), { error: SITE_SETTINGS_MESSAGES.faviconInvalid })
    .optional(),
  head_script_hosts: z
    .string({ error: SITE_SETTINGS_MESSAGES.hostsTooLong })
    .refine((value) => value.length <= SITE_CHROME_LIMITS.hostsMax, { error: SITE_SETTINGS_MESSAGES.hostsTooLong })
    .transform((value, ctx) => {
      const parsed = parseScriptHosts(value);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.hosts.join(' ');
    })
    .optional(),
  // Checked against the script hosts by checkHeadCode (they may be saved in another request).
  head_code: text(SITE_CHROME_LIMITS.headCodeMax, SITE_SETTINGS_MESSAGES.headCodeTooLong).optional(),
  ip_region_enabled: onOff('IP 属地').optional(),
  guest_comment_enabled: onOff('游客评论').optional(),
  guest_comment_review: onOff('游客评论审核').optional(),
  guest_avatar_enabled: onOff('游客头像').optional(),
  captcha_guest_comment: onOff('游客评论的人机验证').optional(),
  captcha_guest_message: onOff('游客留言的人机验证').optional(),
  captcha_register: onOff('注册的人机验证').optional(),
});

/** The head code's problem with these script hosts (space separated, as saved), or null when it is accepted. */
export function headCodeProblem(code: string, hosts: string): string | null {
  const parsed = parseHeadCode(code, hosts.split(' ').filter(Boolean));
  return 'problem' in parsed ? parsed.problem : null;
}

export type SiteSettingsBody = z.input<typeof siteSettingsBody>;
export type SiteSettings = z.output<typeof siteSettingsBody>;
/** Every setting the form edits, by name. */
export type SiteSettingsField = keyof SiteSettings;
export const SITE_SETTINGS_FIELDS = Object.keys(siteSettingsBody.shape) as SiteSettingsField[];

/**
 * Where the site's absolute links (sitemap, feeds, canonical, og:url, robots.txt) come from: the
 * public URL of the settings; until it is set, the address the admin used in the console, or
 * before any admin has, the address the server listens on. Never a visitor's Host header.
 */
export type LinkOriginSource = 'site_url' | 'admin' | 'listen';

export interface LinkOriginInfo {
  origin: string;
  source: LinkOriginSource;
}
