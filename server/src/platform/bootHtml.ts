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

const ROOT_ELEMENT = '<div id="root">';
/** Vite's entry script and stylesheet tags in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MODULEPRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The longest the app start waits for the first screen's banner image. */
export const FIRST_SCREEN_WAIT_MS = 800;

export interface IndexExtras {
  /** The route's server-rendered first screen (bootShell.ts), written just before the React root. */
  shell?: string;
  /** Text of the entry stylesheets by href: written inline, they need no request before the first paint. */
  inlineStyles?: ReadonlyMap<string, string>;
  /** The page's own <title> text (pages/pageMeta.ts); else the blog name. */
  title?: string;
  /** The page's head tags: description, canonical, Open Graph… (pages/headTags.ts), written after <title>. */
  head?: string;
}

function bootScript(boot: SiteBoot): string {
  return `<script>window.${SITE_BOOT_GLOBAL}=${jsonForInlineScript(boot)}</script>`;
}

function imagePreload(href: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`;
}

/** CSS text that cannot end the <style> element it is written into. */
function styleElement(css: string): string {
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** What the app start fetches: the entry, the chunks to preload and the stylesheets of the page. */
interface AppStart {
  entry: string;
  scripts: string[];
  styles: string[];
  image?: string;
}

/**
 * Fetches and starts the app once the first screen is on screen: its banner image loaded and two
 * frames rendered. Fetching ~200 KB of scripts at the same time would slow the image down on a
 * mobile connection, and running them would keep a phone's main thread busy for a few hundred
 * milliseconds before the banner could paint. The scripts are only a fraction of a second later for
 * it; never more than FIRST_SCREEN_WAIT_MS, and at once in a hidden tab (no frames there).
 */
function startAfterFirstScreen({ entry, scripts, styles, image }: AppStart): string {
  const waitForImage = image ? `var i=new Image();i.onload=i.onerror=painted;i.src=${jsonForInlineScript(image)}` : 'painted()';
  return (
    `<script>(function(){var started=false;` +
    `function link(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;l.crossOrigin='';if(as)l.as=as;document.head.appendChild(l)}` +
    `function start(){if(started)return;started=true;` +
    `${jsonForInlineScript(scripts)}.forEach(function(h){link('modulepreload',h)});` +
    `${jsonForInlineScript(styles)}.forEach(function(h){link('preload',h,'style')});` +
    `import(${jsonForInlineScript(entry)})}` +
    `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}` +
    `setTimeout(start,${FIRST_SCREEN_WAIT_MS});if(document.hidden)start();else{${waitForImage}}})()</script>`
  );
}

/**
 * index.html for one request: the page title, the entry stylesheets inline, the site data and the
 * page's preloads in <head>. When the route has a server-rendered first screen, that markup goes
 * before the React root and the app's scripts are fetched and run after it has painted
 * (startAfterFirstScreen) instead of by tags in <head>.
 */
export function renderIndexHtml(template: string, boot: SiteBoot | null, hints: PageHints, extras: IndexExtras = {}): string {
  let html = template;
  const { inlineStyles, shell, head } = extras;
  const title = extras.title ?? boot?.config.blog_name.trim();
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // Right after the title, before the inline CSS: link previews read only the start of a page.
  let headWritten = false;
  if (head) html = html.replace(/<\/title>/, () => ((headWritten = true), `</title>${head}`));
  if (inlineStyles) {
    html = html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = inlineStyles.get(href);
      return css === undefined ? link : styleElement(css);
    });
  }

  const tags: string[] = head && !headWritten ? [head] : [];
  const entry = shell ? ENTRY_SCRIPT.exec(html) : null;
  const rootAt = html.indexOf(ROOT_ELEMENT);
  const bodyEnd = html.lastIndexOf('</body>');
  if (shell && entry && rootAt >= 0 && bodyEnd > rootAt) {
    // The app's scripts and the page's stylesheets are fetched by the app start, after the first screen.
    const scripts = [...html.matchAll(MODULEPRELOAD_LINK)].map((link) => link[1] ?? '');
    const start = startAfterFirstScreen({ entry: entry[1] ?? '', scripts: [...scripts, ...hints.scripts], styles: hints.styles, image: hints.image });
    html = `${html.slice(0, rootAt)}${shell}${html.slice(rootAt, bodyEnd)}${start}${html.slice(bodyEnd)}`;
    html = html.replace(entry[0], () => '').replace(MODULEPRELOAD_LINK, () => '');
    if (boot) tags.push(bootScript(boot));
    if (hints.image) tags.push(imagePreload(hints.image));
  } else {
    if (boot) tags.push(bootScript(boot));
    if (hints.image) tags.push(imagePreload(hints.image));
    // Preloaded, not linked: a stylesheet link would hold back the first paint.
    for (const href of hints.styles) tags.push(`<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`);
    for (const href of hints.scripts) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  }
  if (tags.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}${tags.join('')}${html.slice(headEnd)}`;
}
