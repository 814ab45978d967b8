import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';

export function createPageHeaderRepo(db: Db) {
  const k = db.kysely;
  return {
    all: () => k.selectFrom('page_header').select(['id', 'route_name', 'bg_url']).orderBy('id', 'asc').execute(),

    /** Sets a page's banner image; route_name is unique, so a second save replaces the first. */
    async upsert(route_name: string, bg_url: string): Promise<void> {
      const now = nowIso();
      await k
        .insertInto('page_header')
        .values({ route_name, bg_url, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('route_name').doUpdateSet({ bg_url, updated_at: now }))
        .execute();
    },

    /** True when the page had a banner row. */
    async remove(route_name: string): Promise<boolean> {
      const result = await k.deleteFrom('page_header').where('route_name', '=', route_name).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
