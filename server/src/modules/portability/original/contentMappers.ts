import type { Insertable } from 'kysely';
import type { ArticleCounts } from '../../article/counters';
import { descriptionColumns } from '../../article/description';
import type {
  ArticleTable,
  CategoryTable,
  LinkTable,
  PhotoAlbumTable,
  PhotoTable,
  TagTable,
  TalkPhotoTable,
  TalkTable,
} from '../../../db/schema';
import { change, skip, type ImportContext } from './context';
import type { SourceRow } from './source';
import { count, int, length, text, timestamps } from './values';

/**
 * Articles, taxonomy, talk, photos and friend links: one original row in, one row here out (or
 * null, with the reason recorded). Ids are kept, so every relation stays as it was.
 */

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isBcryptHash(value: string): boolean {
  return BCRYPT.test(value);
}

/** A URL column that may be rewritten to our copy, and must fit `max` characters. */
async function imageColumn(context: ImportContext, table: Parameters<typeof change>[1], id: unknown, label: string, value: unknown, max = 512): Promise<string> {
  const raw = (text(value) ?? '').trim();
  if (!raw) return '';
  const url = await context.images.url(raw);
  if (length(url) > max) {
    change(context, table, id, `${label}地址超过 ${max} 个字符，未保留：${url.slice(0, 80)}…`);
    return '';
  }
  return url;
}

/**
 * Article titles and album names are unique here (migration 018), not in the original: a second
 * row of one name comes in as `名称（2）` (the next free number), and the report says so.
 */
function uniqueName(context: ImportContext, table: Parameters<typeof change>[1], id: number, kind: 'a' | 'al', name: string, max: number): string {
  const suffixed = (n: number) => {
    const suffix = `（${n}）`;
    return Array.from(name).slice(0, max - suffix.length).join('') + suffix;
  };
  let unique = name;
  for (let n = 2; context.names.has(`${kind}:${unique}`); n += 1) unique = suffixed(n);
  context.names.set(`${kind}:${unique}`, id);
  if (unique !== name) change(context, table, id, `与已导入的同名（「${name}」），改名为「${unique}」`);
  return unique;
}

export async function mapCategory(row: SourceRow, context: ImportContext): Promise<Insertable<CategoryTable> | null> {
  const id = int(row.id);
  const name = (text(row.category_name) ?? '').trim();
  if (id === null) return skip(context, 'blog_category', row.id, '编号无效');
  if (!name) return skip(context, 'blog_category', id, '分类名称为空');
  if (length(name) > 64) return skip(context, 'blog_category', id, `分类名称超过 64 个字：${name}`);
  const same = context.names.get(`c:${name}`);
  if (same !== undefined) {
    context.categories.set(id, same);
    return skip(context, 'blog_category', id, `与分类 ${same} 同名（「${name}」），其文章归到分类 ${same}`);
  }
  context.names.set(`c:${name}`, id);
  context.categories.set(id, id);
  return { id, category_name: name, ...timestamps(row, context.now) };
}

export async function mapTag(row: SourceRow, context: ImportContext): Promise<Insertable<TagTable> | null> {
  const id = int(row.id);
  const name = (text(row.tag_name) ?? '').trim();
  if (id === null) return skip(context, 'blog_tag', row.id, '编号无效');
  if (!name) return skip(context, 'blog_tag', id, '标签名称为空');
  if (length(name) > 64) return skip(context, 'blog_tag', id, `标签名称超过 64 个字：${name}`);
  const same = context.names.get(`t:${name}`);
  if (same !== undefined) {
    context.tags.set(id, same);
    return skip(context, 'blog_tag', id, `与标签 ${same} 同名（「${name}」），其文章归到标签 ${same}`);
  }
  context.names.set(`t:${name}`, id);
  context.tags.set(id, id);
  return { id, tag_name: name, ...timestamps(row, context.now) };
}

const ARTICLE_STATUS: Record<number, string> = { 1: '公开', 2: '私密', 3: '草稿' };

/** The article row with its counters, which the importer moves to article_stat. */
export type MappedArticle = Insertable<ArticleTable> & { [K in keyof ArticleCounts]: number };

export async function mapArticle(row: SourceRow, context: ImportContext): Promise<MappedArticle | null> {
  const table = 'blog_article';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');

  let title = (text(row.article_title) ?? '').trim();
  if (!title) {
    title = `无标题文章 ${id}`;
    change(context, table, id, `没有标题，以「${title}」导入`);
  } else if (length(title) > 255) {
    return skip(context, table, id, `标题超过 255 个字：${title.slice(0, 40)}…`);
  }
  title = uniqueName(context, table, id, 'a', title, 255);

  let status = int(row.status) ?? 1;
  if (!(status in ARTICLE_STATUS)) {
    change(context, table, id, `状态 ${String(row.status)} 无法识别，以草稿导入（访客看不到）`);
    status = 3;
  }
  let type = int(row.type) ?? 1;
  if (![1, 2, 3].includes(type)) {
    change(context, table, id, `类型 ${String(row.type)} 无法识别，以原创导入`);
    type = 1;
  }

  const authorOriginal = int(row.author_id);
  let authorId: number | null = authorOriginal === null ? null : (context.users.get(authorOriginal) ?? null);
  if (authorOriginal !== null && authorId === null) {
    authorId = context.fallbackAuthor;
    change(context, table, id, `作者（用户 ${authorOriginal}）不存在，作者改为博主`);
  }
  const categoryOriginal = int(row.category_id);
  let categoryId: number | null = null;
  if (categoryOriginal !== null) {
    const mapped = context.categories.get(categoryOriginal);
    if (mapped !== undefined) categoryId = mapped;
    else change(context, table, id, `分类 ${categoryOriginal} 不存在，导入后没有分类`);
  }

  let originUrl = (text(row.origin_url) ?? '').trim() || null;
  if (originUrl && length(originUrl) > 512) {
    change(context, table, id, '原文链接超过 512 个字符，未保留');
    originUrl = null;
  }
  const description = (text(row.article_description) ?? '').trim();
  const isTop = int(row.is_top) === 1 ? 1 : 2;
  // The original keeps reading time in milliseconds; ours counts seconds.
  const readingMs = typeof row.reading_duration === 'number' ? row.reading_duration : Number(row.reading_duration ?? 0);

  context.articles.add(id);
  const content = await context.images.text(text(row.article_content) ?? '');
  return {
    id,
    title,
    // An empty one is taken from the text, as the console does, and follows it on later saves.
    ...descriptionColumns(length(description) > 512 ? Array.from(description).slice(0, 512).join('') : description, content),
    content,
    cover: await imageColumn(context, table, id, '封面', row.article_cover),
    category_id: categoryId,
    author_id: authorId,
    is_top: isTop,
    top_order: isTop === 1 ? count(row.order) : 0,
    status,
    type,
    origin_url: originUrl,
    view_times: count(row.view_times),
    thumbs_up_times: count(row.thumbs_up_times),
    reading_duration: Number.isFinite(readingMs) && readingMs > 0 ? Math.min(Math.round(readingMs / 1000), 2_147_483_647) : 0,
    ...timestamps(row, context.now),
  };
}

export function mapArticleTag(row: SourceRow, context: ImportContext, seen: Set<string>): { article_id: number; tag_id: number } | null {
  const table = 'blog_article_tag';
  const articleId = int(row.article_id);
  const tagOriginal = int(row.tag_id);
  const tagId = tagOriginal === null ? undefined : context.tags.get(tagOriginal);
  if (articleId === null || !context.articles.has(articleId)) return skip(context, table, int(row.id), `文章 ${String(row.article_id)} 不存在`);
  if (tagId === undefined) return skip(context, table, int(row.id), `标签 ${String(row.tag_id)} 不存在`);
  const key = `${articleId}:${tagId}`;
  if (seen.has(key)) return skip(context, table, int(row.id), `文章 ${articleId} 与标签 ${tagId} 的关联重复`);
  seen.add(key);
  return { article_id: articleId, tag_id: tagId };
}

export async function mapTalk(row: SourceRow, context: ImportContext): Promise<Insertable<TalkTable> | null> {
  const table = 'blog_talk';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const original = int(row.user_id);
  let userId = original === null ? undefined : context.users.get(original);
  if (userId === undefined) {
    if (context.fallbackAuthor === null) return skip(context, table, id, '发布者不存在，本站也没有管理员');
    userId = context.fallbackAuthor;
    change(context, table, id, `发布者（用户 ${String(row.user_id)}）不存在，改为博主`);
  }
  let status = int(row.status) ?? 1;
  if (status === 3) {
    change(context, table, id, '在原站回收站中，以私密导入');
    status = 2;
  } else if (status !== 1 && status !== 2) {
    change(context, table, id, `状态 ${String(row.status)} 无法识别，以私密导入`);
    status = 2;
  }
  context.talks.add(id);
  return {
    id,
    user_id: userId,
    content: await context.images.text(text(row.content) ?? ''),
    status,
    is_top: int(row.is_top) === 1 ? 1 : 2,
    like_times: count(row.like_times),
    ...timestamps(row, context.now),
  };
}

export async function mapTalkPhoto(row: SourceRow, context: ImportContext, sorts: Map<number, number>): Promise<Insertable<TalkPhotoTable> | null> {
  const table = 'blog_talk_photo';
  const id = int(row.id);
  const talkId = int(row.talk_id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  if (talkId === null || !context.talks.has(talkId)) return skip(context, table, id, `说说 ${String(row.talk_id)} 不存在`);
  const url = await imageColumn(context, table, id, '图片', row.url);
  if (!url) return skip(context, table, id, '图片地址为空');
  const sort = sorts.get(talkId) ?? 0;
  sorts.set(talkId, sort + 1);
  return { id, talk_id: talkId, url, sort, ...timestamps(row, context.now) };
}

export async function mapAlbum(row: SourceRow, context: ImportContext): Promise<Insertable<PhotoAlbumTable> | null> {
  const table = 'blog_photo_album';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  let name = (text(row.album_name) ?? '').trim();
  if (!name) {
    name = `相册 ${id}`;
    change(context, table, id, `没有名称，以「${name}」导入`);
  }
  name = uniqueName(context, table, id, 'al', name, 64);
  context.albums.add(id);
  return {
    id,
    album_name: name,
    album_cover: await imageColumn(context, table, id, '封面', row.album_cover),
    description: (text(row.description) ?? '').trim(),
    ...timestamps(row, context.now),
  };
}

export async function mapPhoto(row: SourceRow, context: ImportContext, sorts: Map<number, number>): Promise<Insertable<PhotoTable> | null> {
  const table = 'blog_photo';
  const id = int(row.id);
  const albumId = int(row.album_id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  if (albumId === null || !context.albums.has(albumId)) return skip(context, table, id, `相册 ${String(row.album_id)} 不存在`);
  if (int(row.status) === 2) return skip(context, table, id, '在原站回收站中');
  const url = await imageColumn(context, table, id, '照片', row.url);
  if (!url) return skip(context, table, id, '照片地址为空');
  const sort = sorts.get(albumId) ?? 0;
  sorts.set(albumId, sort + 1);
  const size = await context.imageSize(url);
  return { id, album_id: albumId, url, sort, width: size?.width ?? 0, height: size?.height ?? 0, ...timestamps(row, context.now) };
}

export async function mapLink(row: SourceRow, context: ImportContext): Promise<Insertable<LinkTable> | null> {
  const table = 'blog_links';
  const id = int(row.id);
  if (id === null) return skip(context, table, row.id, '编号无效');
  const name = (text(row.site_name) ?? '').trim();
  const url = (text(row.url) ?? '').trim();
  if (!name) return skip(context, table, id, '网站名称为空');
  if (!url) return skip(context, table, id, '网址为空');
  if (length(url) > 512) return skip(context, table, id, '网址超过 512 个字符');
  let status = int(row.status) ?? 1;
  if (status !== 1 && status !== 2) {
    change(context, table, id, `状态 ${String(row.status)} 无法识别，以待审核导入`);
    status = 1;
  }
  // The original stores the applicant's id as text.
  const applicant = int((text(row.user_id) ?? '').trim());
  let userId: number | null = applicant === null ? null : (context.users.get(applicant) ?? null);
  if (applicant !== null && userId === null) change(context, table, id, `申请者（用户 ${applicant}）不存在，导入后没有申请者`);
  if (userId !== null && context.linkOwners.has(userId)) {
    change(context, table, id, `申请者（用户 ${applicant}）已有一条友链，本站每人一条，这条导入后没有申请者`);
    userId = null;
  }
  if (userId !== null) context.linkOwners.add(userId);
  return {
    id,
    site_name: name,
    site_desc: (text(row.site_desc) ?? '').trim(),
    site_avatar: await imageColumn(context, table, id, '头像', row.site_avatar),
    url,
    status,
    user_id: userId,
    // The original lists links oldest first; ids follow creation, so they keep that order.
    sort: id,
    ...timestamps(row, context.now),
  };
}
