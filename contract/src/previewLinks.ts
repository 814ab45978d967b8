import { z } from 'zod';
import { idSchema } from './requests';

/*
 * 分享预览 (issue 28): a link that shows one unpublished article to whoever holds it, until it
 * expires or the blogger revokes it. The token is random (32 bytes); the server keeps only its hash.
 */

/** How long a new link lives, in hours: 1 小时, 1 天, 7 天. */
export const PREVIEW_LINK_HOURS = [1, 24, 168] as const;
export const PREVIEW_LINK_HOURS_LABEL: Record<(typeof PREVIEW_LINK_HOURS)[number], string> = { 1: '1 小时', 24: '1 天', 168: '7 天' };

export const PREVIEW_MESSAGES = {
  expired: '这个预览链接已过期',
  revoked: '这个预览链接已被作者撤销',
  unknown: '预览链接无效',
  published: '文章已发布，无需预览链接',
} as const;

/** POST /api/article/previewLinks: a new link for an article (any status but public). */
export const previewLinkCreateBody = z.object({
  article_id: idSchema,
  hours: z.coerce
    .number({ error: '有效期必须是数字' })
    .pipe(z.union([z.literal(1), z.literal(24), z.literal(168)], { error: '有效期只能是 1 小时、1 天或 7 天' })),
});
export type PreviewLinkCreateBody = z.input<typeof previewLinkCreateBody>;

/** GET /api/article/previewLinks/:id (the article's live links) and DELETE /api/article/previewLinks/link/:id (撤销). */
export const previewLinkIdParams = z.object({ id: idSchema });

/** A live link as the console lists it; the address only when just created (the server keeps no token). */
export interface PreviewLinkRow {
  id: number;
  article_id: number;
  /** ISO UTC. */
  createdAt: string;
  expiresAt: string;
}

export interface PreviewLinkCreated extends PreviewLinkRow {
  /** Path of the preview page, /preview/<token>; shown once. */
  path: string;
}
