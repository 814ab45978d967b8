import type { SiteBoot } from '@blog/contract';
import { escapeHtml } from './bootHtml';
import { normalizeRoutePath, type RoutePlan } from './bootRoutes';
import { renderFooter } from './pages/siteChrome';

/**
 * Id of the server-rendered first screen; the client removes the element once its own page is
 * ready (web/src/lib/bootShell.ts, which must use the same id).
 */
export const BOOT_SHELL_ID = 'boot-shell';

const LAYOUT_CLASS = { full: ' page-banner--full', top: ' page-banner--top', centre: '' } as const;

function shellHeader(boot: SiteBoot): string {
  const brand = escapeHtml(boot.config.blog_name || '个人博客');
  return `<div class="site-header site-header--transparent"><div class="site-header__inner"><span class="site-header__brand">${brand}</span></div></div>`;
}

/** The page banner as React's PageBanner draws it, with `content` inside its content box. */
function shellBanner(plan: RoutePlan, boot: SiteBoot, content: string, image?: string): string {
  // The page's own picture (an article's cover) first, as React's PageBanner does.
  const bgUrl = image?.trim() || boot.pageHeaders.find((header) => header.route_name === plan.banner)?.bg_url;
  const bannerClass = `page-banner${LAYOUT_CLASS[plan.bannerLayout ?? 'centre']}${bgUrl ? '' : ' page-banner--fallback'}`;
  const style = bgUrl ? ` style="${escapeHtml(`background-image: url("${encodeURI(bgUrl)}")`)}"` : '';
  return `<section class="${bannerClass}"${style}><div class="page-banner__overlay" aria-hidden="true"></div><div class="page-banner__content">${content}</div></section>`;
}

/**
 * The route's first screen as static markup: the header's blog name and the page banner (its
 * background image and, on the home page, the title), with the classes React's Header and
 * PageBanner use, so it paints from the HTML and the entry CSS before any script has run. It is
 * decoration only (aria-hidden, nothing focusable, no pointer events); React renders the real page
 * beneath it. Every value from the database is escaped; the image URL is URI-encoded, so it
 * cannot close the CSS string either.
 */
export function renderBootShell(pathname: string, plan: RoutePlan | undefined, boot: SiteBoot | null): string {
  if (!plan?.banner || !plan.bannerLayout || !boot) return '';
  const blogName = boot.config.blog_name;
  // HomePage shows `blog_name ?? '欢迎来到我的博客'`, with the typing line (empty at first) below.
  const content = plan.titleIsBlogName
    ? `<div class="page-banner__title">${escapeHtml(blogName ?? '欢迎来到我的博客')}</div><p class="boot-shell__say"></p>`
    : '';
  return (
    `<div id="${BOOT_SHELL_ID}" class="boot-shell" data-path="${escapeHtml(normalizeRoutePath(pathname))}" aria-hidden="true">` +
    shellHeader(boot) +
    shellBanner(plan, boot, content) +
    `</div>`
  );
}

/** A page whose content the server renders itself (pages/pageBodies.ts). */
export interface ContentShell {
  /** HTML inside the banner's content box: the page's own h1 and whatever sits under it. */
  banner: string;
  /** HTML below the banner. */
  main: string;
  /** Stylesheets the content needs before it paints (the page's chunks' CSS). */
  stylesheets: readonly string[];
  /** Other links written with them (a code theme stylesheet). */
  links?: string;
  /** The banner's picture when the page has its own (an article's or a page's cover); else the route's. */
  bannerImage?: string;
}

/**
 * The whole first view of a page with server-rendered content: readable without JavaScript and,
 * with it, what the reader sees until React's page has the same content on screen (the client
 * keeps #root hidden under it meanwhile, web/src/app/bootShell.css, and removes it then). Unlike
 * the decorative shell it is real content: not aria-hidden, links and text selectable. The
 * stylesheets are linked in the body, so they hold back the paint of what follows them only, and
 * outside the shell: React's page uses them after it (Vite loads no stylesheet already linked).
 */
export function renderContentShell(pathname: string, plan: RoutePlan, boot: SiteBoot, page: ContentShell): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    links +
    (page.links ?? '') +
    `<div id="${BOOT_SHELL_ID}" class="boot-shell boot-shell--content" data-path="${escapeHtml(normalizeRoutePath(pathname))}">` +
    shellHeader(boot) +
    shellBanner(plan, boot, page.banner, page.bannerImage) +
    page.main +
    // Crawlers and readers without JavaScript see the footer's registration numbers too.
    renderFooter(boot.config) +
    `</div>`
  );
}
