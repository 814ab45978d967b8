import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/connection';
import { countRows } from '../../src/db/tables';
import type { BackupManifest } from '../../src/modules/portability/backup/manifest';

/** Shared by the backup tests: temporary folders, file trees, and the restored site's checks. */

const created: string[] = [];

export function tempDir(prefix = 'blog-backup-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Deletes every folder tempDir made (restored sites hold copies of the uploads and music). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Every file under `dir` (relative path → bytes as hex digest-free base64), except the listed top-level names. */
export function fileTree(dir: string, skipTop: string[] = []): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const relative = sub ? `${sub}/${name}` : name;
      if (!sub && skipTop.includes(name)) continue;
      const full = path.join(dir, relative);
      if (statSync(full).isDirectory()) walk(relative);
      else files.set(relative, readFileSync(full));
    }
  };
  walk('');
  return files;
}

/** The live database files and stored backups are not copied as files. */
export const NOT_FILES = ['blog.db', 'blog.db-wal', 'blog.db-shm', 'backups', 'no-web-build'];

/** Rows that must be identical in a copy: a table read in a stable order. */
export async function tableRows(db: Db, table: 'article' | 'comment' | 'user' | 'song' | 'article_tag'): Promise<unknown[]> {
  const order = table === 'article_tag' ? sql`article_id, tag_id` : sql`id`;
  return (await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${order}`.execute(db.kysely)).rows;
}

/** What a restored site must satisfy whatever was going on when it was backed up. */
export async function consistencyProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  if (db.dialect === 'sqlite') {
    const broken = (await sql`PRAGMA foreign_key_check`.execute(db.kysely)).rows;
    if (broken.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(broken.slice(0, 3))}`);
  }
  const orphanTags = (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM article_tag WHERE article_id NOT IN (SELECT id FROM article)`.execute(db.kysely)).rows[0]!;
  if (Number(orphanTags.n) > 0) problems.push(`${orphanTags.n} article_tag rows without their article`);
  const orphanReplies = (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM comment WHERE parent_id IS NOT NULL AND parent_id NOT IN (SELECT id FROM comment)`.execute(db.kysely)).rows[0]!;
  if (Number(orphanReplies.n) > 0) problems.push(`${orphanReplies.n} replies without their comment`);
  return problems;
}

/** Opens a restored site and answers its row counts and the first page of the home list over HTTP. */
export async function openRestoredSite(dataDir: string, databaseUrl?: string) {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), SEED_DEMO: 'false' });
  const db = openDatabase({ databaseUrl, dataDir });
  const app = await buildApp(config, db);
  return {
    db,
    counts: () => countRows(db),
    async homeList(): Promise<{ status: number; total: number }> {
      const response = await app.inject({ method: 'GET', url: '/api/article/blogHomeGetArticleList/1/10' });
      const body = response.json<{ result: { total: number } }>();
      return { status: response.statusCode, total: body.result.total };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Writes a backup archive by hand (valid checksums), e.g. one whose rows the database refuses. */
export async function craftArchive(file: string, entries: { name: string; content: string }[], manifest: Omit<BackupManifest, 'files' | 'format' | 'appVersion' | 'createdAt' | 'notIncluded'>): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const files = entries.map(({ name, content }) => ({ name, size: Buffer.byteLength(content), sha256: createHash('sha256').update(content).digest('hex') }));
  for (const { name, content } of entries) pack.entry({ name }, content);
  const full: BackupManifest = { format: 1, appVersion: 'test', createdAt: new Date().toISOString(), notIncluded: [], files, ...manifest };
  pack.entry({ name: 'manifest.json' }, JSON.stringify(full));
  pack.finalize();
  await written;
}
