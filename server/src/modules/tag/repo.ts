import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

export function createTagRepo(db: Db) {
  return {
    /** Every tag with the number of its public articles outside the recycle bin (0 included). */
    dictionary() {
      const k = db.kysely;
      const publicTagged = k
        .selectFrom('article_tag')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .select('article_tag.tag_id')
        .where('article.status', '=', ARTICLE_STATUS.public)
        .where('article.deleted_at', 'is', null)
        .as('public_tagged');
      return k
        .selectFrom('tag')
        .leftJoin(publicTagged, 'public_tagged.tag_id', 'tag.id')
        .select((eb) => ['tag.id', 'tag.tag_name', eb.fn.count<number>('public_tagged.tag_id').as('articleCount')])
        .groupBy(['tag.id', 'tag.tag_name'])
        .orderBy('tag.id', 'asc')
        .execute();
    },
  };
}
