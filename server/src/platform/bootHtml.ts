import { SITE_BOOT_GLOBAL, type SiteBoot } from '@blog/contract';

/**
 * JSON that is safe inside an inline <script>: no `</script>` or `<!--` can end or alter it, and
 * U+2028/U+2029 (valid in JSON, line breaks in older JS parsers) are escaped.
 */
export function jsonForInlineScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export interface PageHints {
  /** Route chunks (hashed /assets paths) the page needs at once. */
  scripts: string[];
  styles: string[];
  /** Banner background of the page, fetched while the scripts load. */
  image?: string;
}

/** index.html with the site data, the page title and the page's preloads written into <head>. */
export function renderIndexHtml(template: string, boot: SiteBoot | null, hints: PageHints): string {
  const tags: string[] = [];
  if (boot) tags.push(`<script>window.${SITE_BOOT_GLOBAL}=${jsonForInlineScript(boot)}</script>`);
  if (hints.image) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hints.image)}">`);
  // Preloaded, not linked: a stylesheet link would hold back the first paint.
  for (const href of hints.styles) tags.push(`<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`);
  for (const href of hints.scripts) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  let html = template;
  const blogName = boot?.config.blog_name.trim();
  if (blogName) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(blogName)}</title>`);
  if (tags.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}${tags.join('')}${html.slice(headEnd)}`;
}
