import { normaliseSitePath, SITE_PAGE_PREFIX } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createRedirectRepo } from '../redirect/repo';

/** redirect.source of the rules a page's slug rename writes (the 重定向 screen shows and edits them like any other). */
export const PAGE_SLUG_REDIRECT_SOURCE = 'page-slug';

const pathOf = (slug: string): string => normaliseSitePath(`${SITE_PAGE_PREFIX}${slug}`) ?? `${SITE_PAGE_PREFIX}${slug}`;

/**
 * A renamed page keeps its old address: /page/<old> answers 301 to /page/<new> through the
 * redirect rules (modules/redirect), so links shared before the rename keep working. The rules
 * never chain: rules that went to the old address now go to the new one, and a rule from the
 * new address (left by an earlier rename the other way) goes, since the page answers there now.
 */
export function createPageSlugRedirects(db: Db, changed: () => Promise<void>) {
  const redirects = createRedirectRepo(db);
  const k = db.kysely;

  /** The page now lives at `slug`: no rule may send its address elsewhere. */
  async function freeAddress(slug: string): Promise<boolean> {
    const result = await k.deleteFrom('redirect').where('from_path', '=', pathOf(slug)).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  return {
    /** After a page is created at `slug`. */
    async created(slug: string): Promise<void> {
      if (await freeAddress(slug)) await changed();
    },

    /** After a page moved from `from` to `to`. */
    async renamed(from: string, to: string): Promise<void> {
      if (from === to) return;
      const oldPath = pathOf(from);
      const newPath = pathOf(to);
      await freeAddress(to);
      await k.updateTable('redirect').set({ to_url: newPath }).where('to_url', '=', oldPath).execute();
      await k.deleteFrom('redirect').where('from_path', '=', oldPath).execute();
      await redirects.insert({ from: oldPath, to: newPath, status: 301 }, PAGE_SLUG_REDIRECT_SOURCE);
      await changed();
    },

    /** After a page is deleted: its old addresses would send visitors to a page that is gone. */
    async removed(slug: string): Promise<void> {
      const result = await k.deleteFrom('redirect').where('to_url', '=', pathOf(slug)).where('source', '=', PAGE_SLUG_REDIRECT_SOURCE).executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) await changed();
    },
  };
}

export type PageSlugRedirects = ReturnType<typeof createPageSlugRedirects>;
