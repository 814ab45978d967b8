import type { Db } from '../../db/connection';

/** SQL of 分享预览 links (migration 025). */

export interface PreviewLinkRecord {
  id: number;
  article_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

const COLUMNS = ['id', 'article_id', 'created_at', 'expires_at', 'revoked_at'] as const;

export function createPreviewLinkRepo(db: Db) {
  const k = db.kysely;
  return {
    async insert(link: { article_id: number; token_hash: string; created_at: string; expires_at: string }): Promise<number> {
      return (await k.insertInto('preview_link').values(link).returning('id').executeTakeFirstOrThrow()).id;
    },

    byHash: (tokenHash: string): Promise<PreviewLinkRecord | undefined> => k.selectFrom('preview_link').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** The article's links neither revoked nor expired at `at`, newest first. */
    live: (articleId: number, at: string): Promise<PreviewLinkRecord[]> =>
      k
        .selectFrom('preview_link')
        .select(COLUMNS)
        .where('article_id', '=', articleId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** false when there is no such link or it was revoked before. */
    async revoke(id: number, at: string): Promise<boolean> {
      const result = await k.updateTable('preview_link').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PreviewLinkRepo = ReturnType<typeof createPreviewLinkRepo>;
