import { z } from 'zod';
import { ROUTE_PAGE_NAMES } from './pages';
import { idSchema, keywordPageBody } from './requests';

/*
 * The console's 重定向 rules: an old address of the site (from a blog moved in, a renamed page)
 * sends its visitor to a new one. The server applies them to page requests that nothing else
 * answers, never to /api. Rules are checked here, so the console and the server refuse the same.
 */

export const REDIRECT_LIMITS = {
  fromMax: 500,
  toMax: 2000,
  /** Rules the site keeps; an imported blog of a few thousand posts fits with room to spare. */
  count: 20_000,
} as const;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_MESSAGES = {
  fromMissing: '请输入来源地址',
  fromNotPath: '来源地址要以 / 开头（也可以粘贴完整网址，只取其中的路径）',
  fromQuery: '来源地址不能带 ? 后面的参数',
  fromDots: '来源地址不能包含 . 或 .. 这样的路径段',
  fromTooLong: `来源地址不能超过 ${REDIRECT_LIMITS.fromMax} 个字`,
  fromReserved: (prefix: string) => `「${prefix}」开头的地址属于本站程序，不能作为跳转来源`,
  fromPage: (path: string) => `「${path}」是本站已有的页面，不能被跳转覆盖`,
  toMissing: '请输入目标地址',
  toInvalid: '目标要以 / 开头（本站地址），或是 http:// / https:// 开头的完整网址',
  toTooLong: `目标地址不能超过 ${REDIRECT_LIMITS.toMax} 个字`,
  toReserved: '目标不能是本站的接口或后台地址（/api、/wapi、/ws、/admin）',
  loop: '来源和目标是同一个地址，会无限跳转',
  statusInvalid: '跳转方式只能是 301（永久）或 302（临时）',
  duplicate: (from: string) => `已有来源为「${from}」的规则，请直接修改那一条`,
  chainOut: (to: string, next: string) => `目标「${to}」本身又会跳转到「${next}」，请直接填最终地址（不允许连续跳转）`,
  chainIn: (from: string, rule: string) => `规则「${rule}」会跳到「${from}」，再从这里跳走就成了连续跳转，请先修改那一条`,
  missing: '这条规则不存在或已被删除',
  tooMany: `规则最多 ${REDIRECT_LIMITS.count} 条`,
  saved: '规则已保存',
  deleted: '规则已删除',
} as const;

/** First path segments that belong to the program: never a rule's source. */
export const RESERVED_PREFIXES = ['api', 'wapi', 'ws', 'uploads', 'admin', 'assets', 'admin-assets', 'post', 'page'] as const;
/** Local targets a redirect may never send a page request to. */
const FORBIDDEN_TARGET_PREFIXES = ['api', 'wapi', 'ws', 'admin'];
/** Site-root documents the server answers itself. */
const SERVER_DOCUMENTS = ['/sitemap.xml', '/rss.xml', '/atom.xml', '/feed', '/robots.txt', '/favicon.svg', '/favicon.ico'];

/** A segment decoded when it is valid percent-encoding, as typed otherwise. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one spelling of a site path that rules are stored and matched by: percent-encoding decoded
 * (`/AtomicLong%E5%8E%9F…` and `/AtomicLong原…` are one address), NFC, no doubled slashes and no
 * trailing slash (`/a/b/` is `/a/b`). null for something that is no path (`.`/`..` segments, control
 * characters). The query and the fragment are not part of it.
 */
export function normaliseSitePath(raw: string): string | null {
  let path = raw.trim().replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) return null;
  path = path
    .split('/')
    .map(decodeSegment)
    .join('/')
    .normalize('NFC')
    .replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}

/** A path or a full URL (its path taken) as a rule's source; the Chinese problem when it cannot be one. */
export function redirectSourceOf(raw: string): { path: string } | { problem: string } {
  let text = raw.trim();
  if (!text) return { problem: REDIRECT_MESSAGES.fromMissing };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname + url.search;
    } catch {
      return { problem: REDIRECT_MESSAGES.fromNotPath };
    }
  }
  if (!text.startsWith('/')) return { problem: REDIRECT_MESSAGES.fromNotPath };
  if (text.replace(/#.*$/s, '').includes('?')) return { problem: REDIRECT_MESSAGES.fromQuery };
  const path = normaliseSitePath(text);
  if (path === null) return { problem: REDIRECT_MESSAGES.fromDots };
  if ([...path].length > REDIRECT_LIMITS.fromMax) return { problem: REDIRECT_MESSAGES.fromTooLong };
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if ((RESERVED_PREFIXES as readonly string[]).includes(first)) return { problem: REDIRECT_MESSAGES.fromReserved(`/${first}`) };
  if (path === '/' || Object.hasOwn(ROUTE_PAGE_NAMES, path) || SERVER_DOCUMENTS.includes(path.toLowerCase())) return { problem: REDIRECT_MESSAGES.fromPage(path) };
  return { path };
}

/** A target as stored: a local path (decoded, as the console shows it, query kept) or an http(s) URL. */
export function redirectTargetOf(raw: string): { to: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return { problem: REDIRECT_MESSAGES.toMissing };
  if ([...text].length > REDIRECT_LIMITS.toMax) return { problem: REDIRECT_MESSAGES.toTooLong };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname ? { to: text } : { problem: REDIRECT_MESSAGES.toInvalid };
    } catch {
      return { problem: REDIRECT_MESSAGES.toInvalid };
    }
  }
  // `//host/…` would leave the site under a local-looking target.
  if (!text.startsWith('/') || text.startsWith('//') || /[\t\r\n]/.test(text)) return { problem: REDIRECT_MESSAGES.toInvalid };
  const cut = text.search(/[?#]/);
  const path = normaliseSitePath(cut < 0 ? text : text.slice(0, cut));
  if (path === null) return { problem: REDIRECT_MESSAGES.toInvalid };
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (FORBIDDEN_TARGET_PREFIXES.includes(first)) return { problem: REDIRECT_MESSAGES.toReserved };
  return { to: cut < 0 ? path : path + text.slice(cut) };
}

/** The local path a target lands on (for chain checks), or null for another site. */
export function targetPathOf(to: string): string | null {
  if (!to.startsWith('/')) return null;
  return normaliseSitePath(to);
}

/** Percent-encodes what a Location header or an href may not carry raw (Chinese, spaces), keeping escapes already there. */
export function encodeLocation(to: string): string {
  if (/^https?:\/\//i.test(to)) {
    try {
      return new URL(to).href;
    } catch {
      return to;
    }
  }
  return to.replace(/%(?![0-9a-fA-F]{2})|[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

const textOf = (missing: string) => z.string({ error: missing });

/** One rule as the console sends it: from and to checked and normalised, status 301 unless said. */
export const redirectRuleBody = z.object({
  from: textOf(REDIRECT_MESSAGES.fromMissing).transform((raw, ctx) => {
    const source = redirectSourceOf(raw);
    if ('problem' in source) {
      ctx.addIssue({ code: 'custom', message: source.problem });
      return z.NEVER;
    }
    return source.path;
  }),
  to: textOf(REDIRECT_MESSAGES.toMissing).transform((raw, ctx) => {
    const target = redirectTargetOf(raw);
    if ('problem' in target) {
      ctx.addIssue({ code: 'custom', message: target.problem });
      return z.NEVER;
    }
    return target.to;
  }),
  status: z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.statusInvalid }).default(301),
}).superRefine((rule, ctx) => {
  if (targetPathOf(rule.to) === rule.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REDIRECT_MESSAGES.loop });
});
export type RedirectRuleBody = z.input<typeof redirectRuleBody>;
export type RedirectRuleInput = z.output<typeof redirectRuleBody>;

export const redirectUpdateBody = z.intersection(z.object({ id: idSchema }), redirectRuleBody);
export type RedirectUpdateBody = z.input<typeof redirectUpdateBody>;

/** POST …/admin/list: a page of rules, newest first, optionally those whose source or target contains `keyword`. */
export const redirectListBody = keywordPageBody;
export type RedirectListBody = z.input<typeof redirectListBody>;

/** GET …/admin/test?path=…: where an address typed by the blogger lands. */
export const redirectTestQuery = z.object({ path: z.string({ error: '请输入要测试的地址' }).trim().min(1, { error: '请输入要测试的地址' }).max(REDIRECT_LIMITS.toMax, { error: '地址太长' }) });

export interface RedirectRuleLike {
  id?: number;
  from: string;
  to: string;
}

/**
 * Whether `rule` fits among `others` (the other rules as stored): no second rule for one source,
 * no chain (its target is another rule's source, or another rule lands on its source). Every chain,
 * a loop included, has such a link, so refusing them keeps every redirect one hop. The Chinese
 * reason, or null.
 */
export function redirectSetProblem(rule: RedirectRuleLike, others: readonly RedirectRuleLike[]): { field: 'from' | 'to'; message: string } | null {
  const bySource = new Map(others.filter((other) => other.id === undefined || other.id !== rule.id).map((other) => [other.from, other]));
  if (bySource.has(rule.from)) return { field: 'from', message: REDIRECT_MESSAGES.duplicate(rule.from) };
  const landing = targetPathOf(rule.to);
  const next = landing === null ? undefined : bySource.get(landing);
  if (next) return { field: 'to', message: REDIRECT_MESSAGES.chainOut(rule.to, next.to) };
  for (const other of bySource.values()) {
    if (targetPathOf(other.to) === rule.from) return { field: 'from', message: REDIRECT_MESSAGES.chainIn(rule.from, `${other.from} → ${other.to}`) };
  }
  return null;
}

/** A rule as the console lists it. */
export interface RedirectRule {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
  /** Made by an import ('markdown-import') or by hand (null). */
  source: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the test box shows for an address. */
export interface RedirectTestResult {
  /** The address as the server matches it. */
  path: string;
  /** 'rule': a rule sends it on; 'article': an article's old slug; 'page': the site shows a page there; 'none': 404. */
  kind: 'rule' | 'article' | 'page' | 'none';
  status: RedirectStatus | null;
  /** Where it lands (a local path or a URL); null when it stays. */
  location: string | null;
  /** The rule that applies, for 'rule'. */
  ruleId: number | null;
}
