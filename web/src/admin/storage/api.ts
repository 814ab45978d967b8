import type { CleanupPreview, CleanupResult, StorageUsage } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's disk calls (contract/src/storage.ts), under /api/storage/admin. */

const BASE = '/api/storage/admin';
/** Walking a large uploads folder and reading every row takes longer than the usual 10 s. */
const SLOW = { timeout: 120_000 };

export async function getStorageUsage(): Promise<StorageUsage> {
  return resultOf(await http.get<StorageUsage>(`${BASE}/usage`, SLOW));
}

export async function saveUploadQuota(mb: number): Promise<{ usage: StorageUsage; message: string }> {
  const res = await http.put<StorageUsage>(`${BASE}/quota`, { upload_quota_mb: mb });
  return { usage: resultOf(res), message: res.message };
}

export async function previewCleanup(): Promise<CleanupPreview> {
  return resultOf(await http.post<CleanupPreview>(`${BASE}/cleanup/preview`, {}, SLOW));
}

export async function runCleanup(files: string[]): Promise<{ result: CleanupResult; message: string }> {
  const res = await http.post<CleanupResult>(`${BASE}/cleanup`, { files }, SLOW);
  return { result: resultOf(res), message: res.message };
}
