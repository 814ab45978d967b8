import { randomBytes } from 'node:crypto';
import { access, rename, writeFile } from 'node:fs/promises';

export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
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
  await writeFile(partial, data);
  await rename(partial, file);
}
