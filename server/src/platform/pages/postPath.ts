import { isValidSlug, normaliseSlug, POST_PREFIX, SITE_PAGE_PREFIX } from '@blog/contract';

/**
 * The slug a /post/<slug> path names (decoded, normalised as stored), or null for any other path
 * and for a slug no article could have. The path is as requested (percent-encoded) or decoded.
 */
export function postSlugOf(pathname: string): string | null {
  return slugUnder(POST_PREFIX, pathname);
}

/** The slug a /page/<slug> path names (a page of one's own), as postSlugOf reads an article's. */
export function sitePageSlugOf(pathname: string): string | null {
  return slugUnder(SITE_PAGE_PREFIX, pathname);
}

function slugUnder(prefix: string, pathname: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (!raw || raw.includes('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const slug = normaliseSlug(decoded);
  return isValidSlug(slug) ? slug : null;
}
