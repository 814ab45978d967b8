import type { SensitiveSaveBody, SensitiveSettings } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's sensitive-word calls (contract/src/sensitiveAdmin.ts). */

export async function getSensitiveSettings(): Promise<SensitiveSettings> {
  return resultOf(await http.get<SensitiveSettings>('/api/sensitive/admin/get'));
}

/** Resolves to the saved settings and the server's sentence. */
export async function saveSensitiveSettings(body: SensitiveSaveBody): Promise<{ settings: SensitiveSettings; message: string }> {
  const res = await http.put<SensitiveSettings>('/api/sensitive/admin/save', body);
  return { settings: resultOf(res), message: res.message };
}
