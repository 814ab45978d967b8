/** Business constants shared by server and web (SPEC.md §9). */

/** `code` of the `/api` envelope. */
export const API_CODE = {
  success: 0,
  /** A refusal the user should read; the client shows it as a 温馨提示 warning. */
  warning: 100,
} as const;

/** `code` of the NetEase-compatible `/wapi` music answers. */
export const MUSIC_CODE_OK = 200;

export const REQUEST_TIMEOUT_MS = 10_000;

export const PAGE_SIZE = {
  /** Every "load more" list: a full page of 10 means more may exist. */
  default: 10,
  chatHistory: 10,
  notify: 10,
  musicSearch: 20,
  rankedList: 30,
  /** Largest page a client may ask for; bigger sizes are a 400. */
  max: 50,
} as const;

/** Header an anonymous visitor sends so the server can count one like per visitor. */
export const VISITOR_KEY_HEADER = 'x-visitor-key';

export const LIMITS = {
  /** Longest blog search text: longer text is cut to this many characters. */
  searchTextMax: 50,
  /** Blog search history entries kept in the browser. */
  searchHistoryMax: 10,
  /** Hot articles listed in the search dialog (numbered ① to ⑤). */
  hotArticles: 5,
  /** Recommendations under an article. */
  recommendations: 6,
  /**
   * Most reading time (milliseconds) one report may add: longer reports (a tab left open for
   * days) are cut to this, not refused.
   */
  readingDurationMaxMs: 4 * 3_600_000,
  /** Characters around a search match returned as the passage. */
  searchPassageRadius: 60,
  backToTopPx: 200,
  headerTransparentPx: 50,
  headerThrottleMs: 5,
  badgeMax: 9,
  lightThemeFromHour: 8,
  lightThemeToHour: 18,
} as const;

/** Browser storage keys (SPEC.md §9). */
export const STORAGE_KEYS = {
  userState: 'userState',
  theme: 'useDarkKEY',
  staticSettings: 'staticState',
  musicPlayer: 'blog-music-player',
  searchHistory: 'blogSearchHistory',
  visitorKey: 'blogVisitorKey',
} as const;

export const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;
export const CODE_THEMES = ['atom', 'a11y', 'github', 'gradient', 'kimbie', 'paraiso', 'qtcreator', 'stackoverflow'] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];
export type CodeTheme = (typeof CODE_THEMES)[number];

/**
 * article.status. 4 定时发布 (issue 28): waits for its publish time (created_at) and is invisible
 * to visitors exactly as a draft is, since every visitor query asks for status 1; the scheduler
 * (server/src/modules/article/scheduler.ts) turns it into 1 when due.
 */
export const ARTICLE_STATUS = { public: 1, private: 2, draft: 3, scheduled: 4 } as const;
export const ARTICLE_TYPE = { original: 1, reprint: 2, translation: 3 } as const;
/** `like.type` and notification targets. */
export const LIKE_TYPE = { article: 1, talk: 2, message: 3, comment: 4 } as const;
/**
 * `comment.type`: what a comment is about. 4, a page of one's own (issue 28), is ours: the
 * original client never asks for it, so it never sees one.
 */
export const COMMENT_TYPE = { article: 1, talk: 2, message: 3, page: 4 } as const;
/** `resource.list`: the page a recommended site appears on. */
export const RESOURCE_LIST = { front: 'front', back: 'back', site: 'site' } as const;
/**
 * SPEC.md §9 lists 1–4; 5 and 6 are ours, since none of the four fits: 5 a friend link review
 * result (opens /link/list), 6 a notice about the user's own account (a welcome, a message from
 * the blogger; opens the personal centre). 4 opens the console: admin alerts only.
 */
export const NOTIFY_TYPE = { article: 1, talk: 2, messageList: 3, adminPage: 4, link: 5, account: 6 } as const;
export const USER_ROLE = { admin: 1, user: 2 } as const;

/**
 * PostgreSQL cannot store U+0000 in text, SQLite stores it silently: the server refuses it
 * everywhere (HTTP requests and chat frames alike) with these words, so both engines agree.
 */
export const NUL_TEXT_MESSAGE = '内容不能包含空字符（U+0000）';
