import { isValidSlug, normaliseSlug, POST_PREFIX } from '@blog/contract';

/**
 * The slug a /post/<slug> path names (decoded, normalised as stored), or null for any other path
 * and for a slug no article could have. The path is as requested (percent-encoded) or decoded.
 */
export function postSlugOf(pathname: string): string | null {
  if (!pathname.startsWith(POST_PREFIX)) return null;
  const raw = pathname.slice(POST_PREFIX.length).replace(/\/+$/, '');
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
