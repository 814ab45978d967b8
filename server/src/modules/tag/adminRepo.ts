import type { Db } from '../../db/connection';
import { createTaxonomyAdminRepo } from '../taxonomy/adminRepo';
import type { TaxonomyAdminRepo } from '../taxonomy/types';

/** SQL of the console's tag calls; a tag's articles are its article_tag links. */
export function createTagAdminRepo(db: Db): TaxonomyAdminRepo {
  return createTaxonomyAdminRepo(db, {
    table: 'tag',
    nameColumn: 'tag_name',
    liveArticles: (eb) =>
      eb
        .selectFrom('article_tag')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('article_tag.tag_id', '=', 'tag.id')
        .where('article.deleted_at', 'is', null)
        .as('articleCount'),
    async countUses(trx, id) {
      const used = await trx.selectFrom('article_tag').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', id).executeTakeFirstOrThrow();
      return Number(used.n);
    },
    async releaseUses(trx, id, moveTo, articles) {
      if (moveTo !== undefined && articles > 0) {
        // An article that already carries the target keeps its one link: it only loses the old tag.
        await trx
          .insertInto('article_tag')
          .columns(['article_id', 'tag_id'])
          .expression((eb) =>
            eb
              .selectFrom('article_tag as old')
              .select(['old.article_id', eb.lit(moveTo).as('tag_id')])
              .where('old.tag_id', '=', id)
              .where(({ not, exists: has, selectFrom }) =>
                not(has(selectFrom('article_tag as present').select('present.article_id').whereRef('present.article_id', '=', 'old.article_id').where('present.tag_id', '=', moveTo))),
              ),
          )
          .execute();
      }
      await trx.deleteFrom('article_tag').where('tag_id', '=', id).execute();
      return moveTo === undefined ? 0 : articles;
    },
  });
}
