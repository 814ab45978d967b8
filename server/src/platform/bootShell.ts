import type { SiteBoot } from '@blog/contract';
import { escapeHtml } from './bootHtml';
import { normalizeRoutePath, type RoutePlan } from './bootRoutes';

/**
 * Id of the server-rendered first screen; the client removes the element once its own page is
 * ready (web/src/app/bootShell.ts, which must use the same id).
 */
export const BOOT_SHELL_ID = 'boot-shell';

const LAYOUT_CLASS = { full: ' page-banner--full', top: ' page-banner--top', centre: '' } as const;

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
  const bgUrl = boot.pageHeaders.find((header) => header.route_name === plan.banner)?.bg_url;
  const bannerClass = `page-banner${LAYOUT_CLASS[plan.bannerLayout]}${bgUrl ? '' : ' page-banner--fallback'}`;
  const style = bgUrl ? ` style="${escapeHtml(`background-image: url("${encodeURI(bgUrl)}")`)}"` : '';
  // HomePage shows `blog_name ?? '欢迎来到我的博客'`, with the typing line (empty at first) below.
  const content = plan.titleIsBlogName
    ? `<div class="page-banner__title">${escapeHtml(blogName ?? '欢迎来到我的博客')}</div><p class="boot-shell__say"></p>`
    : '';
  const brand = escapeHtml(blogName || '个人博客');
  return (
    `<div id="${BOOT_SHELL_ID}" class="boot-shell" data-path="${escapeHtml(normalizeRoutePath(pathname))}" aria-hidden="true">` +
    `<div class="site-header site-header--transparent"><div class="site-header__inner"><span class="site-header__brand">${brand}</span></div></div>` +
    `<section class="${bannerClass}"${style}><div class="page-banner__overlay"></div><div class="page-banner__content">${content}</div></section>` +
    `</div>`
  );
}
