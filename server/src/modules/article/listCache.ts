import type { ArticleListItem, PageResult } from '@blog/contract';
import { createReadCache, type ReadCache } from '../../platform/cache';

/**
 * Home list answers: every visitor's first request. Cleared by every write that changes what a
 * list card shows (views, likes, reading time), so one process never serves a stale card.
 */
export type ArticleListCache = ReadCache<PageResult<ArticleListItem>>;

export const createArticleListCache = (): ArticleListCache => createReadCache({ ttlMs: 1000, maxEntries: 200 });
