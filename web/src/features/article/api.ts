import type {
  ArticleDetail,
  ArticleListItem,
  ArticleRecommendations,
  CategoryEntry,
  HotArticle,
  LikeResult,
  PageResult,
  Statistic,
  TagEntry,
  TimelinePage,
} from '@blog/contract';
import { http, resultOf } from '@/lib/http';
import type { ArticleListKind } from '@blog/markdown/paths';

export type { ArticleListKind };

export async function getHomeArticles(current: number, size: number): Promise<PageResult<ArticleListItem>> {
  const res = await http.get<PageResult<ArticleListItem>>(`/api/article/blogHomeGetArticleList/${current}/${size}`);
  return resultOf(res);
}

export async function getTimeline(current: number, size: number): Promise<TimelinePage> {
  const res = await http.get<TimelinePage>(`/api/article/blogTimelineGetArticleList/${current}/${size}`);
  return resultOf(res);
}

export async function getArticlesBy(
  kind: ArticleListKind,
  id: number,
  current: number,
  size: number,
): Promise<PageResult<ArticleListItem>> {
  const path = kind === 'tag' ? 'getArticleListByTagId' : 'getArticleListByCategoryId';
  const res = await http.post<PageResult<ArticleListItem>>(`/api/article/${path}`, { current, size, id });
  return resultOf(res);
}

export async function getArticle(id: number): Promise<ArticleDetail> {
  const res = await http.get<ArticleDetail>(`/api/article/getArticleById/${id}`);
  return resultOf(res);
}

/** The article at /post/<slug>; an old slug of it answers too (with the current one in `slug`). */
export async function getArticleBySlug(slug: string): Promise<ArticleDetail> {
  const res = await http.get<ArticleDetail>(`/api/article/getArticleBySlug/${encodeURIComponent(slug)}`);
  return resultOf(res);
}

/** Previous/next (the article itself standing in for a missing one) and related articles. */
export async function getRecommendations(id: number): Promise<ArticleRecommendations> {
  const res = await http.get<ArticleRecommendations>(`/api/article/getRecommendArticleById/${id}`, { skipBusinessToast: true });
  return resultOf(res);
}

export async function getHotArticles(): Promise<HotArticle[]> {
  const res = await http.get<HotArticle[]>('/api/article/getHotArticle');
  return resultOf(res) ?? [];
}

export async function likeArticle(id: number): Promise<LikeResult> {
  const res = await http.put<LikeResult>(`/api/article/like/${id}`);
  return resultOf(res);
}

export async function cancelLikeArticle(id: number): Promise<LikeResult> {
  const res = await http.put<LikeResult>(`/api/article/cancelLike/${id}`);
  return resultOf(res);
}

/**
 * Sent while the page is going away, so it cannot go through the axios client: `fetch` with
 * `keepalive` survives the unload, and unlike `navigator.sendBeacon` it can use PUT.
 */
export function reportReadingDuration(id: number, milliseconds: number): void {
  void fetch(`/api/article/addReadingDuration/${id}/${milliseconds}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  }).catch(() => {
    // A lost reading-time report is not worth bothering the reader about.
  });
}

export async function getStatistic(): Promise<Statistic> {
  const res = await http.get<Statistic>('/api/statistic');
  return resultOf(res);
}

export async function getCategoryDictionary(): Promise<CategoryEntry[]> {
  const res = await http.get<CategoryEntry[]>('/api/category/getCategoryDictionary');
  return resultOf(res) ?? [];
}

export async function getTagDictionary(): Promise<TagEntry[]> {
  const res = await http.get<TagEntry[]>('/api/tag/getTagDictionary');
  return resultOf(res) ?? [];
}

/** The name of a category or tag as the server has it; null when there is no such id. */
export async function getListName(kind: ArticleListKind, id: number): Promise<string | null> {
  if (kind === 'tag') return (await getTagDictionary()).find((tag) => tag.id === id)?.tag_name ?? null;
  return (await getCategoryDictionary()).find((category) => category.id === id)?.category_name ?? null;
}
