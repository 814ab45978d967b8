/*
 * The guestbook (留言, DESIGN.md §4): types, limits and the style rules shared by the publish form
 * and the server. No zod here: the web entry imports this file (messageSchemas.ts holds the schemas).
 */

/** site_config.allow_guest_message: whether visitors who are not logged in may sign with a nickname. */
export const GUEST_MESSAGE = { allowed: 1, refused: 2 } as const;

/** message.status */
export const MESSAGE_STATUS = { shown: 1, hidden: 2 } as const;

export const MESSAGE_LIMITS = {
  /** Characters (code points) of the text, after trimming. */
  contentMax: 500,
  tagMax: 10,
  nickNameMax: 16,
  fontSizeMin: 12,
  fontSizeMax: 40,
  fontSizeDefault: 16,
  fontWeightDefault: 400,
  /** Tags offered on the list page and in the publish form. */
  hotTags: 10,
} as const;

/** CSS font weights an entry may use. */
export const MESSAGE_FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** What the guestbook says to the user; the server answers with the same words. */
export const MESSAGE_TEXT = {
  contentRequired: '请输入留言内容',
  contentTooLong: `留言不能超过 ${MESSAGE_LIMITS.contentMax} 个字`,
  tagTooLong: `标签不能超过 ${MESSAGE_LIMITS.tagMax} 个字`,
  badColor: '文字颜色格式不正确，只支持 #rgb、#rrggbb 或 rgba()',
  badBgColor: '背景颜色格式不正确，只支持 #rgb、#rrggbb 或 rgba()',
  badFontSize: `字体大小应在 ${MESSAGE_LIMITS.fontSizeMin}–${MESSAGE_LIMITS.fontSizeMax} 之间`,
  badFontWeight: '字体粗细只能是 100 到 900 之间的整百数',
  badBgUrl: '背景图片不正确，请重新上传',
  nickNameRequired: '请输入昵称',
  nickNameTooLong: `昵称不能超过 ${MESSAGE_LIMITS.nickNameMax} 个字`,
  loginRequired: '请先登录后再留言',
  guestNotAllowed: '本站暂不允许游客留言，请先登录',
  missing: '留言不存在或已被删除',
  notYours: '只能编辑自己的留言',
  guestEntry: '游客留言不能编辑',
  deleteNotYours: '只能删除自己的留言',
  tooFrequent: '留言太频繁了，请稍后再试',
  published: '留言成功',
  updated: '修改成功',
  deleted: '删除成功',
  hidden: '已隐藏',
  shown: '已恢复显示',
} as const;

/** The text and style of an entry: what a visitor writes and every entry shows (the message columns of the same names). */
export interface MessageFields {
  content: string;
  tag: string;
  /** CSS colour of the text; empty for the theme's. */
  color: string;
  font_size: number;
  font_weight: number;
  /** CSS colour of the card; empty for the theme's. */
  bg_color: string;
  /** An uploaded picture (`/uploads/...`) behind the text; empty for none. */
  bg_url: string;
}

/** Just the text and style of an entry, a draft or a request body (no author, no counts). */
export function messageFieldsOf(source: MessageFields): MessageFields {
  const { content, tag, color, font_size, font_weight, bg_color, bg_url } = source;
  return { content, tag, color, font_size, font_weight, bg_color, bg_url };
}

/** One entry as every list, card and detail shows it. */
export interface MessageItem extends MessageFields {
  id: number;
  /** The author's account; null for a guest, who has only a nick_name. */
  user_id: number | null;
  nick_name: string;
  avatar: string;
  like_times: number;
  /** Whether the requesting user or visitor key already liked it. */
  is_like: boolean;
  /** Shown comments and replies on this entry. */
  comment_total: number;
  /** MESSAGE_STATUS; visitors only ever see shown entries. */
  status: number;
  createdAt: string;
  updatedAt: string;
}

export interface MessageHotTag {
  tag: string;
  count: number;
}

/** The style and text a visitor writes; `nick_name` only counts for a guest. */
export interface MessageDraft extends MessageFields {
  nick_name?: string;
}

export interface MessageListRequest {
  current: number;
  size: number;
  /** Only entries with this tag; empty or absent for all. */
  tag?: string;
}

/** Counts what a reader sees as characters: an emoji is one, not two UTF-16 units. */
export function messageLength(text: string): number {
  return Array.from(text).length;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMBER = String.raw`\s*(\d{1,3})\s*`;
const ALPHA = String.raw`\s*(0|1|0?\.\d{1,4}|1\.0{1,4})\s*`;
const RGB_COLOR = new RegExp(`^rgb\\(${NUMBER},${NUMBER},${NUMBER}\\)$`, 'i');
const RGBA_COLOR = new RegExp(`^rgba\\(${NUMBER},${NUMBER},${NUMBER},${ALPHA}\\)$`, 'i');

/**
 * #rgb, #rrggbb, rgb() or rgba() with channels 0–255: nothing else reaches a style attribute, so
 * no `url(...)`, `var(...)` or `;` can smuggle other CSS in.
 */
export function isMessageColor(value: string): boolean {
  if (HEX_COLOR.test(value)) return true;
  const match = RGBA_COLOR.exec(value) ?? RGB_COLOR.exec(value);
  if (!match) return false;
  return [match[1], match[2], match[3]].every((channel) => Number(channel) <= 255);
}

/**
 * An image our own server stored: an upload (`/uploads/img/<sha256>.webp`, see the upload module)
 * or a generated demo picture (`/uploads/seed/<name>.webp`). Empty means no picture.
 */
export const MESSAGE_BG_URL_PATTERN = /^\/uploads\/(?:img\/[0-9a-f]{64}|seed\/[a-z0-9-]{1,64})\.webp$/;

export function isMessageBgUrl(value: string): boolean {
  return value === '' || MESSAGE_BG_URL_PATTERN.test(value);
}

export function isMessageFontWeight(value: number): boolean {
  return (MESSAGE_FONT_WEIGHTS as readonly number[]).includes(value);
}

/**
 * The first thing wrong with a draft, in the words the server would use; null when it may be sent.
 * `guest` adds the nickname rule. The server checks the same rules again (messageSchemas.ts).
 */
export function messageDraftProblem(draft: MessageDraft, options: { guest: boolean }): string | null {
  const content = draft.content.trim();
  if (!content) return MESSAGE_TEXT.contentRequired;
  if (messageLength(content) > MESSAGE_LIMITS.contentMax) return MESSAGE_TEXT.contentTooLong;
  if (messageLength(draft.tag.trim()) > MESSAGE_LIMITS.tagMax) return MESSAGE_TEXT.tagTooLong;
  if (draft.color && !isMessageColor(draft.color)) return MESSAGE_TEXT.badColor;
  if (draft.bg_color && !isMessageColor(draft.bg_color)) return MESSAGE_TEXT.badBgColor;
  const size = draft.font_size;
  if (!Number.isInteger(size) || size < MESSAGE_LIMITS.fontSizeMin || size > MESSAGE_LIMITS.fontSizeMax) return MESSAGE_TEXT.badFontSize;
  if (!isMessageFontWeight(draft.font_weight)) return MESSAGE_TEXT.badFontWeight;
  if (!isMessageBgUrl(draft.bg_url)) return MESSAGE_TEXT.badBgUrl;
  if (options.guest) {
    const nick = (draft.nick_name ?? '').trim();
    if (!nick) return MESSAGE_TEXT.nickNameRequired;
    if (messageLength(nick) > MESSAGE_LIMITS.nickNameMax) return MESSAGE_TEXT.nickNameTooLong;
  }
  return null;
}
