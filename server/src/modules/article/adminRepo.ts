import { sql, type Kysely } from 'kysely';
import { ARTICLE_STATUS, COMMENT_TYPE, LIKE_TYPE } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { deleteCommentsWith } from '../comment/cleanup';
import { containsText } from '../search/repo';
import { moveSlug, slugForTitle, slugHolder } from '../permalink/slugStore';
import { COUNTER_COLUMNS, thumbsUpOrder, viewTimesOrder } from './counters';
import { deleteRevisionsOf, keepRevision, type RevisionSnapshot } from './revisionRepo';
import type { RevisionKind } from '@blog/contract';

/** SQL of the console's article calls: every status, live and recycled. */

type Executor = Kysely<Database>;

export type AdminSortField = 'created_at' | 'updated_at' | 'view_times' | 'thumbs_up_times' | 'deleted_at';

export interface AdminListFilter {
  /** true: the recycle bin; false: live articles. */
  recycled: boolean;
  titleKeyword?: string;
  categoryId?: number;
  tagId?: number;
  status?: number;
  isTop?: number;
  /** Inclusive bounds on created_at, as stored (ISO UTC). */
  createdFrom?: string;
  createdTo?: string;
}

export interface AdminListOrder {
  sortBy: AdminSortField;
  order: 'asc' | 'desc';
}

export interface AdminArticleRowData {
  id: number;
  title: string;
  cover: string;
  category_id: number | null;
  category_name: string | null;
  status: number;
  type: number;
  is_top: number;
  top_order: number;
  view_times: number;
  thumbs_up_times: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AdminArticleDetailData extends AdminArticleRowData {
  slug: string | null;
  content: string;
  description: string;
  /** 1 when the description was taken from the text. */
  description_auto: number;
  origin_url: string | null;
}

/** The article state the rules look at before a change. */
export interface ArticleState {
  id: number;
  status: number;
  is_top: number;
  top_order: number;
  content: string;
  category_id: number | null;
  deleted_at: string | null;
}

/** Column values of one save; names are the table's. */
export interface ArticleColumns {
  title: string;
  description: string;
  description_auto: number;
  content: string;
  cover: string;
  category_id: number | null;
  status: number;
  type: number;
  origin_url: string | null;
  is_top: number;
  top_order: number;
  /** Set by every save of the editor; an import leaves an updated article's slug as it was. */
  slug?: string;
  /** The publish time (发布时间); undefined keeps the row's, and a new row is dated now. */
  created_at?: string;
}

const ROW_COLUMNS = [
  'article.id',
  'article.title',
  'article.cover',
  'article.category_id',
  'category.category_name',
  'article.status',
  'article.type',
  'article.is_top',
  'article.top_order',
  // reading_duration comes along unused: one list of counter columns for every reader.
  ...COUNTER_COLUMNS,
  'article.created_at',
  'article.updated_at',
  'article.deleted_at',
] as const;

/** Whether another article, live or recycled, already has this title (compared trimmed). */
async function titleTaken(k: Executor, title: string, exceptId?: number): Promise<boolean> {
  let query = k.selectFrom('article').select('id').where(sql<string>`trim(title)`, '=', title.trim());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Writes of one save, bound to its transaction. */
export function articleWriter(trx: Executor) {
  return {
    titleTaken: (title: string, exceptId?: number) => titleTaken(trx, title, exceptId),

    /** The article's slug and publish time now; undefined when there is no such article. */
    currentAddress(id: number): Promise<{ slug: string | null; created_at: string } | undefined> {
      return trx.selectFrom('article').select(['slug', 'created_at']).where('id', '=', id).executeTakeFirst();
    },
    /** The article's version (updated_at) now; undefined when there is no such article. */
    async version(id: number): Promise<string | undefined> {
      return (await trx.selectFrom('article').select('updated_at').where('id', '=', id).executeTakeFirst())?.updated_at;
    },
    keepRevision: (articleId: number, kind: RevisionKind, snapshot: RevisionSnapshot) => keepRevision(trx, articleId, kind, snapshot),
    slugHolder: (slug: string) => slugHolder(trx, slug),
    slugForTitle: (title: string, articleId?: number) => slugForTitle(trx, title, articleId),
    /** After an update to `to`: the old slug becomes an alias, rules follow (slugStore.moveSlug). */
    moveSlug: (articleId: number, from: string | null, to: string) => moveSlug(trx, articleId, from, to, nowIso()),

    /**
     * The category's id, created when new. The seed's ensureNamed reads every row; here one name is
     * looked up, and `on conflict do nothing` lets a concurrent save of the same new name win quietly.
     */
    async categoryIdFor(name: string): Promise<number> {
      const stamp = nowIso();
      await trx
        .insertInto('category')
        .values({ category_name: name, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column('category_name').doNothing())
        .execute();
      const row = await trx.selectFrom('category').select('id').where('category_name', '=', name).executeTakeFirstOrThrow();
      return row.id;
    },

    /** Ids of the tags with these (distinct) names, creating the missing ones. */
    async tagIdsFor(names: readonly string[]): Promise<number[]> {
      if (names.length === 0) return [];
      const stamp = nowIso();
      await trx
        .insertInto('tag')
        .values(names.map((tag_name) => ({ tag_name, created_at: stamp, updated_at: stamp })))
        .onConflict((oc) => oc.column('tag_name').doNothing())
        .execute();
      const rows = await trx.selectFrom('tag').select(['id', 'tag_name']).where('tag_name', 'in', [...names]).execute();
      const byName = new Map(rows.map((row) => [row.tag_name, row.id]));
      return names.map((name) => byName.get(name)!);
    },

    /** The new id and its version (updated_at). */
    async insert(columns: ArticleColumns, authorId: number): Promise<{ id: number; updatedAt: string }> {
      const stamp = nowIso();
      const row = await trx
        .insertInto('article')
        .values({ ...columns, author_id: authorId, created_at: columns.created_at ?? stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, updatedAt: stamp };
    },

    /** The new version (updated_at); null when there is no such article. */
    async update(id: number, columns: ArticleColumns): Promise<string | null> {
      // updated_at is the version a conflicting save is told apart by: two saves within one
      // millisecond must still leave different versions.
      const before = (await trx.selectFrom('article').select('updated_at').where('id', '=', id).executeTakeFirst())?.updated_at;
      const now = nowIso();
      const stamp = before !== undefined && now <= before ? new Date(Date.parse(before) + 1).toISOString() : now;
      const result = await trx
        .updateTable('article')
        .set({ ...columns, updated_at: stamp })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? stamp : null;
    },

    async replaceTags(articleId: number, tagIds: readonly number[]): Promise<void> {
      await trx.deleteFrom('article_tag').where('article_id', '=', articleId).execute();
      if (tagIds.length > 0) {
        await trx
          .insertInto('article_tag')
          .values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id })))
          .execute();
      }
    },
  };
}

export type ArticleWriter = ReturnType<typeof articleWriter>;

export function createArticleAdminRepo(db: Db) {
  const k = db.kysely;

  const filtered = (filter: AdminListFilter, executor: Executor = k) => {
    let query = executor
      .selectFrom('article')
      .leftJoin('category', 'category.id', 'article.category_id')
      .leftJoin('article_stat', 'article_stat.article_id', 'article.id')
      .where('article.deleted_at', filter.recycled ? 'is not' : 'is', null);
    if (filter.titleKeyword) {
      query = query.where(containsText(db, 'article.title', filter.titleKeyword));
    }
    if (filter.categoryId !== undefined) query = query.where('article.category_id', '=', filter.categoryId);
    if (filter.tagId !== undefined) {
      query = query.where('article.id', 'in', executor.selectFrom('article_tag').select('article_tag.article_id').where('article_tag.tag_id', '=', filter.tagId));
    }
    if (filter.status !== undefined) query = query.where('article.status', '=', filter.status);
    if (filter.isTop !== undefined) query = query.where('article.is_top', '=', filter.isTop);
    if (filter.createdFrom !== undefined) query = query.where('article.created_at', '>=', filter.createdFrom);
    if (filter.createdTo !== undefined) query = query.where('article.created_at', '<=', filter.createdTo);
    return query;
  };

  return {
    page(filter: AdminListFilter, { sortBy, order }: AdminListOrder, offset: number, limit: number): Promise<AdminArticleRowData[]> {
      return filtered(filter)
        .select(ROW_COLUMNS)
        .orderBy(sortBy === 'view_times' ? viewTimesOrder : sortBy === 'thumbs_up_times' ? thumbsUpOrder : sql.ref(`article.${sortBy}`), order)
        .orderBy('article.id', order)
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(filter: AdminListFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** Ids of every article matching the list filter, read inside the bulk edit's transaction. */
    async matchingIds(filter: AdminListFilter, executor: Executor): Promise<number[]> {
      const rows = await filtered(filter, executor).select('article.id').orderBy('article.id').execute();
      return rows.map((row) => row.id);
    },

    detail(id: number): Promise<AdminArticleDetailData | undefined> {
      return k
        .selectFrom('article')
        .leftJoin('category', 'category.id', 'article.category_id')
        .leftJoin('article_stat', 'article_stat.article_id', 'article.id')
        .select([...ROW_COLUMNS, 'article.slug', 'article.content', 'article.description', 'article.description_auto', 'article.origin_url'])
        .where('article.id', '=', id)
        .executeTakeFirst();
    },

    state(id: number): Promise<ArticleState | undefined> {
      return k
        .selectFrom('article')
        .select(['id', 'status', 'is_top', 'top_order', 'content', 'category_id', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The article's version (updated_at) and its last save, for the editor's autosave offer. */
    kysely: k,

    /** Runs one save in a transaction: a refusal thrown inside leaves nothing written. */
    inTransaction<T>(work: (writer: ArticleWriter) => Promise<T>): Promise<T> {
      return k.transaction().execute((trx) => work(articleWriter(trx)));
    },

    /** A publish time still ahead (the article was scheduled) becomes `at`: a shown article is never dated in the future. */
    async setStatus(id: number, status: number, at: string): Promise<void> {
      await k
        .updateTable('article')
        .set({ status, updated_at: at, created_at: sql<string>`case when created_at > ${at} then ${at} else created_at end` })
        .where('id', '=', id)
        .execute();
    },

    /** A scheduled article to `status`, dated `at`; false when it is not (or no longer) scheduled. */
    async leaveSchedule(id: number, status: number, at: string): Promise<boolean> {
      const result = await k
        .updateTable('article')
        .set({ status, created_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', ARTICLE_STATUS.scheduled)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setTop(id: number, isTop: number, topOrder: number): Promise<void> {
      await k.updateTable('article').set({ is_top: isTop, top_order: topOrder, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    titleTaken: (title: string, exceptId?: number) => titleTaken(k, title, exceptId),

    /** Moves to the recycle bin (stamped now) or back out of it. */
    async setRecycled(id: number, recycled: boolean): Promise<void> {
      await k
        .updateTable('article')
        .set({ deleted_at: recycled ? nowIso() : null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Deletes a recycled article for good with everything hanging off it, in one transaction:
     * its comments (with replies and their likes), its likes, its tag links and the row. false when
     * it is not (or no longer) in the recycle bin, and then nothing is removed.
     */
    purgeRecycled(id: number): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('article').select('id').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
        if (!row) return false;
        await deleteCommentsWith(trx, COMMENT_TYPE.article, id);
        await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.article).where('for_id', '=', id).execute();
        await trx.deleteFrom('article_tag').where('article_id', '=', id).execute();
        await deleteRevisionsOf(trx, id);
        await trx.deleteFrom('article').where('id', '=', id).execute();
        return true;
      });
    },
  };
}

export type ArticleAdminRepo = ReturnType<typeof createArticleAdminRepo>;
