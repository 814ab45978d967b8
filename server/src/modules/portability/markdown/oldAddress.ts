import { createHash } from 'node:crypto';
import { slugify, SLUG_LIMITS, type PermalinkRule } from '@blog/contract';
import { jekyllName } from './dates';

/*
 * The address a post had on the blog it comes from, computed as its generator did: the permalink
 * rule's tokens filled from the post's front matter, file name and date. Each generator gives some
 * tokens its own meaning (`:title` is Hexo's file name, Hugo's title, Jekyll's file name without
 * the date); those meanings are written here after their sources (hexo/lib/plugins/filter/
 * post_permalink.js with hexo-util's slugize, Hugo's permalinks and urlize, Jekyll's UrlDrop).
 */

/** What the importer knows of a post when it computes its old address. */
export interface PostFacts {
  /** Path inside the archive, '/'-separated. */
  file: string;
  /** The front matter as read. */
  data: Record<string, unknown>;
  /** The title it is imported with. */
  title: string;
  /** Its publication instant as imported (UTC ISO; naive dates were read as China time). */
  date: string | null;
}

export interface OldAddresses {
  /** Paths as the old blog served them (decoded, not yet normalised). */
  addresses: string[];
  warnings: string[];
}

/** The date as the blog's generator saw it: the wall-clock digits written in the file. */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const DATE_KEYS = ['date', 'created', 'created_at', 'publishDate', 'published_at', 'pubDate'];
const WALL_CLOCK = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?/;
/** Naive dates are China time (dates.ts); the generator that wrote them was set to it. */
const CHINA_OFFSET_MS = 8 * 3600_000;

const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');

/** An invalid Date throws on toISOString: it is no date. */
function isoOf(date: Date): string {
  try {
    return date.toISOString();
  } catch {
    return '';
  }
}

function wallClockOf(facts: PostFacts, baseName: string): WallClock | null {
  const raw = DATE_KEYS.map((key) => facts.data[key]).find((value) => value !== undefined && value !== null && value !== '');
  // TOML dates (TomlDate) print as written; YAML dates stay text (the core schema).
  const text = raw instanceof Date ? isoOf(raw) : typeof raw === 'string' ? raw.trim() : '';
  let match = WALL_CLOCK.exec(text);
  if (!match) match = WALL_CLOCK.exec(jekyllName(baseName) ? baseName : '');
  if (match) return { year: match[1]!, month: pad(match[2]), day: pad(match[3]), hour: pad(match[4]), minute: pad(match[5]), second: pad(match[6]) };
  if (!facts.date) return null;
  const china = new Date(Date.parse(facts.date) + CHINA_OFFSET_MS).toISOString();
  return wallClockOf({ ...facts, data: { date: china.slice(0, 19) }, date: null }, '');
}

/** hexo-util's slugize: separators and punctuation become one `-`; case kept unless lowered. */
export function hexoSlugize(text: string, lower = false): string {
  // eslint-disable-next-line no-control-regex -- Hexo drops control characters first
  const slug = text.replace(/[\u0000-\u001f]/g, '').replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'<>,.?/]+/g, '-').replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
  return lower ? slug.toLowerCase() : slug;
}

/** Hugo's urlize: spaces to `-`, characters a path may not hold dropped, lower case. */
export function hugoUrlize(text: string): string {
  return text.trim().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}\p{M}._\-+~]/gu, '').toLowerCase();
}

/** Jekyll's slugify in 'pretty' mode, cased: what is not a letter, digit or `._~!$&'()+,;=@` becomes `-`. */
export function jekyllSlugify(text: string): string {
  return text.replace(/[^\p{L}\p{N}\p{M}._~!$&'()+,;=@]+/gu, '-').replace(/^-+|-+$/g, '');
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value.trim() || null : typeof value === 'number' ? String(value) : null);

/** The file name without its extension; a Hugo page bundle's index.md is named by its folder. */
function stemOf(file: string): string {
  const parts = file.split('/');
  const base = parts.at(-1)!.replace(/\.(md|markdown)$/i, '');
  return (base === 'index' || base === '_index') && parts.length > 1 ? parts.at(-2)! : base;
}

/** Hexo's post slug: the path under _posts (or _drafts) without extension, or the file's name. */
function hexoSourceSlug(file: string): string {
  const under = /(?:^|\/)_(?:posts|drafts)\/(.+)$/.exec(file);
  return (under ? under[1]! : file.split('/').pop()!).replace(/\.(md|markdown)$/i, '');
}

/** Categories as a list of paths (Hexo: `[A, B]` is one path A › B, `[[A, B], C]` two). */
function categoryPaths(data: Record<string, unknown>): string[][] {
  const value = data.categories ?? data.category;
  const text = textOf(value);
  if (text) return [[text]];
  if (!Array.isArray(value)) return [];
  if (!value.some(Array.isArray)) return [value.map(textOf).filter((name): name is string => name !== null)].filter((path) => path.length > 0);
  return value.map((entry) => (Array.isArray(entry) ? entry.map(textOf).filter((name): name is string => name !== null) : [textOf(entry)].filter((name): name is string => name !== null))).filter((path) => path.length > 0);
}

/** Jekyll's categories: the front matter's and the folders above _posts, lower-cased, each once. */
function jekyllCategories(file: string, data: Record<string, unknown>): string {
  const folders = /^(.*?)\/?_posts\//.exec(file)?.[1]?.split('/').filter(Boolean) ?? [];
  const written = categoryPaths(data).flat();
  const fromText = typeof data.categories === 'string' ? data.categories.split(/\s+/) : null;
  return [...new Set([...folders, ...(fromText ?? written)].map((name) => name.toLowerCase()))].join('/');
}

/** The first folder of the content (Hugo's section): `content/posts/a.md` and `posts/a.md` are in posts. */
function hugoSection(file: string): string {
  const parts = file.replace(/^(?:.*\/)?content\//, '').split('/');
  return parts.length > 1 ? parts[0]! : '';
}

/** Token values for one post under one generator's meanings; a missing value is absent. */
function tokensFor(facts: PostFacts, style: PermalinkRule['style']): Map<string, string> {
  const { data, file } = facts;
  const stem = stemOf(file);
  const jekyll = jekyllName(stem);
  const clock = wallClockOf(facts, stem);
  const tokens = new Map<string, string>();
  // Any front matter field is a token too (Hexo's own rule; Hugo and Jekyll users use :slug so).
  for (const [key, value] of Object.entries(data)) {
    const text = textOf(value);
    if (text !== null) tokens.set(key.toLowerCase(), text);
  }
  if (clock) {
    tokens.set('year', clock.year);
    tokens.set('short_year', clock.year.slice(2));
    tokens.set('month', clock.month);
    tokens.set('i_month', String(Number(clock.month)));
    tokens.set('day', clock.day);
    tokens.set('i_day', String(Number(clock.day)));
    tokens.set('hour', clock.hour);
    tokens.set('minute', clock.minute);
    tokens.set('second', clock.second);
  }
  const slugField = textOf(data.slug);
  const firstPath = categoryPaths(data)[0] ?? [];
  if (style === 'hexo') {
    const slug = slugField ?? hexoSourceSlug(file);
    tokens.set('title', slug);
    tokens.set('name', slug.split('/').pop()!);
    tokens.set('post_title', hexoSlugize(facts.title, true));
    tokens.set('category', firstPath.length > 0 ? firstPath.map((name) => hexoSlugize(name)).join('/') : 'uncategorized');
    if (facts.date) tokens.set('hash', createHash('sha1').update(slug + String(Math.floor(Date.parse(facts.date) / 1000))).digest('hex').slice(0, 12));
  } else if (style === 'hugo') {
    const title = hugoUrlize(facts.title);
    tokens.set('title', title);
    tokens.set('slug', slugField ?? title);
    tokens.set('filename', stem);
    tokens.set('contentbasename', stem);
    tokens.set('slugorfilename', slugField ?? stem);
    tokens.set('slugorcontentbasename', slugField ?? stem);
    tokens.set('section', hugoSection(file));
  } else {
    const name = jekyll ? jekyll.rest : stem;
    tokens.set('title', jekyllSlugify(slugField ?? name));
    tokens.set('slug', jekyllSlugify(slugField ?? name).toLowerCase());
    tokens.set('name', name);
    tokens.set('categories', jekyllCategories(file, data));
    tokens.set('output_ext', '.html');
  }
  return tokens;
}

/** The pattern with its tokens filled in; the names of tokens that had no value. */
function expand(pattern: string, tokens: Map<string, string>): { path: string; missing: string[] } {
  const missing: string[] = [];
  const filled = pattern.replace(/:([a-z_]+)/gi, (whole, name: string) => {
    const value = tokens.get(name.toLowerCase());
    if (value === undefined) missing.push(whole);
    return value ?? whole;
  });
  // Jekyll's `/:categories/…` without categories leaves `//`.
  return { path: `/${filled}`.replace(/\/{2,}/g, '/'), missing };
}

/**
 * Every address the post had: the one its front matter sets (Hexo's and Jekyll's `permalink`,
 * Hugo's `url`) or else the rule's, plus Hugo's `aliases`. A token without a value gives a warning
 * and no address, never a wrong one.
 */
export function oldAddresses(facts: PostFacts, rule: PermalinkRule): OldAddresses {
  const tokens = tokensFor(facts, rule.style);
  const warnings: string[] = [];
  const own = textOf(facts.data.permalink) ?? textOf(facts.data.url);
  const { path, missing } = expand(own ?? rule.pattern, tokens);
  const addresses: string[] = [];
  if (missing.length > 0) warnings.push(`旧地址规则里的 ${[...new Set(missing)].join('、')} 在这篇文章里没有值，没有为它建立跳转`);
  else addresses.push(path);
  const aliases = facts.data.aliases;
  for (const alias of Array.isArray(aliases) ? aliases : [aliases]) {
    const text = textOf(alias);
    if (text) addresses.push(text.startsWith('/') ? text : `/${text}`);
  }
  return { addresses, warnings };
}

/**
 * The slug the front matter gives (its `slug`, or the last part of its `permalink` / `url`), made
 * a valid slug; null when it gives none (the title's is used).
 */
export function frontMatterSlug(data: Record<string, unknown>): string | null {
  const slug = textOf(data.slug);
  const address = textOf(data.permalink) ?? textOf(data.url);
  const fromAddress = address
    ?.split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean)
    .pop()
    ?.replace(/\.html?$/i, '');
  const chosen = slug ?? (fromAddress && !fromAddress.includes(':') ? decodeSafely(fromAddress) : null);
  return chosen ? slugify(chosen, SLUG_LIMITS.max) || null : null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
