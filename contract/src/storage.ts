import { z } from 'zod';

/**
 * Disk space in the console (存储空间, and the quota in 网站设置): what the site's files take, the
 * site-wide upload quota, and the clean-up of uploads nothing references.
 */

export const UPLOAD_QUOTA_LIMITS = {
  /**
   * 5 GB: a 1–2 GB cloud server usually comes with a 20–50 GB disk that also holds the system, the
   * database and the backups; a blog's pictures and a music library fit in 5 GB for years, and an
   * abuser is stopped long before the disk (and with it the database) is full. 0 = no limit.
   */
  defaultMb: 5 * 1024,
  maxMb: 10_000_000,
} as const;

/** Files modified within this many hours are never offered for deletion: an editor may be about to save them. */
export const CLEANUP_MIN_AGE_HOURS = 24;
/** At most this many files are listed (and deleted) per run, oldest first; the next run takes the rest. */
export const CLEANUP_MAX_FILES = 2000;

export const STORAGE_MESSAGES = {
  quotaInvalid: `上传空间上限必须是 0 到 ${UPLOAD_QUOTA_LIMITS.maxMb} 之间的整数（单位 MB，0 表示不限制）`,
  quotaSaved: '上传空间上限已保存',
  filesMissing: '请先检查，再选择要删除的文件',
  pathInvalid: '文件路径不正确',
  /** The site quota is spent: what a visitor or user reads. */
  siteFull: '网站的存储空间已满，暂时不能上传，请联系博主',
  cleaned: '清理完成',
} as const;

/** The admin's refusal names the figures and the two ways out. */
export function siteFullForAdmin(usedBytes: number, quotaMb: number): string {
  return `上传空间已用完（已用 ${formatBytes(usedBytes)}，上限 ${formatBytes(quotaMb * 1024 * 1024)}）：请在后台「存储空间」清理没有用到的文件，或在「网站设置」调高上传空间上限`;
}

const quotaMb = z
  .number({ error: STORAGE_MESSAGES.quotaInvalid })
  .int({ error: STORAGE_MESSAGES.quotaInvalid })
  .min(0, { error: STORAGE_MESSAGES.quotaInvalid })
  .max(UPLOAD_QUOTA_LIMITS.maxMb, { error: STORAGE_MESSAGES.quotaInvalid });

/** PUT /api/storage/admin/quota */
export const uploadQuotaBody = z.object({ upload_quota_mb: quotaMb });
export type UploadQuotaBody = z.infer<typeof uploadQuotaBody>;

/** A path inside DATA_DIR/uploads as the clean-up lists it: `img/<sha256>.webp`. */
const uploadPath = z
  .string({ error: STORAGE_MESSAGES.pathInvalid })
  .min(1, { error: STORAGE_MESSAGES.pathInvalid })
  .max(512, { error: STORAGE_MESSAGES.pathInvalid })
  .refine((value) => !value.startsWith('/') && !value.split('/').some((part) => part === '' || part === '.' || part === '..'), { error: STORAGE_MESSAGES.pathInvalid });

/** POST /api/storage/admin/cleanup: the files the preview listed and the admin confirmed. */
export const cleanupBody = z.object({
  files: z.array(uploadPath, { error: STORAGE_MESSAGES.filesMissing }).min(1, { error: STORAGE_MESSAGES.filesMissing }).max(CLEANUP_MAX_FILES, { error: STORAGE_MESSAGES.filesMissing }),
});
export type CleanupBody = z.infer<typeof cleanupBody>;

/** GET /api/storage/admin/usage: bytes on disk under DATA_DIR. */
export interface StorageUsage {
  /** DATA_DIR/uploads: pictures, covers, icons. */
  uploads: number;
  /** DATA_DIR/music: the music library. */
  music: number;
  /** DATA_DIR/backups: not counted in the quota (the schedule's retention count bounds them). */
  backups: number;
  /** uploads + music: what the quota counts. */
  counted: number;
  /** The quota in MB; 0 = no limit. */
  quotaMb: number;
  /** The file system holding DATA_DIR; null where the platform cannot tell. */
  disk: { free: number; total: number } | null;
  measuredAt: string;
}

export interface CleanupFile {
  /** Inside DATA_DIR/uploads, '/'-separated. */
  path: string;
  /** Where the site serves it: `/uploads/<path>`. */
  url: string;
  size: number;
  /** ISO: its modification time (a reused upload is touched, so it is young again). */
  modifiedAt: string;
  /** A picture the console can show as a preview. */
  image: boolean;
}

/** POST /api/storage/admin/cleanup/preview */
export interface CleanupPreview {
  /** Oldest first, at most CLEANUP_MAX_FILES. */
  files: CleanupFile[];
  /** Every unreferenced old file, also beyond the list. */
  count: number;
  totalBytes: number;
  /** Files looked at (everything under DATA_DIR/uploads). */
  scanned: number;
  minAgeHours: number;
}

/** POST /api/storage/admin/cleanup */
export interface CleanupResult {
  deleted: number;
  freedBytes: number;
  /** Confirmed files left in place, with the reason (referenced since the preview, gone, too new). */
  kept: { path: string; reason: string }[];
}

/** 3.4 MB, 820 KB, 1.25 GB: one way of writing sizes for the console and the server's messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
