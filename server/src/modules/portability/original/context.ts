import { ORIGINAL_ISSUES_LISTED, type OriginalImportIssue, type OriginalTableName } from '@blog/contract';
import type { UploadedImageSizes } from '../../photo/imageSize';
import type { ImageRewriter } from './images';

/**
 * What the mappers share while one import runs: the ids already brought over (so relations are
 * checked against what really exists here), the image rewriter and the issue list.
 */
export interface ImportContext {
  images: ImageRewriter;
  /** Pixel sizes of images stored here, for photos (the gallery lays them out before they load). */
  imageSize: UploadedImageSizes;
  /** ISO time of the import: the stand-in for a row without any date. */
  now: string;
  /** Original user id → id here (the same id unless it was taken, or a same-named account here). */
  users: Map<number, number>;
  /** Category and tag ids imported, each mapped to itself, or to the first one of the same name. */
  categories: Map<number, number>;
  tags: Map<number, number>;
  /**
   * Names already imported ('c:名称', 't:名称', article titles 'a:', album names 'al:'): the
   * original's unique keys ignore spaces we trim, and its titles and album names are not unique.
   */
  names: Map<string, number>;
  articles: Set<number>;
  talks: Set<number>;
  albums: Set<number>;
  messages: Set<number>;
  /** Comment id → the id of its top-level comment (itself for a top-level one). */
  comments: Map<number, number>;
  /** Users here who already own a friend link (one application per user). */
  linkOwners: Set<number>;
  /** Who owns a talk whose author is gone: the first admin imported, else this site's admin. */
  fallbackAuthor: number | null;
  issues: OriginalImportIssue[];
  issuesOmitted: number;
  /** Per-table tallies of skipped rows, filled by skip(). */
  skipped: Map<string, number>;
}

export function createContext(images: ImageRewriter, imageSize: UploadedImageSizes, now: string): ImportContext {
  return {
    images,
    imageSize,
    now,
    users: new Map(),
    categories: new Map(),
    tags: new Map(),
    names: new Map(),
    articles: new Set(),
    talks: new Set(),
    albums: new Set(),
    messages: new Set(),
    comments: new Map(),
    linkOwners: new Set(),
    fallbackAuthor: null,
    issues: [],
    issuesOmitted: 0,
    skipped: new Map(),
  };
}

function record(context: ImportContext, issue: OriginalImportIssue): void {
  if (context.issues.length < ORIGINAL_ISSUES_LISTED) context.issues.push(issue);
  else context.issuesOmitted += 1;
}

/** The row is not imported; `reason` says why, in Chinese. Answers null for the mapper to return. */
export function skip(context: ImportContext, table: OriginalTableName, id: unknown, reason: string): null {
  context.skipped.set(table, (context.skipped.get(table) ?? 0) + 1);
  record(context, { table, id: typeof id === 'number' ? id : null, kind: 'skipped', reason });
  return null;
}

/** The row is imported with a value changed; `reason` says which and how. */
export function change(context: ImportContext, table: OriginalTableName, id: unknown, reason: string): void {
  record(context, { table, id: typeof id === 'number' ? id : null, kind: 'changed', reason });
}
