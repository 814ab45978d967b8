/*
 * The site's chrome (issue 28): footer registration numbers, footer text, the running-days line,
 * and the head code checked so that it cannot weaken the pages' Content-Security-Policy. Plain
 * functions without zod: the visitors' footer and the server's page renderer use them too.
 */

export const SITE_CHROME_LIMITS = {
  icpMax: 64,
  policeMax: 64,
  footerTextMax: 1000,
  headCodeMax: 4000,
  hostsMax: 1000,
  hostsCount: 10,
} as const;

/** The registration lookup the MIIT requires an ICP number to link to. */
export const ICP_LINK = 'https://beian.miit.gov.cn/';

/** The 公安备案 lookup for a number such as 京公网安备 11010502030143号: the digits go in `code`. */
export function policeLink(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${digits}`;
}

/** Days since `startDate` (YYYY-MM-DD) up to `today` (YYYY-MM-DD, the site's zone); null when not set or in the future. */
export function daysRunning(startDate: string, today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/** YYYY-MM-DD of `instant` in `timeZone`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/* ------------------------------------------------------------------ script hosts */

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `hm.baidu.com, www.googletagmanager.com` → the hosts, lower-case; or the Chinese problem. */
export function parseScriptHosts(value: string): { hosts: string[] } | { problem: string } {
  const hosts = [...new Set(value.split(/[\s,，、]+/).map((host) => host.trim().toLowerCase()).filter(Boolean))];
  if (hosts.length > SITE_CHROME_LIMITS.hostsCount) return { problem: `脚本域名最多 ${SITE_CHROME_LIMITS.hostsCount} 个` };
  const bad = hosts.find((host) => !HOST.test(host));
  if (bad !== undefined) return { problem: `「${bad}」不是域名：只填域名，例如 hm.baidu.com，不要带 https:// 或路径` };
  return { hosts };
}

/* ------------------------------------------------------------------ head code */

/** One tag the head code may hold, with its attributes as written (names lower-case). */
export type HeadTag =
  | { kind: 'meta'; attributes: [string, string][] }
  | { kind: 'script'; src: string; attributes: [string, string][] };

const META_ATTRIBUTES = new Set(['name', 'property', 'content']);
/** async/defer and what analytics snippets carry (data-website-id of Umami, crossorigin …); never on*. */
const SCRIPT_FLAGS = new Set(['async', 'defer']);
const SCRIPT_VALUES = new Set(['src', 'crossorigin', 'referrerpolicy', 'id', 'charset']);
const ATTRIBUTE = /^\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/;

/** The attributes of a start tag's inside (`name="x" content='y'`), or null when they do not parse. */
function parseAttributes(inside: string): [string, string][] | null {
  const attributes: [string, string][] = [];
  let rest = inside.replace(/\/\s*$/, '');
  while (rest.trim() !== '') {
    const match = ATTRIBUTE.exec(rest);
    if (!match) return null;
    attributes.push([(match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

/**
 * The head code as tags, or the Chinese reason it is refused, naming what was refused. Accepted:
 * `<meta name|property=… content=…>` and `<script src="https://<listed host>/…" async|defer></script>`
 * with nothing between the script's tags; HTML comments and white space between tags are dropped.
 * Everything else (inline script, event attributes, any other tag or text) is refused: these tags
 * are the only ones the page writes without the CSP nonce, and the script hosts are the only
 * sources added to the pages' script-src/connect-src.
 */
export function parseHeadCode(code: string, hosts: readonly string[]): { tags: HeadTag[] } | { problem: string } {
  const tags: HeadTag[] = [];
  let rest = code.replace(/<!--[\s\S]*?-->/g, '').trim();
  while (rest !== '') {
    const start = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(rest);
    if (!start) {
      const text = rest.slice(0, 20);
      return { problem: `头部代码只能包含 <meta> 和 <script src> 标签，不接受「${text}」这样的文字` };
    }
    const name = (start[1] ?? '').toLowerCase();
    const attributes = parseAttributes(start[2] ?? '');
    if (!attributes) return { problem: `<${name}> 标签的属性写法不对` };
    const event = attributes.find(([attribute]) => attribute.startsWith('on'));
    if (event) return { problem: `不接受事件属性 ${event[0]}：它是内联脚本，会削弱内容安全策略（CSP）` };
    rest = rest.slice(start[0].length);
    if (name === 'meta') {
      const unknown = attributes.find(([attribute]) => !META_ATTRIBUTES.has(attribute));
      if (unknown) return { problem: `<meta> 只接受 name、property 和 content 属性，不接受 ${unknown[0]}` };
      if (!attributes.some(([attribute]) => attribute === 'content') || !attributes.some(([attribute]) => attribute === 'name' || attribute === 'property')) {
        return { problem: '<meta> 标签需要 name（或 property）和 content 属性' };
      }
      tags.push({ kind: 'meta', attributes });
    } else if (name === 'script') {
      const end = /^([\s\S]*?)<\/script\s*>/i.exec(rest);
      if (!end) return { problem: '<script> 标签缺少 </script>' };
      if ((end[1] ?? '').trim() !== '') return { problem: '不接受内联脚本（<script> 里写代码）：请只用 <script src="https://…" async></script> 引用外部脚本' };
      rest = rest.slice(end[0].length);
      const src = attributes.find(([attribute]) => attribute === 'src')?.[1] ?? '';
      if (src === '') return { problem: '不接受内联脚本：<script> 必须有 src' };
      let url: URL;
      try {
        url = new URL(src);
      } catch {
        return { problem: `脚本地址「${src}」不是有效的网址` };
      }
      if (url.protocol !== 'https:' || url.username || url.password) return { problem: `脚本地址「${src}」必须以 https:// 开头` };
      if (!hosts.includes(url.hostname)) return { problem: `脚本域名 ${url.hostname} 不在「允许的脚本域名」里` };
      const unknown = attributes.find(([attribute]) => !SCRIPT_FLAGS.has(attribute) && !SCRIPT_VALUES.has(attribute) && !/^data-[a-z0-9-]+$/.test(attribute));
      if (unknown) return { problem: `<script> 不接受 ${unknown[0]} 属性` };
      if (!attributes.some(([attribute]) => SCRIPT_FLAGS.has(attribute))) return { problem: '<script> 需要 async 或 defer 属性，不能挡住页面显示' };
      tags.push({ kind: 'script', src: url.href, attributes: attributes.filter(([attribute]) => attribute !== 'src') });
    } else {
      return { problem: `不接受 <${name}> 标签：头部代码只能是 <meta> 和 <script src>` };
    }
    rest = rest.trim();
  }
  return { tags };
}
