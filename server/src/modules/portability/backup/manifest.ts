import type { Dialect } from '../../../db/schema';

/** Raised by the archive format version whenever the layout changes in a way an older restore cannot read. */
export const BACKUP_FORMAT_VERSION = 1;

/** Archive entry names (see archive layout in README of this folder's index.ts). */
export const MANIFEST_ENTRY = 'manifest.json';
export const SQLITE_ENTRY = 'database/blog.db';
export const NDJSON_PREFIX = 'database/';
export const DATA_PREFIX = 'data/';

export interface ManifestFile {
  /** Entry name inside the archive. */
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: number;
  appVersion: string;
  createdAt: string;
  /** Engine of the site that was backed up; says whether the database is a SQLite file or NDJSON tables. */
  engine: Dialect;
  /** Name of the last migration applied to the backed-up database. */
  lastMigration: string | null;
  rowCounts: Record<string, number>;
  files: ManifestFile[];
  /** What the backup deliberately left out, in Chinese (e.g. a MUSIC_DIR outside the data folder). */
  notIncluded: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses manifest.json; null when it is not a manifest this version can read. */
export function parseManifest(text: string): BackupManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { format, engine, files, rowCounts, lastMigration } = value;
  if (typeof format !== 'number' || (engine !== 'sqlite' && engine !== 'postgres')) return null;
  if (!Array.isArray(files) || !isRecord(rowCounts)) return null;
  if (lastMigration !== null && typeof lastMigration !== 'string') return null;
  const goodFiles = files.every(
    (f) => isRecord(f) && typeof f.name === 'string' && typeof f.size === 'number' && typeof f.sha256 === 'string',
  );
  if (!goodFiles) return null;
  return value as unknown as BackupManifest;
}
