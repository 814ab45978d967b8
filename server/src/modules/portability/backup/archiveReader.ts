import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../../platform/files';
import { BACKUP_FORMAT_VERSION, DATA_PREFIX, MANIFEST_ENTRY, NDJSON_PREFIX, parseManifest, type BackupManifest } from './manifest';

/** A refusal with a message for the person restoring (Chinese). */
export class RestoreError extends Error {}

/** manifest.json is small; a bigger one is not ours. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/** An entry name this format writes, with no way out of the folder it is extracted to. */
function safeEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY) return true;
  if (!name.startsWith(DATA_PREFIX) && !name.startsWith(NDJSON_PREFIX)) return false;
  const parts = name.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') && !name.includes('\\') && !name.includes('\0');
}

/**
 * Extracts an archive into `targetDir` (a fresh temporary folder), computing each file's
 * checksum as it streams, then checks every file against manifest.json: a corrupted, truncated
 * or tampered archive is refused. Only the caller moves anything into place, after this succeeds.
 */
export async function extractAndVerify(input: Readable, targetDir: string): Promise<BackupManifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  const extract = tar.extract();
  let consumeError: unknown = null;
  // The entry being written: a read error must end it too, or its copy would wait forever.
  let current: { destroy(error?: Error): void } | null = null;
  const consume = (async () => {
    for await (const entry of extract) {
      current = entry;
      const { name, type } = entry.header;
      if (type !== 'file' || !safeEntryName(name)) {
        throw new RestoreError(`备份文件里有不认识的内容「${name}」，这不是本站生成的备份`);
      }
      if (found.has(name)) throw new RestoreError(`备份文件里「${name}」出现了两次，文件已损坏`);
      if (name === MANIFEST_ENTRY && (entry.header.size ?? 0) > MANIFEST_MAX_BYTES) throw new RestoreError('备份清单过大，文件已损坏');
      const file = path.join(targetDir, ...name.split('/'));
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const hash = createHash('sha256');
      let size = 0;
      const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
      entry.on('data', (data) => {
        const chunk = data as Buffer;
        hash.update(chunk);
        size += chunk.length;
      });
      await pipeline(entry, out);
      current = null;
      found.set(name, { size, sha256: hash.digest('hex') });
    }
  })().catch((error: unknown) => {
    consumeError = error;
    extract.destroy();
  });
  let readError: unknown = null;
  const read = pipeline(input, createGunzip(), extract).catch((error: unknown) => {
    readError = error;
    const reason = error instanceof Error ? error : new Error(String(error));
    current?.destroy(reason);
    extract.destroy(reason);
  });
  await read;
  // After a read error the entry loop may never be woken again (tar-stream does not always end
  // its iterator on destroy): it is not waited for; the caller deletes the half-extracted folder.
  if (!readError) await consume;
  if (consumeError instanceof RestoreError) throw consumeError;
  const failure = readError ?? consumeError;
  if (failure) throw new RestoreError(`备份文件已损坏或不完整，无法读取（${(failure as Error).message}）`);

  if (!found.has(MANIFEST_ENTRY)) throw new RestoreError('备份文件里没有清单 manifest.json，文件不完整或不是本站的备份');
  const manifest = parseManifest(await readFile(path.join(targetDir, MANIFEST_ENTRY), 'utf8'));
  if (!manifest) throw new RestoreError('备份清单 manifest.json 无法识别，文件已损坏或不是本站的备份');
  if (manifest.format > BACKUP_FORMAT_VERSION) {
    throw new RestoreError(`这个备份的格式（第 ${manifest.format} 版）比当前程序新，请先升级程序再恢复`);
  }
  const listed = new Set<string>();
  for (const expected of manifest.files) {
    listed.add(expected.name);
    const actual = found.get(expected.name);
    if (!actual) throw new RestoreError(`备份文件不完整：缺少「${expected.name}」`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new RestoreError(`校验失败：「${expected.name}」与清单记录的校验和不一致，备份文件已损坏`);
    }
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST_ENTRY && !listed.has(name)) throw new RestoreError(`备份文件里的「${name}」不在清单中，文件已被改动`);
  }
  return manifest;
}
