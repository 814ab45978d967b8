import { daysRunning, dayInZone, ICP_LINK, parseHeadCode, policeLink, type SiteConfig } from '@blog/contract';
import { escapeHtml } from '../bootHtml';

/**
 * Marks the head code's <script src> tags: withScriptNonce (securityHeaders.ts) gives every other
 * <script> of a page the response's nonce, these must not get it. They run only because their
 * host is in the page's CSP script-src, which is what the blogger listed.
 */
export const HEAD_CODE_SCRIPT = '<script data-site-head';

/** The hosts a page's CSP adds for the head code's scripts; none while there is no (valid) head code. */
export function headScriptHosts(config: SiteConfig | undefined): string[] {
  if (!config?.head_code) return [];
  const hosts = config.head_script_hosts.split(' ').filter(Boolean);
  return 'tags' in parseHeadCode(config.head_code, hosts) ? hosts : [];
}

/**
 * The head code as the page writes it: each accepted tag rebuilt from its parsed attributes, every
 * value escaped, so nothing the blogger typed reaches the page as markup of its own. Code that no
 * longer passes (saved before a rule changed) writes nothing.
 */
export function renderHeadCode(config: SiteConfig | undefined): string {
  if (!config?.head_code) return '';
  const parsed = parseHeadCode(config.head_code, config.head_script_hosts.split(' ').filter(Boolean));
  if (!('tags' in parsed)) return '';
  const attributes = (list: [string, string][]) => list.map(([name, value]) => (value === '' && (name === 'async' || name === 'defer') ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
  return parsed.tags
    .map((tag) => (tag.kind === 'meta' ? `<meta${attributes(tag.attributes)}>` : `${HEAD_CODE_SCRIPT} src="${escapeHtml(tag.src)}"${attributes(tag.attributes)}></script>`))
    .join('');
}

/** The built index.html's icon link, replaced by the blogger's favicon when one is set. */
const ICON_LINK = /<link rel="icon"[^>]*>/;

export function withFavicon(html: string, config: SiteConfig | undefined): string {
  if (!config?.favicon) return html;
  const link = `<link rel="icon" href="${escapeHtml(encodeURI(config.favicon))}">`;
  return ICON_LINK.test(html) ? html.replace(ICON_LINK, () => link) : html.replace('</head>', () => `${link}</head>`);
}

/**
 * The footer's chrome as the React Footer draws it (web/src/app/layout/Footer.tsx, same classes):
 * footer text, 本站已运行 N 天 and the two registration numbers with their required links.
 */
export function renderFooter(config: SiteConfig, now: Date = new Date()): string {
  const lines: string[] = [];
  const blogName = escapeHtml(config.blog_name || '个人博客');
  lines.push(`<p>© ${now.getFullYear()} ${blogName}</p>`);
  if (config.footer_text) lines.push(`<p class="site-footer__text">${escapeHtml(config.footer_text).replace(/\r?\n/g, '<br>')}</p>`);
  const days = daysRunning(config.site_start_date, dayInZone(now, config.time_zone));
  if (days !== null) lines.push(`<p class="site-footer__running">本站已运行 ${days} 天</p>`);
  const numbers: string[] = [];
  if (config.icp_number) numbers.push(`<a href="${ICP_LINK}" target="_blank" rel="noopener noreferrer">${escapeHtml(config.icp_number)}</a>`);
  if (config.police_number) {
    numbers.push(`<a href="${escapeHtml(policeLink(config.police_number))}" target="_blank" rel="noopener noreferrer">${escapeHtml(config.police_number)}</a>`);
  }
  if (numbers.length > 0) lines.push(`<p class="site-footer__beian">${numbers.join(' · ')}</p>`);
  return `<footer class="site-footer">${lines.join('')}</footer>`;
}
