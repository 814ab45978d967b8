import type { HotArticle, SearchHit } from '@blog/contract';
import { API_CODE, type ApiEnvelope } from '@blog/contract';
import { http } from '@/lib/http';

/** A refusal that is not a warning (code 100, already toasted) still must not pass as data. */
function resultOf<T>(res: ApiEnvelope<T>): T {
  if (res.code !== API_CODE.success) throw new Error(res.message || '请求失败');
  return res.result;
}

export async function searchArticles(text: string): Promise<SearchHit[]> {
  const res = await http.get<SearchHit[]>(`/api/article/getArticleListByContent/${encodeURIComponent(text)}`);
  return resultOf(res) ?? [];
}

export async function getHotArticles(): Promise<HotArticle[]> {
  const res = await http.get<HotArticle[]>('/api/article/getHotArticle');
  return resultOf(res) ?? [];
}
