import { createHash, randomBytes } from 'node:crypto';
import { ARTICLE_STATUS, PREVIEW_MESSAGES, type ArticleDetail, type PreviewLinkCreated, type PreviewLinkRow } from '@blog/contract';
import { now } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { groupTags, toListItem } from '../article/mapper';
import type { ArticleRepo } from '../article/repo';
import { ARTICLE_MISSING_MESSAGE } from '../article/service';
import { createWordCounts } from '../article/wordCounts';
import type { PreviewLinkRecord, PreviewLinkRepo } from './repo';

/**
 * 分享预览 links. The token is 32 random bytes (base64url) that only the link holds: the database
 * keeps its SHA-256, so a copy of the database opens no preview. A link shows exactly the article
 * it was made for, and only while it is neither expired nor revoked.
 */

export const PREVIEW_PATH_PREFIX = '/preview/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const toRow = (record: PreviewLinkRecord): PreviewLinkRow => ({
  id: record.id,
  article_id: record.article_id,
  createdAt: record.created_at,
  expiresAt: record.expires_at,
});

/** Why a link shows nothing (Chinese, for the page that says so). */
export type PreviewRefusal = (typeof PREVIEW_MESSAGES)[keyof typeof PREVIEW_MESSAGES];

export function createPreviewService(repo: PreviewLinkRepo, articles: Pick<ArticleRepo, 'findForPreview' | 'tagsOf' | 'textsOf'>) {
  const wordCounts = createWordCounts(articles.textsOf);

  return {
    async create(articleId: number, hours: number): Promise<PreviewLinkCreated> {
      const article = await articles.findForPreview(articleId);
      if (!article) throw refusal(ARTICLE_MISSING_MESSAGE);
      if (article.status === ARTICLE_STATUS.public) throw refusal(PREVIEW_MESSAGES.published);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const link = { article_id: articleId, token_hash: hashOf(token), created_at: at.toISOString(), expires_at: new Date(at.getTime() + hours * 3_600_000).toISOString() };
      const id = await repo.insert(link);
      return { id, article_id: articleId, createdAt: link.created_at, expiresAt: link.expires_at, path: `${PREVIEW_PATH_PREFIX}${token}` };
    },

    live: async (articleId: number): Promise<PreviewLinkRow[]> => (await repo.live(articleId, now().toISOString())).map(toRow),

    async revoke(id: number): Promise<void> {
      if (!(await repo.revoke(id, now().toISOString()))) throw refusal('预览链接不存在或已撤销');
    },

    /**
     * The article a token opens, as a visitor's article page reads it (no view counted, nothing
     * liked); or why it opens nothing. A link to an article published since then still shows it.
     */
    async open(token: string): Promise<{ article: ArticleDetail } | { refused: PreviewRefusal }> {
      if (!TOKEN_PATTERN.test(token)) return { refused: PREVIEW_MESSAGES.unknown };
      const link = await repo.byHash(hashOf(token));
      if (!link) return { refused: PREVIEW_MESSAGES.unknown };
      if (link.revoked_at !== null) return { refused: PREVIEW_MESSAGES.revoked };
      if (link.expires_at <= now().toISOString()) return { refused: PREVIEW_MESSAGES.expired };
      const row = await articles.findForPreview(link.article_id);
      if (!row) return { refused: PREVIEW_MESSAGES.unknown };
      const tags = groupTags(await articles.tagsOf([row.id])).get(row.id) ?? [];
      return {
        article: {
          ...toListItem(row, tags, wordCounts.ofText(row)),
          slug: row.slug ?? '',
          article_content: row.content,
          origin_url: row.origin_url,
          author_id: row.author_id,
          authorName: row.author_name ?? '',
          is_liked: false,
        },
      };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
