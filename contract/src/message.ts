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
  /** Longest text the list's \`message\` (substring) filter takes. */
  searchMax: 50,
  /** Entries GET /api/message/getAllMessage (the barrage) returns at most, newest first. */
  allMax: 200,
  /** Entries one PUT /api/message/delete may name. */
  deleteMax: 50,
} as const;

/** CSS font weights an entry may use. */
export const MESSAGE_FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** What the guestbook says to the user; the server answers with the same words. */
export const MESSAGE_TEXT = {
  contentRequired: '请输入留言内容',
  contentTooLong: `留言不能超过 ${MESSAGE_LIMITS.contentMax} 个字`,
  tagTooLong: `标签不能超过 ${MESSAGE_LIMITS.tagMax} 个字`,
  searchTooLong: `搜索内容不能超过 ${MESSAGE_LIMITS.searchMax} 个字`,
  deleteIdsRequired: '请选择要删除的留言',
  deleteTooMany: `一次最多删除 ${MESSAGE_LIMITS.deleteMax} 条留言`,
  badColor: '文字颜色格式不正确，只支持 #十六进制、rgb()、rgba()、hsl()、hsla()、hsv()、hsva() 或 transparent',
  badBgColor: '背景颜色格式不正确，只支持 #十六进制、rgb()、rgba()、hsl()、hsla()、hsv()、hsva() 或 transparent',
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
  /** The text (the original client's field name; the column is \`content\`). */
  message: string;
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
  const { message, tag, color, font_size, font_weight, bg_color, bg_url } = source;
  return { message, tag, color, font_size, font_weight, bg_color, bg_url };
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
  /** IP 属地 at write time (province in China, country abroad), else 未知; never an address. */
  ipAddress?: string;
  /** "YYYY-MM-DD HH:mm:ss" in the site's zone (the console's list keeps ISO). */
  createdAt: string;
  updatedAt: string;
}

/** result of GET /api/message/getAllMessage: the newest MESSAGE_LIMITS.allMax shown entries; total counts them all. */
export interface MessageAllResult {
  list: MessageItem[];
  total: number;
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
  /** Only entries whose text contains this; empty or absent for all. */
  message?: string;
}

/** Counts what a reader sees as characters: an emoji is one, not two UTF-16 units. */
export function messageLength(text: string): number {
  return Array.from(text).length;
}

/** A colour as red, green, blue (0–255) and alpha (0–1). */
export interface MessageRgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** An unsigned number with at most three digits before and four after the point. */
const NUM = String.raw`\s*(\d{1,3}(?:\.\d{1,4})?)\s*`;
const PERCENT = String.raw`\s*(\d{1,3}(?:\.\d{1,4})?)%?\s*`;
const ALPHA = String.raw`\s*(0|1|0?\.\d{1,4}|1\.0{1,4})\s*`;
const FUNCTION_COLOR = new RegExp(
  String.raw`^(rgba?|hsla?|hsva?)\(${NUM},${PERCENT},${PERCENT}(?:,${ALPHA})?\)$`,
  'i',
);

const clamp255 = (value: number) => Math.round(Math.min(255, Math.max(0, value)));

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const amount = s * Math.min(l, 1 - l);
  const f = (n: number) => l - amount * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function fromHsv(h: number, s: number, v: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return [f(5) * 255, f(3) * 255, f(1) * 255];
}

/**
 * Parses the colours the publish forms offer (ours and the original client's picker presets):
 * \`transparent\`, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), hsv() and hsva()
 * with comma-separated numbers in range. Null for anything else: each format is matched whole by
 * its own pattern, so no \`url(...)\`, \`var(...)\` or \`;\` can smuggle other CSS in.
 */
export function parseMessageColor(raw: string): MessageRgba | null {
  const value = raw.trim();
  if (value.toLowerCase() === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = HEX_COLOR.exec(value);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? Math.round((byte(6) / 255) * 100) / 100 : 1 };
  }
  const match = FUNCTION_COLOR.exec(value);
  if (!match) return null;
  const kind = match[1]!.toLowerCase();
  const [x, y, z] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const a = match[5] === undefined ? 1 : Number(match[5]);
  if (kind.startsWith('rgb')) {
    // Whole channels 0–255, no percentages.
    if ([x, y, z].some((c) => c > 255 || !Number.isInteger(c)) || value.includes('%')) return null;
    return { r: x, g: y, b: z, a };
  }
  if (x > 360 || y > 100 || z > 100) return null;
  const [r, g, b] = kind.startsWith('hsl') ? fromHsl(x, y / 100, z / 100) : fromHsv(x, y / 100, z / 100);
  return { r: clamp255(r), g: clamp255(g), b: clamp255(b), a };
}

export function isMessageColor(value: string): boolean {
  return parseMessageColor(value) !== null;
}

/** A parsed colour as plain CSS (browsers know no hsv()): #rrggbb when opaque, else rgba(). */
export function messageColorCss(color: MessageRgba): string {
  const [r, g, b] = [clamp255(color.r), clamp255(color.g), clamp255(color.b)];
  const a = Math.round(Math.min(1, Math.max(0, color.a)) * 100) / 100;
  if (a >= 1) return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
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
  const content = draft.message.trim();
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
