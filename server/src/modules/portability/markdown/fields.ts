import { ARTICLE_LIMITS, ARTICLE_STATUS, ARTICLE_TYPE } from '@blog/contract';
import { parseDate } from './dates';
import { lineOfField, type SplitFile } from './frontMatter';

/** What the front matter says about an article, in the site's terms. */
export interface ArticleMeta {
  title: string | null;
  /** UTC ISO strings, null when the file gives none. */
  date: string | null;
  updated: string | null;
  category: string | null;
  tags: string[];
  /** As written: a local path (uploaded later) or an address. */
  cover: string | null;
  description: string | null;
  status: number;
  type: number;
  originUrl: string;
  pinned: boolean;
  topOrder: number;
}

/** A field the import cannot accept: the whole file is skipped with this line and reason. */
export class FieldError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

/** Field names across Hexo, Hugo, Jekyll, Halo and this site's own export, first match wins. */
const ALIASES = {
  title: ['title'],
  date: ['date', 'created', 'created_at', 'publishDate', 'published_at', 'pubDate'],
  updated: ['updated', 'lastmod', 'last_modified_at', 'modified', 'updated_at', 'update'],
  categories: ['categories', 'category'],
  tags: ['tags', 'tag', 'keywords_tags'],
  cover: ['cover', 'thumbnail', 'image', 'banner', 'featured_image', 'featuredImage', 'cover_image', 'index_img'],
  description: ['description', 'excerpt', 'summary', 'abstract'],
} as const;

const pick = (data: Record<string, unknown>, keys: readonly string[]): { key: string; value: unknown } | null => {
  for (const key of keys) {
    if (key in data && data[key] !== null && data[key] !== undefined && data[key] !== '') return { key, value: data[key] };
  }
  return null;
};

const asText = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

const asFlag = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'yes' || value === 1) return true;
  if (value === 'false' || value === 'no' || value === 0) return false;
  return null;
};

/**
 * One category from any of the shapes blogs write: a string, a list, or Hexo's lists of paths
 * (`[[A, B], C]`). The site has one flat category per article; what is left out is named in a warning.
 */
function categoryOf(value: unknown, line: number | null, warnings: string[]): string | null {
  if (value === null || value === undefined) return null;
  const text = asText(value);
  if (text !== null) return text || null;
  if (!Array.isArray(value)) throw new FieldError('分类的格式无法识别（应为文字或文字列表）', line);
  const paths: string[][] = [];
  for (const entry of value) {
    const entryText = asText(entry);
    if (entryText !== null) {
      if (entryText) paths.push([entryText]);
    } else if (Array.isArray(entry) && entry.every((part) => asText(part) !== null)) {
      const parts = entry.map((part) => asText(part)!).filter(Boolean);
      if (parts.length > 0) paths.push(parts);
    } else {
      throw new FieldError('分类的格式无法识别（列表里只能是文字或文字列表）', line);
    }
  }
  if (paths.length === 0) return null;
  // A flat list is several categories to Hugo, Jekyll and Halo (and a path to Hexo): its first
  // name is the main one either way. A list of lists is surely Hexo's paths: the first path's leaf.
  const nested = value.some(Array.isArray);
  const chosen = nested ? paths[0]![paths[0]!.length - 1]! : paths[0]![0]!;
  const dropped = nested ? [...paths[0]!.slice(0, -1), ...paths.slice(1).map((p) => p.join(' › '))] : paths.slice(1).map((p) => p[0]!);
  if (dropped.length > 0) warnings.push(`本站每篇文章只有一个分类，取「${chosen}」；未使用：${dropped.map((name) => `「${name}」`).join('、')}`);
  return chosen;
}

/** Tags from a list or a string (Jekyll separates with spaces, others with commas). */
function tagsOf(value: unknown, line: number | null, warnings: string[]): string[] {
  if (value === null || value === undefined) return [];
  let names: string[];
  if (Array.isArray(value)) {
    names = [];
    for (const entry of value) {
      const text = asText(entry);
      if (text === null) throw new FieldError('标签的格式无法识别（列表里只能是文字）', line);
      names.push(text);
    }
  } else {
    const text = asText(value);
    if (text === null) throw new FieldError('标签的格式无法识别（应为文字或文字列表）', line);
    names = text.split(/[,，]/).length > 1 ? text.split(/[,，]/) : text.split(/\s+/);
  }
  const distinct = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const tooLong = distinct.filter((name) => [...name].length > ARTICLE_LIMITS.nameMax);
  if (tooLong.length > 0) warnings.push(`标签名不能超过 ${ARTICLE_LIMITS.nameMax} 个字，未导入：${tooLong.join('、')}`);
  const kept = distinct.filter((name) => [...name].length <= ARTICLE_LIMITS.nameMax);
  if (kept.length > ARTICLE_LIMITS.tagsMax) warnings.push(`标签最多 ${ARTICLE_LIMITS.tagsMax} 个，未导入：${kept.slice(ARTICLE_LIMITS.tagsMax).join('、')}`);
  return kept.slice(0, ARTICLE_LIMITS.tagsMax);
}

function dateField(split: SplitFile, keys: readonly string[], label: string): string | null {
  const found = pick(split.data, keys);
  if (!found) return null;
  const date = parseDate(found.value);
  if (!date) {
    const shown = found.value instanceof Date ? '' : `「${String(found.value)}」`;
    throw new FieldError(`${label}${shown}不是有效的日期（支持 2024-05-01、2024-05-01 10:00:00、2024-05-01T10:00:00+08:00 等格式）`, lineOfField(split, [found.key]));
  }
  return date;
}

const STATUS_NAMES: Record<string, number> = { scheduled: ARTICLE_STATUS.scheduled, public: ARTICLE_STATUS.public, private: ARTICLE_STATUS.private, draft: ARTICLE_STATUS.draft, published: ARTICLE_STATUS.public, publish: ARTICLE_STATUS.public };
const TYPE_NAMES: Record<string, number> = { original: ARTICLE_TYPE.original, reprint: ARTICLE_TYPE.reprint, translation: ARTICLE_TYPE.translation };

/** Reads the front matter's fields; a field that cannot be understood throws FieldError with its line. */
export function readMeta(split: SplitFile, warnings: string[]): ArticleMeta {
  const data = split.data;
  const line = (keys: readonly string[]) => lineOfField(split, keys);

  const titleField = pick(data, ALIASES.title);
  const title = titleField ? asText(titleField.value) : null;
  if (titleField && title === null) throw new FieldError('标题必须是文字', line(ALIASES.title));

  const date = dateField(split, ALIASES.date, '发布日期');
  const updated = dateField(split, ALIASES.updated, '更新日期');

  const categoryField = pick(data, ALIASES.categories);
  const category = categoryField ? categoryOf(categoryField.value, line([categoryField.key]), warnings) : null;
  if (category && [...category].length > ARTICLE_LIMITS.nameMax) throw new FieldError(`分类名「${category}」超过 ${ARTICLE_LIMITS.nameMax} 个字`, line([categoryField!.key]));
  const tagField = pick(data, ALIASES.tags);
  const tags = tagField ? tagsOf(tagField.value, line([tagField.key]), warnings) : [];

  const coverField = pick(data, ALIASES.cover);
  const cover = coverField ? asText(coverField.value) : null;
  if (coverField && cover === null) warnings.push('封面的格式无法识别，未导入封面');

  const descriptionField = pick(data, ALIASES.description);
  let description = descriptionField ? asText(descriptionField.value) : null;
  if (description && [...description].length > ARTICLE_LIMITS.descriptionMax) {
    warnings.push(`描述超过 ${ARTICLE_LIMITS.descriptionMax} 个字，已截取前 ${ARTICLE_LIMITS.descriptionMax} 个字`);
    description = [...description].slice(0, ARTICLE_LIMITS.descriptionMax).join('');
  }

  // Our own export says status outright; others say draft: true or published: false.
  let status: number = ARTICLE_STATUS.public;
  const statusText = asText(data.status)?.toLowerCase();
  if (statusText && statusText in STATUS_NAMES) status = STATUS_NAMES[statusText]!;
  else if (statusText) warnings.push(`不认识的状态「${statusText}」，按公开导入`);
  if (asFlag(data.draft) === true || asFlag(data.published) === false) status = ARTICLE_STATUS.draft;
  if (asText(data.hidden) === 'true' && status === ARTICLE_STATUS.public) status = ARTICLE_STATUS.private;
  // A schedule is its date: without one there is nothing to wait for.
  if (status === ARTICLE_STATUS.scheduled && !date) {
    warnings.push('定时发布的文章没有发布日期，按草稿导入');
    status = ARTICLE_STATUS.draft;
  }

  let type: number = ARTICLE_TYPE.original;
  const typeText = asText(data.type)?.toLowerCase();
  if (typeText && typeText in TYPE_NAMES) type = TYPE_NAMES[typeText]!;
  let originUrl = asText(data.origin_url ?? data.originUrl ?? data.source_url) ?? '';
  if (type !== ARTICLE_TYPE.original && !/^https?:\/\/\S+$/i.test(originUrl)) {
    warnings.push(`转载或翻译的文章需要 http(s) 开头的原文链接${originUrl ? `（文件里是「${originUrl}」）` : ''}，已按原创导入`);
    type = ARTICLE_TYPE.original;
  }
  if (type === ARTICLE_TYPE.original) originUrl = '';
  if ([...originUrl].length > ARTICLE_LIMITS.urlMax) {
    warnings.push('原文链接太长，已按原创导入');
    type = ARTICLE_TYPE.original;
    originUrl = '';
  }

  // Hexo's `top` / `sticky` may be a number (a weight); ours is true/false with top_order.
  const topValue = data.top ?? data.sticky ?? data.pinned;
  const pinned = asFlag(topValue) === true || (typeof topValue === 'number' && topValue > 0);
  const orderValue = Number(data.top_order ?? (typeof topValue === 'number' ? topValue : 0));
  const topOrder = pinned && Number.isInteger(orderValue) ? Math.min(Math.max(orderValue, 0), ARTICLE_LIMITS.topOrderMax) : 0;

  return { title, date, updated, category, tags, cover, description, status, type, originUrl, pinned, topOrder };
}
