import type { Db } from '../db/connection';
import type { ArticleListCache } from './article/listCache';

/** What every module's admin routes (adminRoutes.ts, DESIGN.md §8) are registered with. */
export interface AdminRouteOptions {
  db: Db;
  /** Cleared by every write that changes what a home-list card shows. */
  listCache: ArticleListCache;
  dataDir: string;
}
