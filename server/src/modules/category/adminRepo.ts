import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import { likePattern } from '../search/repo';
import { isUniqueViolation } from '../user/repo';
import type { TaxonomyAdminRepo, TaxonomyRecord, TaxonomyRemoval } from '../taxonomy/types';

/** SQL of the console's category calls; a category's articles are those with its article.category_id. */
export function createCategoryAdminRepo(db: Db): TaxonomyAdminRepo {
  const k = db.kysely;
  const like = sql.raw(db.dialect === 'postgres' ? 'ilike' : 'like');

  const records = (name: string | undefined) => {
    let query = k
      .selectFrom('category')
      .select((eb) => [
        'category.id',
        'category.category_name as name',
        'category.created_at',
        'category.updated_at',
        eb
          .selectFrom('article')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('article.category_id', '=', 'category.id')
          .where('article.deleted_at', 'is', null)
          .as('articleCount'),
      ]);
    if (name) query = query.where(sql<boolean>`category.category_name ${like} ${likePattern(name)} escape '\\'`);
    return query;
  };

  // PostgreSQL answers count(*) as a bigint; a subquery over no rows still answers 0.
  const toRecord = (row: { id: number; name: string; created_at: string; updated_at: string; articleCount: number | null }): TaxonomyRecord => ({
    ...row,
    articleCount: Number(row.articleCount ?? 0),
  });

  return {
    async page(name, offset, limit) {
      const rows = await records(name).orderBy('category.id', 'desc').offset(offset).limit(limit).execute();
      return rows.map(toRecord);
    },

    async count(name) {
      let query = k.selectFrom('category').select((eb) => eb.fn.countAll<number>().as('n'));
      if (name) query = query.where(sql<boolean>`category_name ${like} ${likePattern(name)} escape '\\'`);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    async byId(id) {
      const row = await records(undefined).where('category.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async insert(name) {
      const stamp = nowIso();
      const row = await k
        .insertInto('category')
        .values({ category_name: name, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column('category_name').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async rename(id, name) {
      try {
        const result = await k.updateTable('category').set({ category_name: name, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    remove(id, moveTo) {
      return k.transaction().execute(async (trx): Promise<TaxonomyRemoval> => {
        const exists = (categoryId: number) => trx.selectFrom('category').select('id').where('id', '=', categoryId).executeTakeFirst();
        if (!(await exists(id))) return { outcome: 'missing' };
        if (moveTo !== undefined && !(await exists(moveTo))) return { outcome: 'targetMissing' };
        // Recycled articles count too: restoring one must find its category still there.
        const used = await trx.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow();
        const articles = Number(used.n);
        if (articles > 0 && moveTo === undefined) return { outcome: 'inUse', articles };
        const moved = moveTo === undefined ? 0 : Number((await trx.updateTable('article').set({ category_id: moveTo }).where('category_id', '=', id).executeTakeFirst()).numUpdatedRows);
        await trx.deleteFrom('category').where('id', '=', id).execute();
        return { outcome: 'deleted', moved };
      });
    },
  };
}
