import type { Kysely } from 'kysely';
import { ARTICLE_MESSAGES, ARTICLE_STATUS, REVISION_MESSAGES, type AdminArticleListQuery, type ArticleBulkResult, type BulkAction } from '@blog/contract';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/schema';
import { refusal } from '../../platform/errors';
import { articleWriter, type AdminListFilter, type ArticleAdminRepo } from './adminRepo';
import type { ArticleListCache } from './listCache';

type Executor = Kysely<Database>;
type BulkFilter = Omit<AdminArticleListQuery, 'current' | 'size' | 'sort_by' | 'order'>;

/** Rows changed per statement: far below either engine's limit on bound parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

const asStored = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso).toISOString());

function listFilterOf(filter: BulkFilter): AdminListFilter {
  return {
    recycled: false,
    titleKeyword: filter.article_title || undefined,
    categoryId: filter.category_id,
    tagId: filter.tag_id,
    status: filter.status,
    isTop: filter.is_top,
    createdFrom: asStored(filter.start),
    createdTo: asStored(filter.end),
  };
}

/** The picked live articles; any that is gone or recycled refuses the whole edit. */
async function pickedIds(trx: Executor, ids: readonly number[]): Promise<number[]> {
  const distinct = [...new Set(ids)];
  const found: number[] = [];
  for (const part of chunks(distinct)) {
    const rows = await trx.selectFrom('article').select('id').where('id', 'in', part).where('deleted_at', 'is', null).execute();
    found.push(...rows.map((row) => row.id));
  }
  if (found.length !== distinct.length) throw refusal(REVISION_MESSAGES.bulkMissing);
  return found.sort((a, b) => a - b);
}

/** Stamps the new version, so an editor open on one of them learns of the change at its next save. */
async function touch(trx: Executor, ids: readonly number[], set: Partial<{ category_id: number; status: number; deleted_at: string; created_at: string }>) {
  const stamp = nowIso();
  for (const part of chunks(ids)) await trx.updateTable('article').set({ ...set, updated_at: stamp }).where('id', 'in', part).execute();
}

async function apply(trx: Executor, ids: readonly number[], action: BulkAction): Promise<void> {
  const writer = articleWriter(trx);
  switch (action.kind) {
    case 'category':
      await touch(trx, ids, { category_id: await writer.categoryIdFor(action.category_name) });
      return;
    case 'addTags': {
      const tagIds = await writer.tagIdsFor([...new Set(action.tag_names)]);
      for (const part of chunks(ids)) {
        const pairs = part.flatMap((article_id) => tagIds.map((tag_id) => ({ article_id, tag_id })));
        await trx.insertInto('article_tag').values(pairs).onConflict((oc) => oc.columns(['article_id', 'tag_id']).doNothing()).execute();
      }
      await touch(trx, ids, {});
      return;
    }
    case 'removeTags': {
      const tags = await trx.selectFrom('tag').select('id').where('tag_name', 'in', [...new Set(action.tag_names)]).execute();
      if (tags.length > 0) {
        for (const part of chunks(ids)) {
          await trx.deleteFrom('article_tag').where('article_id', 'in', part).where('tag_id', 'in', tags.map((tag) => tag.id)).execute();
        }
      }
      await touch(trx, ids, {});
      return;
    }
    case 'status':
      // One by one: publishing a draft needs its text and a category (as 公开 in the list does).
      // A draft without them refuses the whole edit, also the articles already changed before it.
      for (const id of ids) {
        const row = await trx.selectFrom('article').select(['title', 'content', 'category_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
        if (action.status !== ARTICLE_STATUS.draft && row.status === ARTICLE_STATUS.draft && (!row.content.trim() || row.category_id === null)) {
          const why = !row.content.trim() ? ARTICLE_MESSAGES.contentMissing : ARTICLE_MESSAGES.categoryMissing;
          throw refusal(`《${row.title}》无法公开（${why}），所有文章都没有改动`);
        }
        // A scheduled article leaves its schedule as 立即发布 / 取消定时 do: dated now, not at its
        // future time (which would sort it above everything, and date it in the future).
        if (row.status === ARTICLE_STATUS.scheduled) await touch(trx, [id], { status: action.status, created_at: nowIso() });
        else await touch(trx, [id], { status: action.status });
      }
      return;
    case 'recycle':
      await touch(trx, ids, { deleted_at: nowIso() });
      return;
  }
}

/** 批量操作 of the console's article list: one transaction, the count in the answer. */
export function createBulkEdit(repo: ArticleAdminRepo, listCache: ArticleListCache, scheduleChanged: () => void = () => undefined) {
  return async function bulkEdit(body: { ids?: number[]; filter?: BulkFilter; action: BulkAction }): Promise<ArticleBulkResult> {
    const count = await repo.kysely.transaction().execute(async (trx) => {
      const ids = body.ids ? await pickedIds(trx, body.ids) : await repo.matchingIds(listFilterOf(body.filter ?? {}), trx);
      if (ids.length === 0) throw refusal(REVISION_MESSAGES.bulkEmpty);
      await apply(trx, ids, body.action);
      return ids.length;
    });
    // As after a single edit: lists, counts and the home page follow at once; the scheduler
    // re-reads its next time (a scheduled article may have just left the schedule).
    listCache.clear();
    if (body.action.kind === 'status') scheduleChanged();
    return { count };
  };
}
