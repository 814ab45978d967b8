import { sql, type Selectable } from 'kysely';
import { COMMENT_TYPE, SITE_PAGE_STATUS, type SitePageAdmin, type SitePageInput, type SitePageStatus } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { deleteCommentsWith } from '../comment/cleanup';
import { containsText } from '../search/repo';

/** SQL of the pages of one's own (migration 027). */

type Row = Selectable<Database['site_page']>;

export const toAdminPage = (row: Row): SitePageAdmin => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  cover: row.cover,
  status: (row.status === SITE_PAGE_STATUS.public ? SITE_PAGE_STATUS.public : SITE_PAGE_STATUS.draft) as SitePageStatus,
  source: row.source,
  commentsEnabled: row.comments_enabled !== 0,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type PageWrite = Omit<SitePageInput, 'slug'> & { slug: string };

export function createSitePageRepo(db: Db) {
  const k = db.kysely;
  const filtered = (keyword?: string) => {
    let query = k.selectFrom('site_page');
    if (keyword) query = query.where(sql<boolean>`(${containsText(db, 'site_page.title', keyword)} or ${containsText(db, 'site_page.slug', keyword)})`);
    return query;
  };

  return {
    async page(keyword: string | undefined, offset: number, limit: number): Promise<{ rows: SitePageAdmin[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(keyword).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        filtered(keyword).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toAdminPage), total: Number(count.n) };
    },

    async byId(id: number): Promise<SitePageAdmin | null> {
      const row = await k.selectFrom('site_page').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toAdminPage(row) : null;
    },

    /** A public page by its slug; a draft is no page for visitors. */
    async publicBySlug(slug: string): Promise<Row | null> {
      return (await k.selectFrom('site_page').selectAll().where('slug', '=', slug).where('status', '=', SITE_PAGE_STATUS.public).executeTakeFirst()) ?? null;
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = k.selectFrom('site_page').select('id').where('slug', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    /** id, title, slug and status of every page, for the menu. */
    summaries: () => k.selectFrom('site_page').select(['id', 'title', 'slug', 'status', 'updated_at']).orderBy('id').execute(),

    async insert(page: PageWrite, source: string | null = null): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('site_page')
        .values({ title: page.title, slug: page.slug, content: page.content, cover: page.cover, status: page.status, comments_enabled: page.commentsEnabled ? 1 : 0, source, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, page: PageWrite): Promise<boolean> {
      const result = await k
        .updateTable('site_page')
        .set({ title: page.title, slug: page.slug, content: page.content, cover: page.cover, status: page.status, comments_enabled: page.commentsEnabled ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The page with its comments (comment.for_id has no foreign key), together or not at all. */
    remove(id: number): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        await deleteCommentsWith(trx, COMMENT_TYPE.page, id);
        const result = await trx.deleteFrom('site_page').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type SitePageRepo = ReturnType<typeof createSitePageRepo>;
