import { randomBytes } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { access, mkdir, rename, utimes, writeFile } from 'node:fs/promises';

/**
 * Everything the server keeps in DATA_DIR — the SQLite database, the login secret, uploads, music
 * covers — is its owner's alone: other local accounts must not copy the password hashes or read
 * private pictures. The modes are given explicitly wherever the server creates these, so the rule
 * holds however the code is started (main.ts, the tests, a script), whatever the umask; main.ts
 * also sets the process umask to 077 as a backstop for what a library creates on its own and for
 * any write added later without a mode.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** mkdir -p with owner-only folders (the mode applies to every folder it creates). */
export function makePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Marks an existing file as just written and answers true; false when there is none. A stored
 * upload that is reused (the same picture uploaded again) is thereby young: the clean-up of
 * unreferenced uploads leaves files younger than a day, so it cannot delete one a visitor has just
 * been handed.
 */
export async function touchIfExists(file: string): Promise<boolean> {
  const now = new Date();
  try {
    await utimes(file, now, now);
    return true;
  } catch {
    return false;
  }
}

/**
 * Write then rename, under a name no concurrent writer shares: readers never see half a file, and a
 * crash never leaves one that a later "skip if it exists" check would trust.
 */
export async function writeFileAtomically(file: string, data: Buffer | string): Promise<void> {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
  await rename(partial, file);
}

/**
 * A warning for a data folder other local accounts can read (made by an older version, or by hand),
 * with the command that closes it; null when only its owner can (or it does not exist yet). The
 * server does not change it itself: an operator may share it on purpose.
 */
export function looseDataDirWarning(dir: string): string | null {
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch {
    return null;
  }
  if ((mode & 0o077) === 0) return null;
  return `数据目录 ${dir} 的权限是 ${mode.toString(8)}，本机其他账号可以读取数据库和上传的文件；建议运行 chmod 700 ${dir}`;
}
