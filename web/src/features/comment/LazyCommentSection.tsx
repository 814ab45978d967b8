import { ChunkBoundary } from '@/components/ChunkBoundary';
import { LoadErrorNotice } from '@/components/LoadErrorNotice';
import { lazyChunk } from '@/lib/lazyChunk';
import type { CommentSectionProps } from './CommentSection';

/**
 * The comments in a chunk of their own, fetched when a section is first shown. Every page imports
 * them through this, so no page's chunk carries them and an article does not load the guestbook's.
 */
const CommentSectionChunk = lazyChunk<CommentSectionProps>(() => import('./CommentSection').then((m) => ({ default: m.CommentSection })));

/** The comments, or in their place a notice when their code cannot be loaded; the page around stays. */
export function LazyCommentSection(props: CommentSectionProps) {
  return (
    <ChunkBoundary retryWhenBack fallback={({ error, retry }) => <LoadErrorNotice error={error} retry={retry} what="评论" compact retriesWhenBack />}>
      <CommentSectionChunk {...props} />
    </ChunkBoundary>
  );
}
