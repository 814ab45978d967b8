import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

export function createTagRepo(db: Db) {
  const k = db.kysely;
  return {
    /**
     * The tags visitors meet (tag cloud, tag page, the original client's list): only those with
     * public articles outside the recycle bin, each with how many. A tag used by nothing but
     * drafts, private or recycled articles is none of a visitor's business.
     */
    publicDictionary() {
      return k
        .selectFrom('tag')
        .innerJoin('article_tag', 'article_tag.tag_id', 'tag.id')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .where('article.status', '=', ARTICLE_STATUS.public)
        .where('article.deleted_at', 'is', null)
        .select((eb) => ['tag.id', 'tag.tag_name', eb.fn.count<number>('article.id').as('articleCount')])
        .groupBy(['tag.id', 'tag.tag_name'])
        .orderBy('tag.id', 'asc')
        .execute();
    },

    /** Every tag, for the console's pickers, with its live articles of any status (0 included). */
    allTags() {
      const liveTagged = k
        .selectFrom('article_tag')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .select('article_tag.tag_id')
        .where('article.deleted_at', 'is', null)
        .as('live_tagged');
      return k
        .selectFrom('tag')
        .leftJoin(liveTagged, 'live_tagged.tag_id', 'tag.id')
        .select((eb) => ['tag.id', 'tag.tag_name', eb.fn.count<number>('live_tagged.tag_id').as('articleCount')])
        .groupBy(['tag.id', 'tag.tag_name'])
        .orderBy('tag.id', 'asc')
        .execute();
    },

    /** How many tags a visitor can meet (the side column's 标签 count). */
    async countPublic(): Promise<number> {
      const row = await k
        .selectFrom('article_tag')
        .innerJoin('article', 'article.id', 'article_tag.article_id')
        .where('article.status', '=', ARTICLE_STATUS.public)
        .where('article.deleted_at', 'is', null)
        .select((eb) => eb.fn.count<number>('article_tag.tag_id').distinct().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type TagRepo = ReturnType<typeof createTagRepo>;
