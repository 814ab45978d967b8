/** The `/api` response envelope (DESIGN.md §4). */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  result: T;
}

/** Every paged list answers in this shape. */
export interface PageResult<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}
