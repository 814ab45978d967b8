import type { AliasedSelectQueryBuilder, ExpressionBuilder, Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { containsText } from '../search/repo';
import { isUniqueViolation } from '../user/repo';
import type { TaxonomyAdminRepo, TaxonomyRecord, TaxonomyRemoval } from './types';

type TaxonomyTable = 'category' | 'tag';

/** A table and its name column, paired so a spec cannot mix them up. */
type TaxonomyColumns = { table: 'category'; nameColumn: 'category_name' } | { table: 'tag'; nameColumn: 'tag_name' };

/**
 * What differs between the category and the tag table: the name column, and how articles reach a
 * row (article.category_id for a category, article_tag links for a tag).
 */
export type TaxonomyTableSpec = TaxonomyColumns & {
  /** Subquery counting the live (not recycled) articles of the row the outer query is on, as articleCount. */
  liveArticles: (eb: ExpressionBuilder<Database, TaxonomyTable>) => AliasedSelectQueryBuilder<{ n: number }, 'articleCount'>;
  /** Articles using the row, recycled ones too: restoring one must find its category or tags still there. */
  countUses: (trx: Transaction<Database>, id: number) => Promise<number>;
  /**
   * Called before the row is deleted: moves its `articles` uses to `moveTo` when given, and removes
   * what would otherwise point at the deleted row. Answers how many articles were moved.
   */
  releaseUses: (trx: Transaction<Database>, id: number, moveTo: number | undefined, articles: number) => Promise<number>;
};

/** SQL of the console's category or tag calls, written once for both tables. */
export function createTaxonomyAdminRepo(db: Db, spec: TaxonomyTableSpec): TaxonomyAdminRepo {
  const k = db.kysely;
  const { table, nameColumn } = spec;
  const nameLike = (name: string) => containsText(db, `${table}.${nameColumn}`, name);

  const records = (name: string | undefined) => {
    let query = k
      .selectFrom(table)
      .select((eb) => [`${table}.id` as const, `${nameColumn} as name` as const, `${table}.created_at` as const, `${table}.updated_at` as const, spec.liveArticles(eb)]);
    if (name) query = query.where(nameLike(name));
    return query;
  };

  // PostgreSQL answers count(*) as a bigint; a subquery over no rows still answers 0.
  const toRecord = (row: { id: number; name: string; created_at: string; updated_at: string; articleCount: number | null }): TaxonomyRecord => ({
    ...row,
    articleCount: Number(row.articleCount ?? 0),
  });

  return {
    async page(name, offset, limit) {
      const rows = await records(name).orderBy(`${table}.id`, 'desc').offset(offset).limit(limit).execute();
      return rows.map(toRecord);
    },

    async count(name) {
      let query = k.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
      if (name) query = query.where(nameLike(name));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    async byId(id) {
      const row = await records(undefined).where(`${table}.id`, '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async insert(name) {
      const stamp = nowIso();
      const row = await k
        .insertInto(table)
        .values({ [nameColumn]: name, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column(nameColumn).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async rename(id, name) {
      try {
        const result = await k.updateTable(table).set({ [nameColumn]: name, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    remove(id, moveTo) {
      return k.transaction().execute(async (trx): Promise<TaxonomyRemoval> => {
        const exists = (rowId: number) => trx.selectFrom(table).select('id').where('id', '=', rowId).executeTakeFirst();
        if (!(await exists(id))) return { outcome: 'missing' };
        if (moveTo !== undefined && !(await exists(moveTo))) return { outcome: 'targetMissing' };
        const articles = await spec.countUses(trx, id);
        if (articles > 0 && moveTo === undefined) return { outcome: 'inUse', articles };
        const moved = await spec.releaseUses(trx, id, moveTo, articles);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        return { outcome: 'deleted', moved };
      });
    },
  };
}
