import type { Generated } from 'kysely';

/**
 * Table shapes for kysely. Timestamps are ISO-8601 UTC strings on both engines so that one
 * query path, one ordering and one serialisation serve SQLite and PostgreSQL alike.
 * Flags are integers (SQLite has no boolean).
 */
interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface UserTable extends Timestamps {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 1 admin, 2 user. */
  role: number;
  nick_name: string;
  avatar: string;
  /** 1 when the account may not log in. */
  disabled: Generated<number>;
  /** Bumped on a password change; tokens signed with an older version are refused. */
  token_version: Generated<number>;
  /** ISO-8601 UTC of the last successful login; null before the first one since migration 011. */
  last_login_at: string | null;
  /**
   * usernameKey(username), unique (migration 019): no two accounts whose names differ only in case.
   * Null for an account that collided with an older one before 019, which the admin must rename.
   */
  username_key: string | null;
  /** The verified e-mail address ('' when none, migration 033); only a verified one is stored. */
  email: Generated<string>;
  /** Comma-separated mail kinds the owner turned off in 通知设置 (USER_MAIL_KINDS). */
  mail_optout: Generated<string>;
}

/** A single-use link mailed to an account (migration 033): verify an address or reset a password. */
export interface AccountTokenTable {
  id: Generated<number>;
  /** 'verify' | 'reset' */
  purpose: string;
  user_id: number;
  /** The address the link went to (for 'verify', the one that becomes the account's). */
  email: string;
  /** SHA-256 (hex) of the token; the token itself is only in the mail. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  category_name: string;
}

export interface TagTable extends Timestamps {
  id: Generated<number>;
  tag_name: string;
}

export interface ArticleTable extends Timestamps {
  id: Generated<number>;
  title: string;
  description: string;
  /** 1 when the description was taken from the text (the blogger left it empty): every save takes it again. */
  description_auto: Generated<number>;
  /** Markdown source. */
  content: string;
  cover: string;
  category_id: number | null;
  author_id: number | null;
  /** 1 pinned, 2 not pinned. */
  is_top: Generated<number>;
  /** Order among pinned articles, smallest first; always 0 for an article that is not pinned. */
  top_order: Generated<number>;
  /** 1 public, 2 private, 3 draft, 4 scheduled (due at created_at; migration 025). */
  status: Generated<number>;
  /** 1 original, 2 reprint, 3 translation. */
  type: Generated<number>;
  origin_url: string | null;
  /** When the blogger moved it to the recycle bin; null while it is live. Visitors never see a recycled article. */
  deleted_at: Generated<string | null>;
  /**
   * Its address /post/<slug> (migration 024): NFC, lower-case ASCII, unique. Null only between a
   * bulk insert and the fillMissingSlugs that follows it.
   */
  slug: Generated<string | null>;
}

/** A 分享预览 link (migration 025): shows one unpublished article until expires_at, unless revoked. */
export interface PreviewLinkTable {
  id: Generated<number>;
  article_id: number;
  /** SHA-256 hex of the token in the link; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One kept state of an article (migration 026): every save, merged autosaves, restores. */
export interface ArticleRevisionTable {
  id: Generated<number>;
  article_id: number;
  /** 'manual' | 'autosave' | 'restore' */
  kind: string;
  title: string;
  content: string;
  /** JSON of the write body's other fields. */
  settings: string;
  /** Characters of content. */
  size: number;
  created_at: string;
}

/** A slug an article had before: /post/<old> answers 301 to its current address. */
export interface ArticleSlugAliasTable {
  slug: string;
  article_id: number;
  created_at: string;
}

/** A rule of the console's 重定向 screen (migration 024). */
export interface RedirectTable extends Timestamps {
  id: Generated<number>;
  /** Normalised path (contract normaliseSitePath). */
  from_path: string;
  /** A local path (decoded, query kept) or an http(s) URL. */
  to_url: string;
  status: Generated<number>;
  /** 'markdown-import' when an import wrote it; null for the blogger's own. */
  source: string | null;
}

/**
 * An article's counters, apart from the article row so that counting a view never rewrites the
 * article (and its search indexes). No row means all zero (migration 014).
 */
export interface ArticleStatTable {
  article_id: number;
  view_times: Generated<number>;
  thumbs_up_times: Generated<number>;
  /** Total seconds visitors spent reading. */
  reading_duration: Generated<number>;
}

export interface ArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface LikeTable extends Timestamps {
  id: Generated<number>;
  /** LIKE_TYPE: 1 article, 2 talk, 3 message, 4 comment. */
  type: number;
  for_id: number;
  /** `u:<user id>` for a logged-in user, `v:<visitor key>` for an anonymous visitor. */
  liker: string;
  user_id: number | null;
}

export interface SiteConfigTable extends Timestamps {
  id: Generated<number>;
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
  view_time: Generated<number>;
  /** 1 when visitors who are not logged in may sign the guestbook with a nickname, 2 when not. */
  allow_guest_message: Generated<number>;
  /** Meta description of pages without their own. */
  site_description: Generated<string>;
  site_keywords: Generated<string>;
  /** The site's public address (https://example.com), for canonical links, feeds and the sitemap. */
  site_url: Generated<string>;
  /** Image URLs of the QQ and WeChat group QR codes; '' hides them. */
  qq_group: Generated<string>;
  we_chat_group: Generated<string>;
  /** The readers' preview and code themes until a reader picks their own; '' means the built-in default. */
  default_preview_theme: Generated<string>;
  default_code_theme: Generated<string>;
  /** The site-wide upload quota in MB, 0 for none (migration 021); never sent to visitors. */
  upload_quota_mb: Generated<number>;
  /** The footer's chrome (migration 028): '' hides each; head_code is checked by contract/src/siteChrome.ts. */
  icp_number: Generated<string>;
  police_number: Generated<string>;
  footer_text: Generated<string>;
  /** YYYY-MM-DD in the site's zone; '' hides 本站已运行 N 天. */
  site_start_date: Generated<string>;
  favicon: Generated<string>;
  head_code: Generated<string>;
  /** Hosts (space separated) the head code's scripts may load from; added to the pages' CSP. */
  head_script_hosts: Generated<string>;
  /** The header menu as JSON (contract siteMenu.ts); '' for the defaults (migration 027). */
  nav_menu: Generated<string>;
  /** Guest comments, captcha and IP 属地 switches (migration 030), each 1 on / 0 off. */
  ip_region_enabled: Generated<number>;
  guest_comment_enabled: Generated<number>;
  /** 1: a guest's comment waits for review (待审核); 0: shown at once. */
  guest_comment_review: Generated<number>;
  guest_avatar_enabled: Generated<number>;
  captcha_guest_comment: Generated<number>;
  captcha_guest_message: Generated<number>;
  captcha_register: Generated<number>;
}

/** A page of one's own at /page/<slug> (migration 027). */
export interface SitePageTable extends Timestamps {
  id: Generated<number>;
  title: string;
  slug: string;
  content: Generated<string>;
  cover: Generated<string>;
  /** 1 public, 3 draft. */
  status: Generated<number>;
  /** 'demo' for the demo content's page; null for the blogger's own. */
  source: Generated<string | null>;
  /** 1 visitors may comment (the default), 0 not (migration 032). */
  comments_enabled: Generated<number>;
}

export interface PageHeaderTable extends Timestamps {
  id: Generated<number>;
  route_name: string;
  bg_url: string;
}

export interface NotifyTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** NOTIFY_TYPE: 1 article, 2 talk, 3 message list, 4 admin page (admins only), 5 friend link review, 6 account (ours). */
  type: number;
  to_id: number | null;
  /** Text, possibly HTML; the client sanitizes before rendering. */
  message: string;
  /** 1 unread, 2 read. */
  is_view: Generated<number>;
  /** How many events an unread notification to the admin stands for (migration 010); 1 otherwise. */
  batch_count: Generated<number>;
}

/** One audio file of the music library (DESIGN.md §4, /wapi). */
export interface SongTable extends Timestamps {
  id: Generated<number>;
  /** MUSIC_ROOT key: 'data' (DATA_DIR/music) or 'extra' (MUSIC_DIR). */
  root: string;
  /** Path inside the root, '/'-separated. */
  path: string;
  title: string;
  /** JSON array of artist names. */
  artists: string;
  /** JSON array of other titles. */
  aliases: string;
  album: Generated<string>;
  /** URL of the cover image under /uploads/music, '' for none. */
  cover: Generated<string>;
  duration_ms: number;
  size: number;
  mtime_ms: number;
  /** LRC text, '' for none. */
  lyric: Generated<string>;
  /** mtime of the sidecar .lrc the lyric came from, -1 when there is none. */
  lyric_mtime_ms: Generated<number>;
  /** Lower-cased title, artists and aliases joined by newlines. */
  search_text: string;
  play_count: Generated<number>;
  /** 1 when the admin edited title, artists, album, aliases or cover: a rescan keeps them. */
  meta_edited: Generated<number>;
  /** 1 when the admin set the lyrics: a rescan keeps them. */
  lyric_edited: Generated<number>;
}

export type PlaylistKind = 'manual' | 'newest' | 'most_played';

export interface PlaylistTable extends Timestamps {
  id: Generated<number>;
  name: string;
  cover: Generated<string>;
  kind: PlaylistKind;
  /** Order in /wapi/toplist/detail, smallest first. */
  sort: Generated<number>;
  description: Generated<string>;
  /** 1 when the visitors' music panel lists it. */
  shown: Generated<number>;
  /** 1 for the playlist the panel opens with (at most one). */
  is_default: Generated<number>;
}

/** A fact of the music library, present or not ('demo_seeded'). */
export interface MusicFlagTable {
  name: string;
}

/** Songs of a manual playlist; ranked playlists compute theirs. */
export interface PlaylistSongTable {
  playlist_id: number;
  song_id: number;
  position: number;
}

/** One message of the live chat room. */
export interface ChatMessageTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  /** Text, or the /uploads/img URL of an image. */
  content: string;
  /** CHAT_CONTENT_TYPE: 1 text, 2 image. */
  content_type: number;
}

/** A user an admin forced out of the chat room: they cannot come back before `until`. */
export interface ChatBanTable {
  user_id: number;
  /** ISO-8601 UTC. */
  until: string;
}

/** A short post (说说) by the blogger. */
export interface TalkTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** 1 public, 2 private. */
  status: Generated<number>;
  /** 1 pinned, 2 not pinned. */
  is_top: Generated<number>;
  like_times: Generated<number>;
}

export interface TalkPhotoTable extends Timestamps {
  id: Generated<number>;
  talk_id: number;
  url: string;
  sort: Generated<number>;
}

export interface PhotoAlbumTable extends Timestamps {
  id: Generated<number>;
  album_name: string;
  album_cover: Generated<string>;
  description: Generated<string>;
}

export interface PhotoTable extends Timestamps {
  id: Generated<number>;
  album_id: number;
  url: string;
  width: Generated<number>;
  height: Generated<number>;
  sort: Generated<number>;
}

/** A friend link; visitors see approved ones only. */
export interface LinkTable extends Timestamps {
  id: Generated<number>;
  site_name: string;
  site_desc: Generated<string>;
  site_avatar: Generated<string>;
  url: string;
  /** 1 pending, 2 approved. */
  status: Generated<number>;
  /** The applicant (one application per user); null for links the blogger added. */
  user_id: number | null;
  /** Position on /links, smallest first; the blogger's order (migration 011). */
  sort: Generated<number>;
}

/** A guestbook entry (留言). */
export interface MessageTable extends Timestamps {
  id: Generated<number>;
  content: string;
  tag: Generated<string>;
  color: Generated<string>;
  font_size: Generated<number>;
  font_weight: Generated<number>;
  bg_color: Generated<string>;
  bg_url: Generated<string>;
  /** The author when logged in; null for a guest entry, which has only a nick_name. */
  user_id: number | null;
  nick_name: Generated<string>;
  like_times: Generated<number>;
  /** 1 shown, 2 hidden by the admin. */
  status: Generated<number>;
  /** The writer's province or country at write time (migration 030); never the address. */
  ip_region: Generated<string>;
}

/** A comment on an article, talk or guestbook entry; replies point at their top-level comment. */
export interface CommentTable extends Timestamps {
  id: Generated<number>;
  /** COMMENT_TYPE: 1 article, 2 talk, 3 message. */
  type: number;
  for_id: number;
  parent_id: number | null;
  from_user: number;
  to_user: number | null;
  content: string;
  thumbs_up: Generated<number>;
  /** 1 shown, 2 hidden by the admin, 3 a guest's comment waiting for review. */
  status: Generated<number>;
  /** The writer's province or country at write time (migration 030); never the address. */
  ip_region: Generated<string>;
  /** A guest comment's own nickname, e-mail (never shown), address and browser-token hash; '' for accounts. */
  guest_name: Generated<string>;
  guest_email: Generated<string>;
  guest_url: Generated<string>;
  guest_key: Generated<string>;
  /** The guest a reply answers (to_user is then the 访客 account). */
  to_guest_name: Generated<string>;
}

/** Solved captcha challenges already used, until they expire (migration 030). */
export interface CaptchaSpentTable {
  signature: string;
  expires_at: string;
}

/** The admin's sensitive-word list (one row, id 1; migration 013). */
export interface SensitiveWordListTable {
  id: number;
  /** One word per line. */
  words: string;
  /** JSON SensitivePolicy. */
  policy: string;
  version: number;
  updated_at: string;
}

/** One recommended site of /resources/front, /resources/back or /siteList. */
export interface ResourceTable extends Timestamps {
  id: Generated<number>;
  /** 'front', 'back' or 'site'. */
  list: string;
  group_name: string;
  name: string;
  description: Generated<string>;
  icon: Generated<string>;
  url: string;
  sort: Generated<number>;
}

/** Page views counted per day (site time zone), for the dashboard. */
export interface ViewDailyTable {
  /** YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface Database {
  user: UserTable;
  category: CategoryTable;
  tag: TagTable;
  article: ArticleTable;
  article_stat: ArticleStatTable;
  article_tag: ArticleTagTable;
  article_slug_alias: ArticleSlugAliasTable;
  preview_link: PreviewLinkTable;
  article_revision: ArticleRevisionTable;
  redirect: RedirectTable;
  site_page: SitePageTable;
  like: LikeTable;
  site_config: SiteConfigTable;
  page_header: PageHeaderTable;
  notify: NotifyTable;
  song: SongTable;
  playlist: PlaylistTable;
  playlist_song: PlaylistSongTable;
  music_flag: MusicFlagTable;
  chat_message: ChatMessageTable;
  chat_ban: ChatBanTable;
  talk: TalkTable;
  talk_photo: TalkPhotoTable;
  photo_album: PhotoAlbumTable;
  photo: PhotoTable;
  link: LinkTable;
  message: MessageTable;
  comment: CommentTable;
  resource: ResourceTable;
  sensitive_word_list: SensitiveWordListTable;
  view_daily: ViewDailyTable;
  demo_ledger: DemoLedgerTable;
  notify_settings: NotifySettingsTable;
  outbox: OutboxTable;
  account_token: AccountTokenTable;
  captcha_spent: CaptchaSpentTable;
}

/** A row the demo seed wrote (migration 028): modules/demo removes exactly these. */
export interface DemoLedgerTable {
  /** DemoKindName (contract/src/demoContent.ts), or '_removed' once the demo content was removed. */
  kind: string;
  row_id: number;
}

/** 网站设置 → 通知 (migration 029), one row with id 1. Sealed columns hold platform/secretBox.ts text. */
export interface NotifySettingsTable {
  id: number;
  smtp_host: Generated<string>;
  smtp_port: Generated<number>;
  /** 'ssl' (implicit TLS), 'starttls' or 'none'. */
  smtp_security: Generated<string>;
  smtp_user: Generated<string>;
  /** Sealed; '' when not set. */
  smtp_password: Generated<string>;
  from_name: Generated<string>;
  from_address: Generated<string>;
  /** Where the blogger's alerts go. */
  admin_email: Generated<string>;
  /** The blogger's events that are mailed, comma-separated AlertKind names. */
  email_events: Generated<string>;
  /** JSON array of StoredWebhook (modules/outbox/settings.ts); url and secret sealed. */
  webhooks: Generated<string>;
  /** Events for one recipient within this many seconds go out as one mail. */
  merge_seconds: Generated<number>;
  updated_at: Generated<string>;
}

/** One mail or webhook call to make (migration 029, modules/outbox). */
export interface OutboxTable {
  id: Generated<number>;
  /** What it is about: comment, message, link, test … (a later "mail to a user" adds its own). */
  kind: string;
  /** 'email' | 'webhook' */
  channel: string;
  /** The e-mail address, or the webhook's id in notify_settings.webhooks. */
  target: string;
  /** JSON: { events: OutboxEvent[] } */
  payload: string;
  dedupe_key: string;
  /** 'waiting' | 'sent' | 'failed' */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender holds the row until then; null when nobody does. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type Dialect = 'sqlite' | 'postgres';
