import { MODERATION_MESSAGES, type AdminCommentRow, type CommentItem, type CommentType, type PageResult } from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { AdminCommentFilter, AdminCommentRecord, CommentAdminRepo } from './adminRepo';
import type { CommentRepo } from './repo';
import type { Caller, CommentService } from './service';

export interface AdminCommentPageRequest extends AdminCommentFilter {
  current: number;
  size: number;
}

/** Characters of a talk post or guestbook entry shown as the place a comment is on. */
const PLACE_TITLE_MAX = 30;

function placeTitle(record: AdminCommentRecord): string {
  const text = record.article_title ?? record.talk_content ?? record.message_content ?? record.page_title ?? '';
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > PLACE_TITLE_MAX ? `${chars.slice(0, PLACE_TITLE_MAX).join('')}…` : chars.join('');
}

function toRow(record: AdminCommentRecord, replyCount: number): AdminCommentRow {
  return {
    id: record.id,
    type: record.type as CommentType,
    for_id: record.for_id,
    parent_id: record.parent_id,
    content: record.content,
    status: record.status,
    thumbs_up: record.thumbs_up,
    guest_name: record.guest_name,
    guest_email: record.guest_email,
    guest_url: record.guest_url,
    ip_region: record.ip_region,
    reply_count: replyCount,
    from_user: { id: record.from_user, username: record.from_username, nick_name: record.from_nick_name, avatar: record.from_avatar },
    to_user: record.to_user === null ? null : { id: record.to_user, nick_name: record.to_nick_name ?? '', avatar: record.to_avatar ?? '' },
    place_title: placeTitle(record),
    page_slug: record.page_slug,
    createdAt: record.created_at,
  };
}

/** The console's comment queue: list, hide/show and delete in batches, reply as the blogger. */
export function createCommentAdminService(repo: CommentAdminRepo, comments: Pick<CommentRepo, 'find'>, service: Pick<CommentService, 'apply'>) {
  async function requireSome(ids: readonly number[]): Promise<void> {
    if ((await repo.existing(ids)) === 0) throw refusal(MODERATION_MESSAGES.commentMissing);
  }

  return {
    async list(request: AdminCommentPageRequest): Promise<PageResult<AdminCommentRow>> {
      const filter: AdminCommentFilter = {
        type: request.type,
        status: request.status,
        author: request.author || undefined,
        keyword: request.keyword || undefined,
      };
      const [records, total] = await Promise.all([repo.page(filter, (request.current - 1) * request.size, request.size), repo.count(filter)]);
      const counts = await repo.replyCounts(records.filter((r) => r.parent_id === null).map((r) => r.id));
      return { current: request.current, size: request.size, total, list: records.map((r) => toRow(r, counts.get(r.id) ?? 0)) };
    },

    /** Ids that no longer exist are skipped; none existing is a refusal. Returns how many changed. */
    async setStatus(ids: readonly number[], status: number): Promise<number> {
      await requireSome(ids);
      return repo.setStatus(ids, status);
    },

    /** Returns how many comments went, replies included. */
    async remove(ids: readonly number[]): Promise<number> {
      const removed = await repo.removeMany(ids);
      if (removed === 0) throw refusal(MODERATION_MESSAGES.commentMissing);
      return removed;
    },

    /**
     * The blogger answers a comment from the queue: a reply in its thread addressed to its author,
     * exactly as on the site (the same checks, and the author is notified as for any reply).
     */
    async reply(admin: Caller, id: number, content: string): Promise<CommentItem> {
      const comment = await comments.find(id);
      if (!comment) throw refusal(MODERATION_MESSAGES.commentMissing);
      return service.apply(admin, { parentId: comment.parent_id ?? comment.id, replyId: comment.id, content });
    },
  };
}
