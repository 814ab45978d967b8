import { MESSAGE_TEXT, type AdminMessageRow, type PageResult } from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { AdminMessageFilter, MessageAdminRepo } from './adminRepo';
import type { MessageRepo } from './repo';
import { toItem } from './service';

export interface AdminMessagePageRequest extends AdminMessageFilter {
  current: number;
  size: number;
}

/** The console's guestbook: every entry with filters, and batch delete. Hide/show are the module's existing calls. */
export function createMessageAdminService(repo: MessageAdminRepo, reading: Pick<MessageRepo, 'commentTotals'>) {
  return {
    async list(request: AdminMessagePageRequest): Promise<PageResult<AdminMessageRow>> {
      const filter: AdminMessageFilter = { tag: request.tag || undefined, status: request.status, keyword: request.keyword || undefined };
      const [rows, total] = await Promise.all([repo.page(filter, (request.current - 1) * request.size, request.size), repo.count(filter)]);
      const ids = rows.map((row) => row.id);
      const [shown, all] = await Promise.all([reading.commentTotals(ids), repo.commentCounts(ids)]);
      // The admin's own likes are not what this list is for: is_like stays false.
      const list = rows.map((row) => ({ ...toItem(row, false, shown.get(row.id) ?? 0, 'iso'), comment_count: all.get(row.id) ?? 0 }));
      return { current: request.current, size: request.size, total, list };
    },

    /** Returns how many entries went; none of the ids existing is a refusal. */
    async remove(ids: readonly number[]): Promise<number> {
      const removed = await repo.removeMany(ids);
      if (removed === 0) throw refusal(MESSAGE_TEXT.missing);
      return removed;
    },
  };
}
