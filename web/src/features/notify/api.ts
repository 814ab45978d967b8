import { PAGE_SIZE, type NotifyPage } from '@blog/contract';
import { http } from '@/lib/http';

export function getNotifyList(userId: number, current: number, size: number = PAGE_SIZE.notify) {
  return http.post<NotifyPage>('/api/notify/getNotifyList', { current, size, userId });
}

export function markNotifyViewed(id: number) {
  return http.put<null>(`/api/notify/update/${id}`);
}

export function deleteNotify(id: number) {
  return http.put<null>(`/api/notify/delete/${id}`);
}
