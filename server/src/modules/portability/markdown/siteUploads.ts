import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The site's own uploads on disk, as the Markdown export copies them and the import checks them. */

/** The file an `/uploads/…` address names, or null when it points outside the uploads folder. */
export function uploadFile(uploadsDir: string, address: string): string | null {
  const bare = address.split(/[?#]/, 1)[0]!;
  let relative: string;
  try {
    relative = decodeURIComponent(bare.slice('/uploads/'.length));
  } catch {
    return null;
  }
  const file = path.resolve(uploadsDir, relative);
  return file.startsWith(uploadsDir + path.sep) ? file : null;
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Whether an `/uploads/…` address is a file this site serves (DATA_DIR/uploads). */
export async function hasUpload(dataDir: string, address: string): Promise<boolean> {
  if (!address.startsWith('/uploads/')) return false;
  const file = uploadFile(path.resolve(dataDir, 'uploads'), address);
  return file !== null && (await isFile(file));
}
