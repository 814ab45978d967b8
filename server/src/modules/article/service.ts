import {
  LIMITS,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleRecommendations,
  type HotArticle,
  type PageResult,
  type TimelinePage,
  type TimelineYear,
} from '@blog/contract';
import { refusal } from '../../platform/errors';
import { siteDateTime } from '../../platform/siteTime';
import { groupTags, toBrief, toListItem } from './mapper';
import type { ArticleCounts } from './counters';
import type { ArticleListCache } from './listCache';
import type { ArticleListRow, ArticleRepo, Paging } from './repo';
import { createWordCounts } from './wordCounts';

export const ARTICLE_MISSING_MESSAGE = '文章不存在或已被删除';

export interface PageRequest {
  current: number;
  size: number;
}

const paging = ({ current, size }: PageRequest): Paging => ({ offset: (current - 1) * size, limit: size });

export function createArticleService(repo: ArticleRepo, listCache: ArticleListCache) {
  const wordCounts = createWordCounts(repo.textsOf);

  async function withTagsAndWords(rows: ArticleListRow[]): Promise<ArticleListItem[]> {
    const [tagRows, words] = await Promise.all([repo.tagsOf(rows.map((row) => row.id)), wordCounts.ofRows(rows)]);
    const tags = groupTags(tagRows);
    return rows.map((row) => toListItem(row, tags.get(row.id) ?? [], words.get(row.id) ?? 0));
  }

  async function page(
    request: PageRequest,
    rows: Promise<ArticleListRow[]>,
    total: Promise<number>,
  ): Promise<PageResult<ArticleListItem>> {
    const [list, count] = await Promise.all([rows.then(withTagsAndWords), total]);
    return { current: request.current, size: request.size, total: count, list };
  }

  async function timelinePage(request: PageRequest): Promise<TimelinePage> {
    const [rows, total] = await Promise.all([repo.timelinePage(paging(request)), repo.countPublic()]);
    const years: TimelineYear[] = [];
    for (const row of rows) {
      // Rows come newest first, so each year's group is contiguous.
      const year = siteDateTime(row.created_at).slice(0, 4);
      const last = years.at(-1);
      if (last?.year === year) last.articleList.push(toBrief(row));
      else years.push({ year, articleList: [toBrief(row)] });
    }
    return { current: request.current, size: request.size, total, list: years };
  }

  return {
    homeList: (request: PageRequest) =>
      // Keys without the `timeline:` prefix hold home list pages only.
      listCache.get(`${request.current}:${request.size}`, () => page(request, repo.homePage(paging(request)), repo.countPublic())) as Promise<
        PageResult<ArticleListItem>
      >,

    byCategory: (request: PageRequest & { id: number }) =>
      page(request, repo.byCategoryPage(request.id, paging(request)), repo.countByCategory(request.id)),

    byTag: (request: PageRequest & { id: number }) =>
      page(request, repo.byTagPage(request.id, paging(request)), repo.countByTag(request.id)),

    /**
     * Served from the list cache like the home list: uncached, its two statements (page and count)
     * made it the slowest public read after search, on both engines.
     */
    timeline: (request: PageRequest): Promise<TimelinePage> =>
      // Only timeline() stores under `timeline:` keys, so what comes back is a TimelinePage.
      listCache.get(`timeline:${request.current}:${request.size}`, () => timelinePage(request)) as Promise<TimelinePage>,

    /**
     * Reading an article counts one view when `countsView` says this reader's view counts (once per
     * person and window, never a crawler's); the answer shows the count before it (as the original).
     */
    /** The article a /post/ slug names, now or before; null when none. */
    idBySlug: (slug: string): Promise<number | null> => repo.idBySlug(slug),

    async detail(id: number, liker: string | null, countsView: () => Promise<boolean>): Promise<ArticleDetail> {
      // One statement for the article, its tags and the reader's like; a second only for a view that counts.
      const row = await repo.findPublicForReader(id, liker);
      if (!row) throw refusal(ARTICLE_MISSING_MESSAGE);
      let counts: ArticleCounts = { view_times: row.view_times, thumbs_up_times: row.thumbs_up_times, reading_duration: row.reading_duration };
      if (await countsView()) {
        // The counts after this view, read in the same statement: exact under concurrent views.
        const after = (await repo.countView(id)) ?? { view_times: row.view_times + 1, thumbs_up_times: row.thumbs_up_times, reading_duration: row.reading_duration };
        counts = { ...after, view_times: after.view_times - 1 };
        listCache.clear();
      }
      const { tags, liked } = row;
      return {
        // The original answers the count before this view.
        ...toListItem({ ...row, ...counts }, groupTags(tags).get(id) ?? [], wordCounts.ofText(row)),
        slug: row.slug ?? '',
        article_content: row.content,
        origin_url: row.origin_url,
        author_id: row.author_id,
        authorName: row.author_name ?? '',
        is_liked: liked,
      };
    },

    /**
     * Previous/next by publish date and related articles. A missing neighbour is the article itself, so the
     * original client (which reads both without checks) always has one; unknown or private
     * articles have none of these.
     */
    async recommendations(id: number): Promise<ArticleRecommendations> {
      const row = await repo.findPublic(id);
      if (!row) throw refusal(ARTICLE_MISSING_MESSAGE);
      const [previous, next, recommend] = await Promise.all([
        repo.neighbour(row, 'previous'),
        repo.neighbour(row, 'next'),
        repo.recommendations(row, LIMITS.recommendations),
      ]);
      const self = toBrief(row);
      return {
        previous: previous ? toBrief(previous) : self,
        next: next ? toBrief(next) : self,
        recommend: recommend.map(toBrief),
      };
    },

    async hot(): Promise<HotArticle[]> {
      const rows = await repo.hot(LIMITS.hotArticles);
      return rows.map((row) => ({ id: row.id, article_title: row.title, view_times: row.view_times }));
    },

    /** Adds one visit's reading time, reported in milliseconds and kept in whole seconds. */
    async addReadingDuration(id: number, milliseconds: number): Promise<void> {
      if (!(await repo.addReadingDuration(id, Math.round(milliseconds / 1000)))) throw refusal(ARTICLE_MISSING_MESSAGE);
      listCache.clear();
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
