import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

export function createCategoryRepo(db: Db) {
  return {
    /** Every category with the number of its public articles outside the recycle bin (0 included). */
    dictionary() {
      return db.kysely
        .selectFrom('category')
        .leftJoin('article', (join) =>
          join
            .onRef('article.category_id', '=', 'category.id')
            .on('article.status', '=', ARTICLE_STATUS.public)
            .on('article.deleted_at', 'is', null),
        )
        .select((eb) => ['category.id', 'category.category_name', eb.fn.count<number>('article.id').as('articleCount')])
        .groupBy(['category.id', 'category.category_name'])
        .orderBy('category.id', 'asc')
        .execute();
    },
  };
}
