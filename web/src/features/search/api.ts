import type { HotArticle, SearchHit } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

export async function searchArticles(text: string): Promise<SearchHit[]> {
  const res = await http.get<SearchHit[]>(`/api/article/getArticleListByContent/${encodeURIComponent(text)}`);
  return resultOf(res) ?? [];
}

export async function getHotArticles(): Promise<HotArticle[]> {
  const res = await http.get<HotArticle[]>('/api/article/getHotArticle');
  return resultOf(res) ?? [];
}
