import type { AdminChatListBody, AdminChatOnline, AdminChatPage, ChatOnlineUser } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/**
 * The console's chat calls. Deleting and clearing are the room's own calls (chat/routes.ts), so the
 * people in the room see a message go, or the room empty, exactly as when an admin does it there.
 */

export async function getChatHistory(body: AdminChatListBody): Promise<AdminChatPage> {
  return resultOf(await http.post<AdminChatPage>('/api/chat/adminList', body));
}

export async function getOnlineUsers(): Promise<ChatOnlineUser[]> {
  return resultOf(await http.get<AdminChatOnline>('/api/chat/adminOnline')).list;
}

export async function deleteChatMessage(id: number): Promise<string> {
  const res = await http.delete<null>(`/api/chat/deleteOne/${id}`);
  resultOf(res);
  return res.message;
}

export async function clearChat(): Promise<string> {
  const res = await http.post<null>('/api/chat/delete', {});
  resultOf(res);
  return res.message;
}
