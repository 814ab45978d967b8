import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';

const EMPTY_LINKS = { qq_link: '', we_chat_link: '', github_link: '', git_ee_link: '', bilibili_link: '' };

/** The site_config table holds one row; the first by id is the site's. */
export function createConfigRepo(db: Db) {
  const k = db.kysely;
  return {
    find: () => k.selectFrom('site_config').selectAll().orderBy('id', 'asc').limit(1).executeTakeFirst(),

    /** Counts one page view; creates the row when an empty database has none yet. */
    async addView(defaults: { blog_name: string }): Promise<void> {
      const row = await k.selectFrom('site_config').select('id').orderBy('id', 'asc').limit(1).executeTakeFirst();
      if (row) {
        await k
          .updateTable('site_config')
          .set((eb) => ({ view_time: eb('view_time', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        return;
      }
      const now = nowIso();
      await k
        .insertInto('site_config')
        .values({
          ...EMPTY_LINKS,
          blog_name: defaults.blog_name,
          blog_avatar: '',
          avatar_bg: '',
          personal_say: '',
          blog_notice: '',
          view_time: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
  };
}
