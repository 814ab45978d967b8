import { lazy } from 'react';

/**
 * The comments in a chunk of their own, fetched when a section is first shown. Every page imports
 * them through this, so no page's chunk carries them and an article does not load the guestbook's.
 */
export const LazyCommentSection = lazy(() => import('./CommentSection').then((m) => ({ default: m.CommentSection })));
