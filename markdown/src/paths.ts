import { parseId } from '@blog/contract';

/** Lists of articles by one category or one tag (/articleList). */
export type ArticleListKind = 'category' | 'tag';

export function articlePath(id: number): string {
  return `/article?id=${id}`;
}

export function articleListPath(type: ArticleListKind, id: number, name: string): string {
  const query = new URLSearchParams({ type, id: String(id), name });
  return `/articleList?${query.toString()}`;
}

/** Shared with the server, which answers 404 for the ids the pages cannot show. */
export { parseId };

/** Page number from the query (?page=), 1 when missing or nonsense. */
export function parsePage(value: string | null): number {
  const page = parseId(value);
  return page ?? 1;
}
