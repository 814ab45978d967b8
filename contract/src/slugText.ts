/*
 * An article's slug: its own readable address, /post/<slug>.
 *
 * Chinese is kept, not turned into pinyin: the blogs moving in (Hexo's default `:title` is the file
 * name) already have Chinese addresses, a Chinese reader reads 原子类 faster than yuan-zi-lei, pinyin
 * guesses wrong for many characters (重, 行, 长) and would need a large dictionary in the bundle, and
 * browsers show the address decoded while search engines index UTF-8 paths well. ASCII letters are
 * lower-cased so one article has one address whatever case a link uses.
 */

export const SLUG_LIMITS = {
  /** Code points of a stored slug. */
  max: 100,
  /** Code points of a slug generated from a title (a long title makes a long address). */
  generatedMax: 60,
} as const;

export const SLUG_MESSAGES = {
  invalid: '链接名只能包含中文、字母、数字和 - _ .，并以文字或数字开头和结尾',
  tooLong: `链接名不能超过 ${SLUG_LIMITS.max} 个字`,
  taken: '这个链接名已被另一篇文章使用，请换一个',
  /** Another article's old address: its readers' links would land here instead. */
  heldByAlias: '这个链接名是另一篇文章以前的地址（旧链接仍会跳到那篇文章），请换一个',
  notText: '链接名必须是文字',
} as const;

/** Where an article lives under its slug. */
export const POST_PREFIX = '/post/';

/** The address of the article with this slug, encoded for an href or a Location header. */
export function postPath(slug: string): string {
  return `${POST_PREFIX}${encodeURIComponent(slug)}`;
}

export const SLUG_PATTERN = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}._-]*[\p{L}\p{N}\p{M}])?$/u;

/** NFC and lower-case ASCII: the one spelling stored and looked up. */
export function normaliseSlug(text: string): string {
  return text.trim().normalize('NFC').replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && [...slug].length <= SLUG_LIMITS.max;
}

/** Cuts to `max` code points without leaving a separator at the end. */
function cut(text: string, max: number): string {
  return [...text].slice(0, max).join('').replace(/[._-]+$/u, '');
}

/**
 * A slug from any text (a title, a file name, an old address's last part): every run of characters
 * that are not letters, numbers, `_` or `.` becomes one `-`. '' when nothing readable is left.
 */
export function slugify(text: string, max: number = SLUG_LIMITS.generatedMax): string {
  const slug = normaliseSlug(text)
    .replace(/[^\p{L}\p{N}\p{M}._]+/gu, '-')
    .replace(/[._-]{2,}/g, (run) => (run.includes('-') ? '-' : run[0]!))
    .replace(/^[._-]+|[._-]+$/g, '');
  return cut(slug, max);
}
