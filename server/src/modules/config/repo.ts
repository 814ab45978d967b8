import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';
import type { SiteConfigTable } from '../../db/schema';

const EMPTY_LINKS = { qq_link: '', we_chat_link: '', github_link: '', git_ee_link: '', bilibili_link: '' };

/** What the blogger may change in site settings: everything but the counters and timestamps. */
export type SiteConfigChanges = Omit<Updateable<SiteConfigTable>, 'id' | 'view_time' | 'created_at' | 'updated_at'>;

/** The site_config table holds one row; the first by id is the site's. */
export function createConfigRepo(db: Db) {
  const k = db.kysely;
  const firstRowId = (trx: typeof k) => trx.selectFrom('site_config').select('id').orderBy('id', 'asc').limit(1).executeTakeFirst();
  /** The row an empty database gets on its first write, before the blogger has saved anything. */
  const newRow = (blogName: string) => {
    const now = nowIso();
    return { ...EMPTY_LINKS, blog_name: blogName, blog_avatar: '', avatar_bg: '', personal_say: '', blog_notice: '', created_at: now, updated_at: now };
  };

  return {
    find: () => k.selectFrom('site_config').selectAll().orderBy('id', 'asc').limit(1).executeTakeFirst(),

    /**
     * Counts one page view in the total and in `day`'s row of view_daily, together; creates the
     * config row when an empty database has none yet.
     */
    async addView(defaults: { blog_name: string }, day: string): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const row = await firstRowId(trx);
        if (row) {
          await trx
            .updateTable('site_config')
            .set((eb) => ({ view_time: eb('view_time', '+', 1) }))
            .where('id', '=', row.id)
            .execute();
        } else {
          await trx.insertInto('site_config').values({ ...newRow(defaults.blog_name), view_time: 1 }).execute();
        }
        await trx
          .insertInto('view_daily')
          .values({ day, views: 1 })
          // Qualified: PostgreSQL would find a bare `views` ambiguous beside `excluded.views`.
          .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ views: eb('view_daily.views', '+', 1) })))
          .execute();
      });
    },

    /** Saves the settings in the site's row, creating it when an empty database has none yet. */
    async update(changes: SiteConfigChanges & { blog_name: string }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const row = await firstRowId(trx);
        if (row) {
          await trx
            .updateTable('site_config')
            .set({ ...changes, updated_at: nowIso() })
            .where('id', '=', row.id)
            .execute();
        } else {
          await trx.insertInto('site_config').values({ ...newRow(changes.blog_name), ...changes }).execute();
        }
      });
    },
  };
}
