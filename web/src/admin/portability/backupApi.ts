import type { BackupSchedule, BackupScheduleSettings, StoredBackup } from '@blog/contract';
import { http, httpClient, resultOf } from '@/lib/http';

/** The console's backup calls (contract/src/backup.ts), under /api/portability/admin/backup. */

const BASE = '/api/portability/admin/backup';

/** A backup as a file the browser saves: fetched with the session's token, then offered as a download. */
async function saveDownload(url: string, fallbackName: string): Promise<void> {
  // No time limit: a large site's backup takes as long as it takes to stream.
  const response = await httpClient.get<Blob>(url, { responseType: 'blob', timeout: 0 });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the blob is released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export function downloadFreshBackup(): Promise<void> {
  return saveDownload(`${BASE}/download`, 'backup.tar.gz');
}

export function downloadStoredBackup(name: string): Promise<void> {
  return saveDownload(`${BASE}/file/${encodeURIComponent(name)}`, name);
}

export async function listStoredBackups(): Promise<StoredBackup[]> {
  return resultOf(await http.get<StoredBackup[]>(`${BASE}/list`));
}

export async function deleteStoredBackup(name: string): Promise<string> {
  const res = await http.delete<null>(`${BASE}/file/${encodeURIComponent(name)}`);
  resultOf(res);
  return res.message;
}

export async function getBackupSchedule(): Promise<BackupSchedule> {
  return resultOf(await http.get<BackupSchedule>(`${BASE}/schedule`));
}

export async function saveBackupSchedule(settings: BackupScheduleSettings): Promise<{ schedule: BackupSchedule; message: string }> {
  const res = await http.put<BackupSchedule>(`${BASE}/schedule`, settings);
  return { schedule: resultOf(res), message: res.message };
}
