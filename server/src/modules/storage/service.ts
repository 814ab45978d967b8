import type { CleanupPreview, CleanupResult, StorageUsage } from '@blog/contract';
import { nowIso } from '../../db/connection';
import { createUploadCleanup } from './cleanup';
import type { StorageRepo } from './repo';
import type { UploadSpace } from './uploadSpace';
import { measureStorage } from './usage';

/** The console's 存储空间: the figures, the quota, and the clean-up (rules in cleanup.ts). */
export function createStorageService(options: { repo: StorageRepo; dataDir: string; space: UploadSpace; seedDemo: boolean }) {
  const cleanup = createUploadCleanup(options);

  /** Walked afresh for every answer: the console asks rarely, and other processes' writes count too. */
  async function usage(): Promise<StorageUsage> {
    const measured = await measureStorage(options.dataDir);
    return { ...measured, quotaMb: await options.repo.quotaMb(), measuredAt: nowIso() };
  }

  return {
    usage,
    async setQuota(mb: number): Promise<StorageUsage> {
      await options.repo.setQuotaMb(mb);
      // The next upload measures afresh against the new limit.
      options.space.meter.forget();
      return usage();
    },
    preview: (): Promise<CleanupPreview> => cleanup.preview(),
    async clean(paths: readonly string[]): Promise<CleanupResult> {
      const result = await cleanup.delete(paths);
      // The quota checks walk the folders again rather than trust a figure from before.
      options.space.meter.forget();
      return result;
    },
  };
}
