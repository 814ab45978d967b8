import type { ArticleListKind } from './api';

export function articlePath(id: number): string {
  return `/article?id=${id}`;
}

export function articleListPath(type: ArticleListKind, id: number, name: string): string {
  const query = new URLSearchParams({ type, id: String(id), name });
  return `/articleList?${query.toString()}`;
}

/** A positive integer id from a query value, or null for anything else ("abc", "1.5", "-2"). */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Page number from the query (?page=), 1 when missing or nonsense. */
export function parsePage(value: string | null): number {
  const page = parseId(value);
  return page ?? 1;
}
