import type { ArticleListItem, PageResult, TimelinePage } from '@blog/contract';
import { createReadCache, type ReadCache } from '../../platform/cache';

/**
 * Home list and timeline answers: every visitor's first request, and the archive page. Cleared by
 * every write that changes what a list card shows (views, likes, reading time; a timeline entry
 * shows less), so one process never serves a stale card. Timeline keys start with `timeline:`.
 */
export type ArticleListCache = ReadCache<PageResult<ArticleListItem> | TimelinePage>;

export const createArticleListCache = (): ArticleListCache => createReadCache({ ttlMs: 1000, maxEntries: 200 });
