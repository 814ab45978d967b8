import {
  ARTICLE_MESSAGES,
  ARTICLE_STATUS,
  ARTICLE_TYPE,
  type AdminArticleDetail,
  type AdminArticleListQuery,
  type AdminArticleRow,
  type AdminRecycleListQuery,
  type ArticleSaved,
  type ArticleWrite,
  type PageResult,
  type TagRef,
  type RevisionKind,
  REVISION_MESSAGES,
  SLUG_MESSAGES,
} from '@blog/contract';
import { now } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { isUniqueViolation, violatesUniqueOf } from '../../db/unique';
import type { AdminArticleRowData, AdminListFilter, ArticleAdminRepo, ArticleColumns, ArticleState } from './adminRepo';
import { descriptionColumns } from './description';
import type { ArticleListCache } from './listCache';
import { groupTags } from './mapper';
import type { ArticleRepo } from './repo';
import { ARTICLE_MISSING_MESSAGE } from './service';
import { autosaveNewerThan } from './revisionRepo';
import { snapshotOf } from './revisionSnapshot';

const NOT_PINNED = 2;
/** A 发布时间 this far ahead of the server's clock is still "now" (the console's clock may run fast). */
const CLOCK_SKEW_MS = 5 * 60_000;

const toRow = (row: AdminArticleRowData, tags: TagRef[]): AdminArticleRow => ({
  id: row.id,
  article_title: row.title,
  article_cover: row.cover,
  category_id: row.category_id,
  category_name: row.category_name,
  tagList: tags,
  status: row.status,
  type: row.type,
  is_top: row.is_top,
  top_order: row.top_order,
  view_times: row.view_times,
  thumbs_up_times: row.thumbs_up_times,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  deletedAt: row.deleted_at,
});

/** Dates arrive with any offset; stored ones are UTC ISO strings, compared as text. */
const asStored = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso).toISOString());

const filterOf = (query: AdminArticleListQuery | AdminRecycleListQuery, recycled: boolean): AdminListFilter => ({
  recycled,
  titleKeyword: query.article_title || undefined,
  categoryId: query.category_id,
  tagId: query.tag_id,
  status: query.status,
  isTop: query.is_top,
  createdFrom: asStored(query.start),
  createdTo: asStored(query.end),
});

/**
 * The publish time (created_at) a save writes, or undefined to keep the row's (a new row: now).
 * 定时发布 needs a time later than now; any other status a time not later than now, and an article
 * leaving 定时发布 without a chosen time is dated now (its old time is still ahead).
 */
function publishTimeOf(write: ArticleWrite, currentCreatedAt: string | null, at: Date): string | undefined {
  const chosen = write.publish_time === undefined ? undefined : new Date(write.publish_time);
  if (write.status === ARTICLE_STATUS.scheduled) {
    if (!chosen) throw refusal(ARTICLE_MESSAGES.scheduleTimeMissing);
    if (chosen.getTime() <= at.getTime()) throw refusal(ARTICLE_MESSAGES.scheduleTimePast);
    return chosen.toISOString();
  }
  if (chosen) {
    if (chosen.getTime() > at.getTime() + CLOCK_SKEW_MS) throw refusal(ARTICLE_MESSAGES.publishTimeFuture);
    return chosen.toISOString();
  }
  if (currentCreatedAt !== null && Date.parse(currentCreatedAt) > at.getTime()) return at.toISOString();
  return undefined;
}

/** What a save writes into the article row, after the write body's rules. */
function columnsOf(write: ArticleWrite, categoryId: number | null, slug: string, createdAt: string | undefined): ArticleColumns {
  const pinned = write.is_top !== NOT_PINNED;
  return {
    created_at: createdAt,
    title: write.article_title,
    slug,
    ...descriptionColumns(write.article_description, write.article_content),
    content: write.article_content,
    cover: write.article_cover,
    category_id: categoryId,
    status: write.status,
    type: write.type,
    // An original article has no source, whatever the form still held from an earlier choice.
    origin_url: write.type === ARTICLE_TYPE.original ? null : write.origin_url,
    is_top: write.is_top,
    top_order: pinned ? write.top_order : 0,
  };
}

/**
 * A save that lost a race for its title or slug: the unique index refused it, and the blogger
 * reads the same answer the checks give (code 100), not a 500.
 */
async function refusedWhenNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesUniqueOf(error, 'slug')) throw refusal(SLUG_MESSAGES.taken);
    throw isUniqueViolation(error) ? refusal(ARTICLE_MESSAGES.titleTaken) : error;
  }
}

/** Tag names as typed, each once, in the order given. */
const distinctNames = (names: readonly string[]) => [...new Set(names)];

interface SaveHow {
  /** The version the editor started from; a newer one on the server refuses the save. */
  baseUpdatedAt?: string;
  kind?: RevisionKind;
}

/** The blogger's article rules; SQL lives in adminRepo, HTTP in adminRoutes. */
export function createArticleAdminService(
  repo: ArticleAdminRepo,
  readRepo: Pick<ArticleRepo, 'tagsOf'>,
  listCache: ArticleListCache,
  /** Told after a save that may have changed what is scheduled (scheduler.ts re-reads the earliest time). */
  scheduleChanged: () => void = () => undefined,
) {
  async function existing(id: number): Promise<ArticleState> {
    const state = await repo.state(id);
    if (!state) throw refusal(ARTICLE_MISSING_MESSAGE);
    return state;
  }

  async function autosaveOffer(id: number, lastSaved: string) {
    const found = await autosaveNewerThan(repo.kysely, id, lastSaved);
    return found ? { revision_id: found.id, createdAt: found.created_at } : null;
  }

  async function list(query: AdminArticleListQuery | AdminRecycleListQuery, recycled: boolean): Promise<PageResult<AdminArticleRow>> {
    const filter = filterOf(query, recycled);
    const offset = (query.current - 1) * query.size;
    const [rows, total] = await Promise.all([repo.page(filter, { sortBy: query.sort_by, order: query.order }, offset, query.size), repo.count(filter)]);
    const tags = groupTags(await readRepo.tagsOf(rows.map((row) => row.id)));
    return { current: query.current, size: query.size, total, list: rows.map((row) => toRow(row, tags.get(row.id) ?? [])) };
  }

  /**
   * One save in one transaction: the title is checked, the category and tags are picked or
   * created, the row and its tag links written. A refusal rolls all of it back.
   */
  async function save(write: ArticleWrite, target: { id: number } | { authorId: number }, how: SaveHow = {}): Promise<ArticleSaved> {
    // Two saves of one new title (or slug) at once both pass the checks below; the unique indexes
    // (migrations 018, 024) let one through and the other reads the usual answer.
    const saved = await refusedWhenNameTaken(repo.inTransaction(async (writer) => {
      const exceptId = 'id' in target ? target.id : undefined;
      if (exceptId !== undefined && how.baseUpdatedAt !== undefined) {
        // Saved elsewhere since this editor loaded it: refuse rather than overwrite (the editor
        // then shows theirs against yours). Read inside the transaction, before any write.
        const version = await writer.version(exceptId);
        if (version === undefined) throw refusal(ARTICLE_MISSING_MESSAGE);
        if (version !== how.baseUpdatedAt) throw refusal(REVISION_MESSAGES.conflict);
      }
      if (await writer.titleTaken(write.article_title, exceptId)) throw refusal(ARTICLE_MESSAGES.titleTaken);
      let current: string | null = null;
      let currentCreatedAt: string | null = null;
      if (exceptId !== undefined) {
        const found = await writer.currentAddress(exceptId);
        if (found === undefined) throw refusal(ARTICLE_MISSING_MESSAGE);
        current = found.slug;
        currentCreatedAt = found.created_at;
      }
      const createdAt = publishTimeOf(write, currentCreatedAt, now());
      if (write.slug) {
        const holder = await writer.slugHolder(write.slug);
        if (holder && holder.articleId !== exceptId) throw refusal(holder.current ? SLUG_MESSAGES.taken : SLUG_MESSAGES.heldByAlias);
      }
      // Left empty: a new article's address comes from its title; an edited one keeps its address
      // (a changed title must not move a page that links and search engines know).
      const slug = write.slug || current || (await writer.slugForTitle(write.article_title, exceptId));
      const categoryId = write.category_name ? await writer.categoryIdFor(write.category_name) : null;
      const tagIds = await writer.tagIdsFor(distinctNames(write.tag_names));
      const columns = columnsOf(write, categoryId, slug, createdAt);
      let id: number;
      let updatedAt: string;
      if (exceptId !== undefined) {
        const stamp = await writer.update(exceptId, columns);
        if (stamp === null) throw refusal(ARTICLE_MISSING_MESSAGE);
        id = exceptId;
        updatedAt = stamp;
        await writer.moveSlug(id, current, slug);
      } else {
        ({ id, updatedAt } = await writer.insert(columns, (target as { authorId: number }).authorId));
      }
      await writer.replaceTags(id, tagIds);
      // Every save is kept, in the same transaction: a refused save leaves no revision either.
      await writer.keepRevision(id, how.kind ?? 'manual', snapshotOf({ ...write, slug }));
      return { id, slug, updatedAt };
    }));
    listCache.clear();
    scheduleChanged();
    return saved;
  }

  return {
    list: (query: AdminArticleListQuery) => list(query, false),
    recycleList: (query: AdminRecycleListQuery) => list(query, true),

    async detail(id: number): Promise<AdminArticleDetail> {
      const row = await repo.detail(id);
      if (!row) throw refusal(ARTICLE_MISSING_MESSAGE);
      const tags = groupTags(await readRepo.tagsOf([id])).get(id) ?? [];
      return {
        ...toRow(row, tags),
        slug: row.slug ?? '',
        article_content: row.content,
        // One taken from the text is not the blogger's: the editor shows an empty field (with its
        // hint), so saving what it loaded keeps following the text.
        article_description: row.description_auto === 1 ? '' : row.description,
        origin_url: row.origin_url ?? '',
        autosave: await autosaveOffer(id, row.updated_at),
      };
    },

    add: (authorId: number, write: ArticleWrite) => save(write, { authorId }),
    update: (id: number, write: ArticleWrite, baseUpdatedAt?: string) => save(write, { id }, { baseUpdatedAt }),
    /** A restore of a revision: one more save, kept as kind 'restore'. */
    restoreAs: (id: number, write: ArticleWrite, baseUpdatedAt?: string) => save(write, { id }, { baseUpdatedAt, kind: 'restore' }),

    titleExists: (title: string, exceptId?: number): Promise<boolean> => repo.titleTaken(title, exceptId),

    /**
     * Public or private. A draft may only be published this way when it has what the editor asks
     * for on publishing: text and a category.
     */
    async setVisibility(id: number, status: number): Promise<void> {
      const state = await existing(id);
      if (state.status === ARTICLE_STATUS.draft) {
        if (!state.content.trim()) throw refusal(ARTICLE_MESSAGES.contentMissing);
        if (state.category_id === null) throw refusal(ARTICLE_MESSAGES.categoryMissing);
      }
      await repo.setStatus(id, status, now().toISOString());
      listCache.clear();
      scheduleChanged();
    },

    /** 立即发布: a scheduled article goes public now, dated now. */
    async publishNow(id: number): Promise<void> {
      await existing(id);
      if (!(await repo.leaveSchedule(id, ARTICLE_STATUS.public, now().toISOString()))) throw refusal(ARTICLE_MESSAGES.notScheduled);
      listCache.clear();
      scheduleChanged();
    },

    /** 取消定时: back to a draft (dated now), nothing reaches the site. */
    async cancelSchedule(id: number): Promise<void> {
      await existing(id);
      if (!(await repo.leaveSchedule(id, ARTICLE_STATUS.draft, now().toISOString()))) throw refusal(ARTICLE_MESSAGES.notScheduled);
      listCache.clear();
      scheduleChanged();
    },

    /** Pins (keeping the current order unless one is given) or unpins (order back to 0). */
    async setTop(id: number, isTop: number, topOrder?: number): Promise<void> {
      const state = await existing(id);
      const order = isTop === NOT_PINNED ? 0 : (topOrder ?? (state.is_top === NOT_PINNED ? 0 : state.top_order));
      await repo.setTop(id, isTop, order);
      listCache.clear();
    },

    /** To the recycle bin; deleting an article already there keeps its first deletion time. */
    async recycle(id: number): Promise<void> {
      const state = await existing(id);
      if (state.deleted_at !== null) return;
      await repo.setRecycled(id, true);
      listCache.clear();
    },

    async restore(id: number): Promise<void> {
      const state = await existing(id);
      if (state.deleted_at === null) return;
      await repo.setRecycled(id, false);
      listCache.clear();
      scheduleChanged();
    },

    /** Only from the recycle bin, so one click in the live list can never destroy an article. */
    async deleteForever(id: number): Promise<void> {
      await existing(id);
      if (!(await repo.purgeRecycled(id))) throw refusal(ARTICLE_MESSAGES.notInRecycleBin);
      listCache.clear();
    },
  };
}

export type ArticleAdminService = ReturnType<typeof createArticleAdminService>;
