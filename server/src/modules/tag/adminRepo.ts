import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import { likePattern } from '../search/repo';
import { isUniqueViolation } from '../user/repo';
import type { TaxonomyAdminRepo, TaxonomyRecord, TaxonomyRemoval } from '../taxonomy/types';

/** SQL of the console's tag calls; a tag's articles are its article_tag links. */
export function createTagAdminRepo(db: Db): TaxonomyAdminRepo {
  const k = db.kysely;
  const like = sql.raw(db.dialect === 'postgres' ? 'ilike' : 'like');

  const records = (name: string | undefined) => {
    let query = k
      .selectFrom('tag')
      .select((eb) => [
        'tag.id',
        'tag.tag_name as name',
        'tag.created_at',
        'tag.updated_at',
        eb
          .selectFrom('article_tag')
          .innerJoin('article', 'article.id', 'article_tag.article_id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('article_tag.tag_id', '=', 'tag.id')
          .where('article.deleted_at', 'is', null)
          .as('articleCount'),
      ]);
    if (name) query = query.where(sql<boolean>`tag.tag_name ${like} ${likePattern(name)} escape '\\'`);
    return query;
  };

  // PostgreSQL answers count(*) as a bigint; a subquery over no rows still answers 0.
  const toRecord = (row: { id: number; name: string; created_at: string; updated_at: string; articleCount: number | null }): TaxonomyRecord => ({
    ...row,
    articleCount: Number(row.articleCount ?? 0),
  });

  return {
    async page(name, offset, limit) {
      const rows = await records(name).orderBy('tag.id', 'desc').offset(offset).limit(limit).execute();
      return rows.map(toRecord);
    },

    async count(name) {
      let query = k.selectFrom('tag').select((eb) => eb.fn.countAll<number>().as('n'));
      if (name) query = query.where(sql<boolean>`tag_name ${like} ${likePattern(name)} escape '\\'`);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    async byId(id) {
      const row = await records(undefined).where('tag.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async insert(name) {
      const stamp = nowIso();
      const row = await k
        .insertInto('tag')
        .values({ tag_name: name, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column('tag_name').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async rename(id, name) {
      try {
        const result = await k.updateTable('tag').set({ tag_name: name, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    remove(id, moveTo) {
      return k.transaction().execute(async (trx): Promise<TaxonomyRemoval> => {
        const exists = (tagId: number) => trx.selectFrom('tag').select('id').where('id', '=', tagId).executeTakeFirst();
        if (!(await exists(id))) return { outcome: 'missing' };
        if (moveTo !== undefined && !(await exists(moveTo))) return { outcome: 'targetMissing' };
        // Links of recycled articles count too: restoring one must bring its tags back.
        const used = await trx.selectFrom('article_tag').select((eb) => eb.fn.countAll<number>().as('n')).where('tag_id', '=', id).executeTakeFirstOrThrow();
        const articles = Number(used.n);
        if (articles > 0 && moveTo === undefined) return { outcome: 'inUse', articles };
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
        await trx.deleteFrom('tag').where('id', '=', id).execute();
        return { outcome: 'deleted', moved: moveTo === undefined ? 0 : articles };
      });
    },
  };
}
