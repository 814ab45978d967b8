import type { DeliveryReport, NotifySettingsBody, NotifySettingsView, OutboxPage, OutboxStatus } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

export async function getNotifySettings(): Promise<NotifySettingsView> {
  return resultOf(await http.get<NotifySettingsView>('/api/outbox/settings'));
}

export async function saveNotifySettings(body: NotifySettingsBody): Promise<NotifySettingsView> {
  return resultOf(await http.put<NotifySettingsView>('/api/outbox/settings', body));
}

export async function sendTestMail(to: string): Promise<DeliveryReport> {
  return resultOf(await http.post<DeliveryReport>('/api/outbox/testMail', { to }));
}

export async function testWebhook(id: string): Promise<DeliveryReport> {
  return resultOf(await http.post<DeliveryReport>(`/api/outbox/webhooks/${encodeURIComponent(id)}/test`, {}));
}

export async function listOutbox(query: { status?: OutboxStatus; current: number; size: number }): Promise<OutboxPage> {
  return resultOf(await http.get<OutboxPage>('/api/outbox/list', { params: query }));
}

export async function retryOutbox(id: number): Promise<string> {
  const answer = await http.post<null>(`/api/outbox/${id}/retry`, {});
  resultOf(answer);
  return answer.message;
}
