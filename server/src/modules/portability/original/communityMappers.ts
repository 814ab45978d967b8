import type { Insertable } from 'kysely';
import {
  CHAT_CONTENT_TYPE,
  COMMENT_TYPE,
  isMessageBgUrl,
  isMessageColor,
  LIKE_TYPE,
  MESSAGE_FONT_WEIGHTS,
  MESSAGE_LIMITS,
  PAGE_HEADER_ROUTES,
  type PageHeaderRoute,
} from '@blog/contract';
import { LEGACY_PAGE_HEADER_ROUTES } from '../../../db/migrations/016_original_page_headers';
import type { ChatMessageTable, CommentTable, LikeTable, MessageTable, NotifyTable, PageHeaderTable, SiteConfigTable } from '../../../db/schema';
import { change, skip, type ImportContext } from './context';
import type { SourceRow } from './source';
import { count, int, length, text, timestamps } from './values';

/** Guestbook, comments, likes, chat, notifications, site settings and page banners. */

export async function mapMessage(row: SourceRow, context: ImportContext): Promise<Insertable<MessageTable> | null> {
  const table = 'blog_message';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const content = await context.images.text((text(row.message) ?? '').trim());
  if (!content) return skip(context, table, id, '留言内容为空');
  if (length(content) > 1024) return skip(context, table, id, '留言内容超过 1024 个字');

  const original = int(row.user_id);
  const userId = original === null ? null : (context.users.get(original) ?? null);
  if (original !== null && userId === null) change(context, table, id, `留言用户 ${original} 不存在，以游客留言导入`);

  let tag = (text(row.tag) ?? '').trim();
  if (length(tag) > 32) {
    change(context, table, id, `标签「${tag}」超过 32 个字，已截短`);
    tag = Array.from(tag).slice(0, 32).join('');
  }
  // Only colours our guestbook can put in a style attribute; 'transparent' is what "no colour" was.
  const colour = (label: string, value: unknown): string => {
    const raw = (text(value) ?? '').trim();
    if (!raw || raw === 'transparent' || isMessageColor(raw)) return raw === 'transparent' ? '' : raw;
    change(context, table, id, `${label}「${raw}」本站不支持（只支持 #rgb、#rrggbb、rgb()、rgba()），改为默认`);
    return '';
  };
  const color = colour('文字颜色', row.color);
  const bgColor = colour('背景颜色', row.bg_color);

  let fontSize = int(row.font_size) ?? 16;
  if (fontSize < MESSAGE_LIMITS.fontSizeMin || fontSize > MESSAGE_LIMITS.fontSizeMax) {
    const clamped = Math.min(MESSAGE_LIMITS.fontSizeMax, Math.max(MESSAGE_LIMITS.fontSizeMin, fontSize));
    change(context, table, id, `字体大小 ${fontSize} 超出 ${MESSAGE_LIMITS.fontSizeMin}–${MESSAGE_LIMITS.fontSizeMax}，改为 ${clamped}`);
    fontSize = clamped;
  }
  let fontWeight = int(row.font_weight) ?? 400;
  if (!(MESSAGE_FONT_WEIGHTS as readonly number[]).includes(fontWeight)) {
    const nearest = Math.min(900, Math.max(100, Math.round(fontWeight / 100) * 100));
    change(context, table, id, `字体粗细 ${String(row.font_weight)} 改为 ${nearest}`);
    fontWeight = nearest;
  }
  let bgUrl = (text(row.bg_url) ?? '').trim();
  if (bgUrl) {
    bgUrl = await context.images.url(bgUrl);
    // The guestbook shows only pictures stored here (see MESSAGE_BG_URL_PATTERN).
    if (!isMessageBgUrl(bgUrl)) {
      change(context, table, id, `背景图不是本站保存的图片，未保留：${bgUrl}`);
      bgUrl = '';
    }
  }
  let nickName = (text(row.nick_name) ?? '').trim();
  if (length(nickName) > 64) nickName = Array.from(nickName).slice(0, 64).join('');

  context.messages.add(id);
  return {
    id,
    content,
    tag,
    color,
    font_size: fontSize,
    font_weight: fontWeight,
    bg_color: bgColor,
    bg_url: bgUrl,
    user_id: userId,
    nick_name: nickName,
    like_times: count(row.like_times),
    status: 1,
    ...timestamps(row, context.now),
  };
}

const COMMENT_TARGET: Record<number, { label: string; has: (context: ImportContext, id: number) => boolean }> = {
  [COMMENT_TYPE.article]: { label: '文章', has: (c, id) => c.articles.has(id) },
  [COMMENT_TYPE.talk]: { label: '说说', has: (c, id) => c.talks.has(id) },
  [COMMENT_TYPE.message]: { label: '留言', has: (c, id) => c.messages.has(id) },
};

export async function mapComment(row: SourceRow, context: ImportContext): Promise<Insertable<CommentTable> | null> {
  const table = 'blog_comment';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const type = int(row.type);
  const target = type === null ? undefined : COMMENT_TARGET[type];
  if (type === null || !target) return skip(context, table, id, `评论类型 ${String(row.type)} 无法识别`);
  const forId = int(row.for_id);
  if (forId === null || !target.has(context, forId)) return skip(context, table, id, `评论的${target.label} ${String(row.for_id)} 不存在`);

  const parent = int(row.parent_id);
  let root: number | null = null;
  if (parent !== null && parent !== 0) {
    const parentRoot = context.comments.get(parent);
    if (parentRoot === undefined) return skip(context, table, id, `回复的评论 ${parent} 不存在`);
    // Ours (like the original's client) hangs every reply under its top-level comment.
    root = parentRoot;
  }
  const from = int(row.from_id);
  const fromUser = from === null ? undefined : context.users.get(from);
  if (fromUser === undefined) return skip(context, table, id, `评论人（用户 ${String(row.from_id)}）不存在`);
  const to = int(row.to_id);
  const toUser = to === null ? null : (context.users.get(to) ?? null);
  if (to !== null && to !== 0 && toUser === null) change(context, table, id, `被回复的用户 ${to} 不存在，导入后不指向任何人`);

  const content = (text(row.content) ?? '').trim();
  if (!content) return skip(context, table, id, '评论内容为空');
  if (length(content) > 1024) return skip(context, table, id, '评论内容超过 1024 个字');

  context.comments.set(id, root ?? id);
  return {
    id,
    type,
    for_id: forId,
    parent_id: root,
    from_user: fromUser,
    to_user: toUser,
    content: await context.images.text(content),
    thumbs_up: count(row.thumbs_up),
    status: 1,
    ...timestamps(row, context.now),
  };
}

const LIKE_TARGET: Record<number, { label: string; has: (context: ImportContext, id: number) => boolean }> = {
  [LIKE_TYPE.article]: { label: '文章', has: (c, id) => c.articles.has(id) },
  [LIKE_TYPE.talk]: { label: '说说', has: (c, id) => c.talks.has(id) },
  [LIKE_TYPE.message]: { label: '留言', has: (c, id) => c.messages.has(id) },
  [LIKE_TYPE.comment]: { label: '评论', has: (c, id) => c.comments.has(id) },
};

export function mapLike(row: SourceRow, context: ImportContext, seen: Set<string>): Insertable<LikeTable> | null {
  const table = 'blog_like';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const type = int(row.type);
  const target = type === null ? undefined : LIKE_TARGET[type];
  if (type === null || !target) return skip(context, table, id, `点赞类型 ${String(row.type)} 无法识别`);
  const forId = int(row.for_id);
  if (forId === null || !target.has(context, forId)) return skip(context, table, id, `点赞的${target.label} ${String(row.for_id)} 不存在`);
  const original = int(row.user_id);
  const userId = original === null ? null : (context.users.get(original) ?? null);
  const ip = (text(row.ip) ?? '').trim();
  let liker: string;
  if (userId !== null) liker = `u:${userId}`;
  // A guest's like was counted per address; it stays one like, under a key no browser will send.
  else if (ip) liker = `v:original-ip:${ip}`.slice(0, 80);
  else return skip(context, table, id, '点赞人不存在，也没有地址');
  const key = `${type}:${forId}:${liker}`;
  if (seen.has(key)) return skip(context, table, id, '重复的点赞');
  seen.add(key);
  return { id, type, for_id: forId, liker, user_id: userId, ...timestamps(row, context.now) };
}

export async function mapChat(row: SourceRow, context: ImportContext): Promise<Insertable<ChatMessageTable> | null> {
  const table = 'blog_chat';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const original = int(row.user_id);
  const userId = original === null ? undefined : context.users.get(original);
  if (userId === undefined) return skip(context, table, id, `发送者（用户 ${String(row.user_id)}）不存在`);
  const raw = (text(row.content) ?? '').trim();
  if (!raw) return skip(context, table, id, '消息内容为空');
  const kind = (text(row.content_type) ?? 'text').trim();
  let contentType: number = CHAT_CONTENT_TYPE.text;
  if (kind === 'img' || kind === 'image') contentType = CHAT_CONTENT_TYPE.image;
  else if (kind !== 'text') change(context, table, id, `内容格式「${kind}」无法识别，按文字导入`);
  const content = contentType === CHAT_CONTENT_TYPE.image ? await context.images.url(raw) : await context.images.text(raw);
  return { id, user_id: userId, content, content_type: contentType, ...timestamps(row, context.now) };
}

export function mapNotify(row: SourceRow, context: ImportContext): Insertable<NotifyTable> | null {
  const table = 'blog_notify';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const original = int(row.user_id);
  const userId = original === null ? undefined : context.users.get(original);
  if (userId === undefined) return skip(context, table, id, `接收者（用户 ${String(row.user_id)}）不存在`);
  const type = int(row.type);
  if (type === null || type < 1 || type > 4) return skip(context, table, id, `消息类型 ${String(row.type)} 无法识别`);
  return {
    id,
    user_id: userId,
    type,
    to_id: int(row.to_id),
    message: text(row.message) ?? '',
    is_view: int(row.isView) === 2 ? 2 : 1,
    ...timestamps(row, context.now),
  };
}

/** The original's site settings; the payment QR codes have no place here and are reported. */
export async function mapConfig(row: SourceRow, context: ImportContext): Promise<Insertable<SiteConfigTable> | null> {
  const table = 'blog_config';
  const id = int(row.id);
  const field = async (label: string, value: unknown, max: number, image = false): Promise<string> => {
    let result = (text(value) ?? '').trim();
    if (image && result) result = await context.images.url(result);
    if (length(result) > max) {
      change(context, table, id, `${label}超过 ${max} 个字，已截短`);
      result = Array.from(result).slice(0, max).join('');
    }
    return result;
  };
  for (const [column, label] of [['we_chat_pay', '微信收款码'], ['ali_pay', '支付宝收款码']] as const) {
    const value = (text(row[column]) ?? '').trim();
    if (value) change(context, table, id, `${label}本站没有对应的设置，未导入：${value}`);
  }
  return {
    blog_name: (await field('博客名称', row.blog_name, 64)) || '我的博客',
    blog_avatar: await field('博客头像', row.blog_avatar, 512, true),
    avatar_bg: await field('头像背景', row.avatar_bg, 512, true),
    personal_say: await field('个人签名', row.personal_say, 255),
    blog_notice: await field('博客公告', row.blog_notice, 1024),
    qq_link: await field('QQ 链接', row.qq_link, 255, true),
    we_chat_link: await field('微信链接', row.we_chat_link, 255, true),
    github_link: await field('GitHub 链接', row.github_link, 255),
    git_ee_link: await field('Gitee 链接', row.git_ee_link, 255),
    bilibili_link: await field('哔哩哔哩链接', row.bilibili_link, 255),
    qq_group: await field('QQ 群二维码', row.qq_group, 512, true),
    we_chat_group: await field('微信群二维码', row.we_chat_group, 512, true),
    view_time: count(row.view_time),
    ...timestamps(row, context.now),
  };
}

/**
 * Page header route names: ours are the original's (its admin's routerList.js), so they are kept
 * as they are. Lower-case names from before (`home`, `link`, …) are accepted too.
 */
export const ORIGINAL_ROUTE_NAMES: Record<string, PageHeaderRoute> = Object.fromEntries([
  ...PAGE_HEADER_ROUTES.map((route) => [route, route] as const),
  ...Object.entries(LEGACY_PAGE_HEADER_ROUTES),
]);

export async function mapHeader(row: SourceRow, context: ImportContext, taken: Set<string>): Promise<Insertable<PageHeaderTable> | null> {
  const table = 'blog_header';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const name = (text(row.route_name) ?? '').trim();
  const ours = ORIGINAL_ROUTE_NAMES[name];
  if (!ours) return skip(context, table, id, `页面「${name}」本站没有对应的页面`);
  if (taken.has(ours)) return skip(context, table, id, `页面「${name}」的背景本站已有（${ours}），未覆盖`);
  const bgUrl = (text(row.bg_url) ?? '').trim();
  if (!bgUrl) return skip(context, table, id, '背景图地址为空');
  const url = await context.images.url(bgUrl);
  if (length(url) > 512) return skip(context, table, id, '背景图地址超过 512 个字符');
  taken.add(ours);
  return { id, route_name: ours, bg_url: url, ...timestamps(row, context.now) };
}
