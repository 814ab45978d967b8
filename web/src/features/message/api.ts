import {
  PAGE_SIZE,
  type MessageDraft,
  type MessageAllResult,
  type MessageHotTag,
  type MessageItem,
  type PageResult,
} from '@blog/contract';
import { withCaptcha } from '@/features/captcha/withCaptcha';
import { useSiteStore } from '@/features/site/siteStore';
import { http } from '@/lib/http';

/** The guestbook calls of DESIGN.md §4; each resolves to the `/api` envelope. */

export function getMessageList(current: number, tag: string, size: number = PAGE_SIZE.default) {
  return http.post<PageResult<MessageItem>>('/api/message/getMessageList', tag ? { current, size, tag } : { current, size });
}

/** The barrage's entries: the newest few hundred, every tag. */
export function getAllMessage() {
  return http.get<MessageAllResult>('/api/message/getAllMessage');
}

export function getHotTagList() {
  return http.get<MessageHotTag[]>('/api/message/getHotTagList');
}

export function getMessageById(id: number) {
  return http.get<MessageItem>(`/api/message/getMessageById/${id}`);
}

/** A guest's entry carries the captcha's solution when 网站设置 asks for it. */
export async function addMessage(draft: MessageDraft, asGuest = false) {
  const required = asGuest && useSiteStore.getState().config?.captcha_guest_message === 1;
  return http.post<MessageItem>('/api/message/add', await withCaptcha(required, draft));
}

export function updateMessage(id: number, draft: MessageDraft) {
  return http.post<MessageItem>('/api/message/update', { ...draft, id });
}

export function deleteMessage(id: number) {
  return http.put<null>('/api/message/delete', { idList: [id] });
}
