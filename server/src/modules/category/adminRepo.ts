import type { Db } from '../../db/connection';
import { createTaxonomyAdminRepo } from '../taxonomy/adminRepo';
import type { TaxonomyAdminRepo } from '../taxonomy/types';

/** SQL of the console's category calls; a category's articles are those with its article.category_id. */
export function createCategoryAdminRepo(db: Db): TaxonomyAdminRepo {
  return createTaxonomyAdminRepo(db, {
    table: 'category',
    nameColumn: 'category_name',
    liveArticles: (eb) =>
      eb
        .selectFrom('article')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('article.category_id', '=', 'category.id')
        .where('article.deleted_at', 'is', null)
        .as('articleCount'),
    async countUses(trx, id) {
      const used = await trx.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow();
      return Number(used.n);
    },
    async releaseUses(trx, id, moveTo) {
      if (moveTo === undefined) return 0;
      const result = await trx.updateTable('article').set({ category_id: moveTo }).where('category_id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  });
}
