import type {
  AdminArticleDetail,
  AdminArticleListBody,
  AdminArticleRow,
  ArticleSaved,
  ArticleUpdateBody,
  ArticleWriteBody,
  LocalizedImages,
  PageResult,
  PreviewLinkCreated,
  PreviewLinkRow,
} from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's article calls (contract/src/articleAdmin.ts); each resolves to its result or rejects. */

export async function getArticleList(body: AdminArticleListBody): Promise<PageResult<AdminArticleRow>> {
  return resultOf(await http.post<PageResult<AdminArticleRow>>('/api/article/getArticleList', body));
}

export async function getRecycleList(body: AdminArticleListBody): Promise<PageResult<AdminArticleRow>> {
  return resultOf(await http.post<PageResult<AdminArticleRow>>('/api/article/getRecycleList', body));
}

export async function getAdminArticle(id: number): Promise<AdminArticleDetail> {
  return resultOf(await http.get<AdminArticleDetail>(`/api/article/adminGetArticleById/${id}`));
}

export async function addArticle(body: ArticleWriteBody): Promise<ArticleSaved> {
  return resultOf(await http.post<ArticleSaved>('/api/article/add', body));
}

export async function updateArticle(body: ArticleUpdateBody): Promise<ArticleSaved> {
  return resultOf(await http.put<ArticleSaved>('/api/article/update', body));
}

/** Whether another article already has this title (`id`: the article being edited keeps its own). */
export async function titleExists(article_title: string, id?: number): Promise<boolean> {
  return resultOf(await http.post<boolean>('/api/article/titleExist', id ? { article_title, id } : { article_title }));
}

export async function setArticlePublic(id: number, status: 1 | 2): Promise<void> {
  resultOf(await http.put<unknown>(`/api/article/isPublic/${id}/${status}`));
}

export async function setArticleTop(id: number, isTop: 1 | 2, topOrder?: number): Promise<void> {
  const body = isTop === 1 && topOrder !== undefined ? { top_order: topOrder } : undefined;
  resultOf(await http.put<unknown>(`/api/article/updateTop/${id}/${isTop}`, body));
}

/** Into the recycle bin (restorable). */
export async function recycleArticle(id: number): Promise<void> {
  resultOf(await http.put<unknown>(`/api/article/delete/${id}`));
}

export async function restoreArticle(id: number): Promise<void> {
  resultOf(await http.put<unknown>(`/api/article/revert/${id}`));
}

/** For good, with its comments, likes and tag links; only for an article already in the recycle bin. */
export async function deleteArticleForever(id: number): Promise<void> {
  resultOf(await http.delete<unknown>(`/api/article/deleteForever/${id}`));
}

/** Picker choices: every category (the visitors' list has them all) and every tag (the console's own list). */
export { getCategoryDictionary as getCategoryChoices } from '@/features/article/api';
export { getAllTags as getTagChoices } from '../taxonomy/api';

/** 将外链图片转存到本站: a picture takes up to 20 s, so no short time limit on the whole call. */
export async function localizeImages(content: string): Promise<LocalizedImages> {
  return resultOf(await http.post<LocalizedImages>('/api/article/localizeImages', { content }, { timeout: 0, skipBusinessToast: true }));
}

/** 立即发布: a scheduled article goes public now. */
export async function publishScheduledNow(id: number): Promise<void> {
  resultOf(await http.put<unknown>(`/api/article/publishNow/${id}`));
}

/** 取消定时: a scheduled article back to a draft. */
export async function cancelSchedule(id: number): Promise<void> {
  resultOf(await http.put<unknown>(`/api/article/cancelSchedule/${id}`));
}

/** 分享预览: a new link (its address is given only now), the live ones, 撤销. */
export async function createPreviewLink(article_id: number, hours: number): Promise<PreviewLinkCreated> {
  return resultOf(await http.post<PreviewLinkCreated>('/api/article/previewLinks', { article_id, hours }));
}

export async function getPreviewLinks(articleId: number): Promise<PreviewLinkRow[]> {
  return resultOf(await http.get<PreviewLinkRow[]>(`/api/article/previewLinks/${articleId}`));
}

export async function revokePreviewLink(id: number): Promise<void> {
  resultOf(await http.delete<unknown>(`/api/article/previewLink/${id}`));
}
