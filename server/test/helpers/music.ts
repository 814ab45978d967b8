import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_ROLE, type ApiEnvelope } from '@blog/contract';
import type { ImportReport } from '../../src/modules/music/importer/importer';
import { demoMusicDir, ensureDemoTracks } from '../../src/db/seed/music/files';
import { seedDemoMusic } from '../../src/db/seed/music';
import { DEMO_TRACKS } from '../../src/db/seed/music/tracks';
import type { TestServer } from './server';

/** Helpers for the music tests: the demo library, an admin token, raw HTTP. */

const seedMusicDir = path.resolve(import.meta.dirname, '../../src/db/seed/music');

/**
 * The generated demo tracks, made once per version of their definitions and synthesizer and
 * copied into each test's DATA_DIR (generation takes seconds; a copy takes milliseconds).
 */
function demoCacheDir(): string {
  const hash = createHash('sha256').update(JSON.stringify(DEMO_TRACKS));
  for (const file of ['synth.ts', 'encode.ts', 'files.ts']) hash.update(readFileSync(path.join(seedMusicDir, file)));
  return path.join(os.tmpdir(), `blog-demo-music-${hash.digest('hex').slice(0, 12)}`);
}

/** Waits for the server's start-up scan (a rescan queues behind it); answers the report. */
export async function rescan(server: TestServer, token: string): Promise<{ status: number; body: ApiEnvelope<ImportReport | null> }> {
  const response = await fetch(`${server.baseUrl}/api/music/rescan`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<ImportReport | null> };
}

/** Copies the demo tracks into the server's DATA_DIR and runs the music seed on its database. */
export async function seedDemoMusicInto(server: TestServer): Promise<string[]> {
  await rescan(server, await adminToken(server));
  const cache = demoCacheDir();
  await ensureDemoTracks(cache, DEMO_TRACKS);
  const target = demoMusicDir(server.config.dataDir);
  mkdirSync(target, { recursive: true });
  cpSync(cache, target, { recursive: true, filter: (source) => !source.endsWith('.part') });
  const logs: string[] = [];
  await seedDemoMusic(server.db, server.config.dataDir, (message) => logs.push(message));
  return logs;
}

export async function adminToken(server: TestServer, username = `admin${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  const stamp = new Date().toISOString();
  const row = await server.db.kysely
    .insertInto('user')
    .values({ username, password_hash: 'x', role: USER_ROLE.admin, nick_name: username, avatar: '', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return server.tokenFor(row.id, USER_ROLE.admin);
}

/** A /wapi call: HTTP status and parsed JSON, whatever the shape. */
export async function wapi<T>(server: TestServer, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}
