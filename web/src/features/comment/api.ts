import type { CommentItem, CommentTotal, CommentType, PageResult, ParentComment } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

export async function getCommentTotal(type: CommentType, forId: number): Promise<number> {
  return Number(resultOf(await http.post<CommentTotal>('/api/comment/getCommentTotal', { type, for_id: forId }))) || 0;
}

/** Newest first: the order the list merges pages in (commentThread.ts). */
export async function getParentComments(type: CommentType, forId: number, current: number, size: number): Promise<PageResult<ParentComment>> {
  return resultOf(await http.post<PageResult<ParentComment>>('/api/comment/frontGetParentComment', { type, for_id: forId, current, size, order: 'new' }));
}

export async function getReplies(parentId: number, current: number, size: number): Promise<PageResult<CommentItem>> {
  return resultOf(await http.post<PageResult<CommentItem>>('/api/comment/frontGetChildrenComment', { parent_id: parentId, current, size }));
}

/** A guest's fields (guest_name, guest_email, guest_url, altcha); absent for a logged-in user. */
export type GuestWrite = Record<'guest_name' | 'guest_email' | 'guest_url', string> & { altcha?: string };

export async function addComment(type: CommentType, forId: number, content: string, guest?: GuestWrite): Promise<CommentItem> {
  return resultOf(await http.post<CommentItem>('/api/comment/add', { type, for_id: forId, content, ...guest }));
}

/** replyId: the comment answered (the top-level one or a reply under it). */
export async function replyComment(parentId: number, replyId: number, content: string, guest?: GuestWrite): Promise<CommentItem> {
  return resultOf(await http.post<CommentItem>('/api/comment/apply', { parent_id: parentId, reply_id: replyId, content, ...guest }));
}

/** parentId 0 for a top-level comment. */
export async function deleteComment(id: number, parentId: number): Promise<void> {
  resultOf(await http.delete<null>(`/api/comment/delete/${id}/${parentId}`));
}
