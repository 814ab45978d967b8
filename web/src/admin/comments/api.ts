import type { AdminCommentListBody, AdminCommentRow, CommentItem, PageResult } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's comment queue calls (contract/src/moderationAdmin.ts); each resolves or rejects with the reason. */

export async function getCommentQueue(body: AdminCommentListBody): Promise<PageResult<AdminCommentRow>> {
  return resultOf(await http.post<PageResult<AdminCommentRow>>('/api/comment/getAdminCommentList', body));
}

/** One comment: the comment module's own hide/show calls. */
export async function setCommentHidden(id: number, hidden: boolean): Promise<void> {
  resultOf(await http.put<null>(`/api/comment/${hidden ? 'hide' : 'show'}/${id}`));
}

/** One comment (a top-level one with its replies), through the comment module's own delete. */
export async function deleteComment(row: Pick<AdminCommentRow, 'id' | 'parent_id'>): Promise<void> {
  resultOf(await http.delete<null>(`/api/comment/delete/${row.id}/${row.parent_id ?? 0}`));
}

/** Resolves to how many changed. */
export async function setCommentsHidden(ids: number[], hidden: boolean): Promise<number> {
  return resultOf(await http.put<{ changed: number }>('/api/comment/batchStatus', { ids, status: hidden ? 2 : 1 })).changed;
}

/** Resolves to how many comments went, replies included. */
export async function deleteComments(ids: number[]): Promise<number> {
  return resultOf(await http.put<{ removed: number }>('/api/comment/batchDelete', { ids })).removed;
}

export async function replyAsBlogger(id: number, content: string): Promise<CommentItem> {
  return resultOf(await http.post<CommentItem>('/api/comment/adminReply', { id, content }));
}
