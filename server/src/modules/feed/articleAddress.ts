import { postPath } from '@blog/contract';

/**
 * An article's canonical address in the sitemap and the feeds: /post/<slug>, as its page's
 * <link rel="canonical"> says (pageMeta.ts); /article?id=N for a row not given a slug yet.
 */
export function articleAddress(row: { id: number; slug: string | null }): string {
  return row.slug ? postPath(row.slug) : `/article?id=${row.id}`;
}
