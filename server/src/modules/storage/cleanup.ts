import { lstat, rm } from 'node:fs/promises';
import path from 'node:path';
import { CLEANUP_MAX_FILES, CLEANUP_MIN_AGE_HOURS, type CleanupFile, type CleanupPreview, type CleanupResult } from '@blog/contract';
import { SEED_UPLOAD_SUBDIR } from '../../db/seed/types';
import { playlistCoverFile } from '../../db/seed/music/files';
import { RANKED_COVERS } from '../../db/seed/music/index';
import { DEFAULT_COVER_FILE, MUSIC_UPLOAD_SUBDIR } from '../music/importer/cover';
import { CLEANABLE_NAME, createMentionIndex, type MentionIndex } from './references';
import type { StorageRepo } from './repo';
import { uploadsDirOf, walkFiles, type StoredFile } from './usage';

const MIN_AGE_MS = CLEANUP_MIN_AGE_HOURS * 60 * 60_000;
const IMAGE_EXTENSION = /\.(webp|png|jpe?g|gif|svg|avif)$/i;

export const KEPT_REASONS = {
  named: '有内容用到了它',
  young: '修改时间不到一天',
  missing: '文件已不存在',
  kept: '这个文件由网站自己使用',
} as const;

/**
 * Files the server itself uses whatever the rows say: the default song cover, and, while SEED_DEMO
 * is on, what the demo seeder makes again at every start (deleting those would only bring them back).
 */
function keptByServer(relative: string, seedDemo: boolean): boolean {
  if (relative === `${MUSIC_UPLOAD_SUBDIR}/${DEFAULT_COVER_FILE}`) return true;
  if (!seedDemo) return false;
  if (relative.startsWith(`${SEED_UPLOAD_SUBDIR}/`)) return true;
  return Object.values(RANKED_COVERS).some((name) => relative === `${MUSIC_UPLOAD_SUBDIR}/${playlistCoverFile(name)}`);
}

/**
 * Why a file under DATA_DIR/uploads must stay, or null when it may go. Files being written (hidden
 * temporary names) and names with characters an address could not carry plainly are never offered.
 */
function reasonToKeep(relative: string, modifiedMs: number, mentions: MentionIndex, seedDemo: boolean, now: number): string | null {
  const parts = relative.split('/');
  const name = parts.at(-1) ?? '';
  if (parts.some((part) => part.startsWith('.')) || !CLEANABLE_NAME.test(name) || keptByServer(relative, seedDemo)) return KEPT_REASONS.kept;
  if (mentions.names(name)) return KEPT_REASONS.named;
  if (now - modifiedMs < MIN_AGE_MS) return KEPT_REASONS.young;
  return null;
}

async function readMentions(repo: StorageRepo): Promise<MentionIndex> {
  const mentions = createMentionIndex();
  await repo.eachUploadMention((text) => mentions.add(text));
  return mentions;
}

const describe = (file: StoredFile): CleanupFile => ({
  path: file.relative,
  url: `/uploads/${file.relative}`,
  size: file.size,
  modifiedAt: new Date(file.modifiedMs).toISOString(),
  image: IMAGE_EXTENSION.test(file.relative),
});

/**
 * The clean-up of uploads nothing references (存储空间): an upload a guest never used in a
 * message, the pictures of deleted posts, talk and albums, a user's old avatar. Every text of every
 * row is read first (repo.eachUploadMention), and a file any of them names stays; so does a file
 * changed within a day, which an editor may be about to save. The confirmed run checks every file
 * again against the rows as they are then, so what was named after the preview stays too.
 */
export function createUploadCleanup(options: { repo: StorageRepo; dataDir: string; seedDemo: boolean; now?: () => number }) {
  const uploadsDir = uploadsDirOf(options.dataDir);
  const now = options.now ?? Date.now;

  return {
    async preview(): Promise<CleanupPreview> {
      const mentions = await readMentions(options.repo);
      const time = now();
      const unused: StoredFile[] = [];
      let scanned = 0;
      for await (const file of walkFiles(uploadsDir)) {
        scanned++;
        if (reasonToKeep(file.relative, file.modifiedMs, mentions, options.seedDemo, time) === null) unused.push(file);
      }
      unused.sort((a, b) => a.modifiedMs - b.modifiedMs || a.relative.localeCompare(b.relative));
      return {
        files: unused.slice(0, CLEANUP_MAX_FILES).map(describe),
        count: unused.length,
        totalBytes: unused.reduce((sum, file) => sum + file.size, 0),
        scanned,
        minAgeHours: CLEANUP_MIN_AGE_HOURS,
      };
    },

    /** Deletes those of `paths` (as the preview listed them) that may still go; the rest are told with the reason. */
    async delete(paths: readonly string[]): Promise<CleanupResult> {
      const mentions = await readMentions(options.repo);
      const time = now();
      const result: CleanupResult = { deleted: 0, freedBytes: 0, kept: [] };
      for (const relative of new Set(paths)) {
        const absolute = path.resolve(uploadsDir, relative);
        // The contract refuses '..' and absolute paths; this is the last word on staying inside.
        const inside = absolute.startsWith(uploadsDir + path.sep);
        const info = inside ? await lstat(absolute).catch(() => null) : null;
        if (!info?.isFile()) {
          result.kept.push({ path: relative, reason: KEPT_REASONS.missing });
          continue;
        }
        const reason = reasonToKeep(relative, info.mtimeMs, mentions, options.seedDemo, time);
        if (reason) {
          result.kept.push({ path: relative, reason });
          continue;
        }
        try {
          await rm(absolute);
        } catch {
          // Another process's clean-up was first.
          result.kept.push({ path: relative, reason: KEPT_REASONS.missing });
          continue;
        }
        result.deleted++;
        result.freedBytes += info.size;
      }
      return result;
    },
  };
}
