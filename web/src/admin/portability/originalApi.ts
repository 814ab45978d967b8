import type { OriginalImportReport, OriginalImportRequest, OriginalSourceCheck, PortabilityJob } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** Importing the original site (contract/src/originalImport.ts). */

/** Connecting to a far database can take the server's whole 10 s connect timeout, then counting. */
const SLOW_CALL = { timeout: 60_000, skipBusinessToast: true } as const;

/** `confirmedAddress`: the host:port the admin just confirmed (originalAddressOf(url)). */
export async function checkOriginal(url: string, confirmedAddress: string): Promise<OriginalSourceCheck> {
  return resultOf(await http.post<OriginalSourceCheck>('/api/portability/admin/original/check', { url, confirmedAddress }, SLOW_CALL));
}

export async function startOriginalImport(body: OriginalImportRequest): Promise<PortabilityJob<OriginalImportReport>> {
  return resultOf(await http.post<PortabilityJob<OriginalImportReport>>('/api/portability/admin/original/import', body, SLOW_CALL));
}
