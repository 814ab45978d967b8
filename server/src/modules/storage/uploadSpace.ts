import type { FastifyInstance } from 'fastify';
import { siteFullForAdmin, STORAGE_MESSAGES } from '@blog/contract';
import type { UploadBudgets } from '../../config';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import type { RateLimitStore } from '../../platform/rateLimitStore';
import { createUploadBudgets, type Uploader } from './budgets';
import { createStorageRepo } from './repo';
import { createStorageMeter } from './usage';

const MB = 1024 * 1024;

/**
 * Room for what visitors and the admin store: each uploader's daily budget (budgets.ts) and the
 * site-wide quota (网站设置 → 上传空间, over DATA_DIR/uploads and DATA_DIR/music). Answers the
 * refusal in Chinese, or null; the route decides how to answer it (code 100 on /api/upload/img, which
 * the original client shows; 413 on the console's own calls).
 */
export function createUploadSpace(options: { db: Db; dataDir: string; store: RateLimitStore; budgets: UploadBudgets }) {
  const repo = createStorageRepo(options.db);
  const meter = createStorageMeter(options.dataDir);
  const book = createUploadBudgets(options.store, options.budgets);

  /** The quota's refusal when `incoming` more bytes would not fit (0: when it is already full). */
  async function quotaRefusal(uploader: Uploader, incoming: number): Promise<string | null> {
    const quotaMb = await repo.quotaMb();
    if (quotaMb === 0) return null;
    const used = await meter.counted();
    const fits = incoming === 0 ? used < quotaMb * MB : used + incoming <= quotaMb * MB;
    if (fits) return null;
    return uploader.kind === 'admin' ? siteFullForAdmin(used, quotaMb) : STORAGE_MESSAGES.siteFull;
  }

  /** `bytes` are about to be written: spends them, or refuses and spends nothing. */
  async function admit(uploader: Uploader, bytes: number): Promise<string | null> {
    const full = await quotaRefusal(uploader, bytes);
    if (full) return full;
    const spent = await book.charge(uploader, bytes);
    if (spent) return spent;
    meter.add(bytes);
    return null;
  }

  return {
    meter,
    admit,
    /** Before a body is read or decoded: whether anything can be stored at all. */
    async precheck(uploader: Uploader): Promise<string | null> {
      return (await book.spent(uploader)) ?? (await quotaRefusal(uploader, 0));
    },
    /** The image store's admission (ImageStoreOptions.admit) for `uploader`: a refusal is code 100. */
    admission(uploader: Uploader) {
      return async (bytes: number): Promise<void> => {
        const refused = await admit(uploader, bytes);
        if (refused) throw refusal(refused);
      };
    },
  };
}

export type UploadSpace = ReturnType<typeof createUploadSpace>;
export type { Uploader };

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily budgets and the site quota every module that stores files asks (storage/uploadSpace.ts). */
    uploadSpace: UploadSpace;
  }
}

/** Decorates `app.uploadSpace` before the modules register (after the rate limits, whose store it uses). */
export function setupUploadSpace(app: FastifyInstance, options: { db: Db; dataDir: string; budgets: UploadBudgets }): void {
  app.decorate('uploadSpace', createUploadSpace({ ...options, store: app.rateLimits }));
}
