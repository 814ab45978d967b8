import { PAGE_SIZE, type ChatListResult, type UploadResult } from '@blog/contract';
import { http } from '@/lib/http';

/** One page of older history, oldest first; `lastId` = the oldest id already shown (none: the newest page). */
export function getChatList(lastId?: number, size: number = PAGE_SIZE.chatHistory) {
  return http.post<ChatListResult>('/api/chat/getChatList', { size, last_id: lastId ?? '' });
}

/**
 * What was posted after `afterId`, oldest first, `size` at a time: the catch-up after a reconnect
 * (our addition to the original client's call; it never sends after_id).
 */
export function getChatListAfter(afterId: number, size: number = PAGE_SIZE.max) {
  return http.post<ChatListResult>('/api/chat/getChatList', { size, after_id: afterId });
}

export function clearChat() {
  return http.post<unknown>('/api/chat/delete');
}

export function deleteChatMessage(id: number) {
  return http.delete<unknown>(`/api/chat/deleteOne/${id}`);
}

/**
 * Multipart field `file`; the shared client adds the Authorization header. The multipart type
 * overrides the client's JSON default (which would serialise the form); axios then lets the browser
 * set it with the boundary.
 */
export async function uploadChatImage(file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const res = await http.post<UploadResult>('/api/upload/img', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  if (!res.result?.url) throw new Error('图片上传失败');
  return res.result.url;
}
