import type { DemoArticle } from '../types';
import { typescriptNarrowing } from './01-typescript-narrowing';
import { cssGridLayout } from './02-css-grid-layout';
import { reactRenderPerf } from './03-react-render-perf';
import { nodeStreamBackpressure } from './04-node-stream-backpressure';
import { goWorkerPool } from './05-go-worker-pool';
import { rustOwnershipNotes } from './06-rust-ownership-notes';
import { sqliteWal } from './07-sqlite-wal';
import { postgresExplain } from './08-postgres-explain';
import { shellToolbox } from './09-shell-toolbox';
import { gitHistory } from './10-git-history';
import { pythonPhotos } from './11-python-photos';
import { readingPragmatic } from './12-reading-pragmatic';
import { daliRemote } from './13-dali-remote';
import { commentDesignDraft } from './14-comment-design-draft';
import { yearReviewPrivate } from './15-year-review-private';

/** Demo articles written for this blog; order here only decides cover colours. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  typescriptNarrowing,
  cssGridLayout,
  reactRenderPerf,
  nodeStreamBackpressure,
  goWorkerPool,
  rustOwnershipNotes,
  sqliteWal,
  postgresExplain,
  shellToolbox,
  gitHistory,
  pythonPhotos,
  readingPragmatic,
  daliRemote,
  commentDesignDraft,
  yearReviewPrivate,
];
