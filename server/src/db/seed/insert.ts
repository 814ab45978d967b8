import type { Insertable, Kysely } from 'kysely';
import { fillMissingSlugs } from '../../modules/permalink/slugStore';
import { counterRows, type ArticleCounts } from '../../modules/article/counters';
import type { ArticleTable, Database } from '../schema';

export interface ArticleWithTags {
  article: Insertable<ArticleTable>;
  tagIds: number[];
  /** Starting counters (article_stat); none means zero. */
  counts?: Partial<ArticleCounts>;
}

/**
 * Inserts articles with their tag links in batches. A batch stays well under the bound-parameter
 * limits of both engines (SQLite 32766, PostgreSQL 65535) with 16 columns per article.
 */
export async function insertArticles(trx: Kysely<Database>, items: readonly ArticleWithTags[], batchSize = 200): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const inserted = await trx
      .insertInto('article')
      .values(batch.map((item) => item.article))
      .returning('id')
      .execute();
    // RETURNING order is not guaranteed, but ids are assigned in VALUES order on both engines
    // (rowid / serial), so ascending ids line up with the batch.
    const batchIds = inserted.map((row) => row.id).sort((a, b) => a - b);
    const links = batch.flatMap((item, i) => {
      const articleId = batchIds[i];
      if (articleId === undefined) throw new Error('插入文章后没有拿到文章 id');
      ids.push(articleId);
      return [...new Set(item.tagIds)].map((tagId) => ({ article_id: articleId, tag_id: tagId }));
    });
    if (links.length > 0) await trx.insertInto('article_tag').values(links).execute();
    const counts = counterRows(batch.map((item, i) => ({ articleId: batchIds[i]!, counts: item.counts })));
    if (counts.length > 0) await trx.insertInto('article_stat').values(counts).execute();
  }
  // Each gets its /post/<slug> address, made from its title as the editor would.
  await fillMissingSlugs(trx as unknown as Kysely<unknown>);
  return ids;
}
