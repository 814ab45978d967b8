import type { Kysely } from 'kysely';
import { REVISION_LIMITS, type RevisionKind } from '@blog/contract';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/schema';

/** SQL of an article's revision history (migration 026); every function runs on the caller's executor. */

type Executor = Kysely<Database>;

export interface RevisionSnapshot {
  title: string;
  content: string;
  /** The write body's other fields. */
  settings: Record<string, unknown>;
}

export interface RevisionRowData {
  id: number;
  article_id: number;
  kind: string;
  title: string;
  size: number;
  created_at: string;
}

export interface RevisionDetailData extends RevisionRowData {
  content: string;
  settings: string;
}

const ROW = ['id', 'article_id', 'kind', 'title', 'size', 'created_at'] as const;

/** Characters as the editor counts them (string length), so +N/−N 字 matches what the blogger sees. */
const sizeOf = (content: string) => content.length;

/**
 * Keeps one revision and prunes beyond the limit. An autosave following an autosave replaces it:
 * a session of typing is one revision, not one every few seconds.
 */
export async function keepRevision(k: Executor, articleId: number, kind: RevisionKind, snapshot: RevisionSnapshot, merge = true): Promise<{ id: number; createdAt: string }> {
  const createdAt = nowIso();
  const values = { kind, title: snapshot.title, content: snapshot.content, settings: JSON.stringify(snapshot.settings), size: sizeOf(snapshot.content), created_at: createdAt };
  if (kind === 'autosave' && merge) {
    const latest = await k.selectFrom('article_revision').select(['id', 'kind']).where('article_id', '=', articleId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (latest?.kind === 'autosave') {
      await k.updateTable('article_revision').set(values).where('id', '=', latest.id).execute();
      return { id: latest.id, createdAt };
    }
  }
  const row = await k
    .insertInto('article_revision')
    .values({ article_id: articleId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The newest REVISION_LIMITS.perArticle stay: everything older than the 50th newest goes.
  const keep = await k
    .selectFrom('article_revision')
    .select('id')
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(REVISION_LIMITS.perArticle - 1)
    .executeTakeFirst();
  if (keep) await k.deleteFrom('article_revision').where('article_id', '=', articleId).where('id', '<', keep.id).execute();
  return { id: row.id, createdAt };
}

/** Oldest first. */
export function revisionsOf(k: Executor, articleId: number): Promise<RevisionRowData[]> {
  return k.selectFrom('article_revision').select(ROW).where('article_id', '=', articleId).orderBy('id', 'asc').execute();
}

export function revisionById(k: Executor, id: number): Promise<RevisionDetailData | undefined> {
  return k
    .selectFrom('article_revision')
    .select([...ROW, 'content', 'settings'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The newest revision, when it is an autosave newer than `since` (the article's last save). */
export async function autosaveNewerThan(k: Executor, articleId: number, since: string): Promise<{ id: number; created_at: string } | undefined> {
  const latest = await k.selectFrom('article_revision').select(['id', 'kind', 'created_at']).where('article_id', '=', articleId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return latest && latest.kind === 'autosave' && latest.created_at > since ? { id: latest.id, created_at: latest.created_at } : undefined;
}

export async function deleteRevisionsOf(k: Executor, articleId: number): Promise<void> {
  await k.deleteFrom('article_revision').where('article_id', '=', articleId).execute();
}
