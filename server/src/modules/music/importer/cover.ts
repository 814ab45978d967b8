import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { fileExists, makePrivateDir, writeFileAtomically } from '../../../platform/files';
import { MAX_INPUT_PIXELS } from '../../../platform/image';
import { imageDecodeGate } from '../../../platform/imageGate';

/** Where song covers live: DATA_DIR/uploads/music/<hash>.webp, served by the /uploads route. */
export const MUSIC_UPLOAD_SUBDIR = 'music';
const COVER_SIZE = 512;

export function musicUploadDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', MUSIC_UPLOAD_SUBDIR);
}

export function musicUploadUrl(fileName: string): string {
  return `/uploads/${MUSIC_UPLOAD_SUBDIR}/${fileName}`;
}


/**
 * Re-encodes an embedded picture as a square WebP named by its content, so an album's songs share
 * one file and a rescan writes nothing new. Answers the URL. A picture in a file is as untrusted as
 * an upload: the same pixel cap, and a turn at the process's decode gate.
 */
export async function saveCover(dataDir: string, picture: Uint8Array): Promise<string> {
  const name = `${createHash('sha256').update(picture).digest('hex').slice(0, 24)}.webp`;
  const dir = musicUploadDir(dataDir);
  const file = path.join(dir, name);
  if (!(await fileExists(file))) {
    const webp = await imageDecodeGate().run('wait', () =>
      sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(COVER_SIZE, COVER_SIZE, { fit: 'cover', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    );
    await makePrivateDir(dir);
    await writeFileAtomically(file, webp);
  }
  return musicUploadUrl(name);
}

/** A record on a soft gradient: the picture of songs and lists without a cover of their own. */
const DEFAULT_COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE}" height="${COVER_SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d83c9"/><stop offset="1" stop-color="#3b4a7a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="256" cy="256" r="170" fill="#1d2033"/>
<circle cx="256" cy="256" r="140" fill="none" stroke="#2f3450" stroke-width="6"/>
<circle cx="256" cy="256" r="110" fill="none" stroke="#2f3450" stroke-width="6"/>
<circle cx="256" cy="256" r="56" fill="#e8c37a"/>
<circle cx="256" cy="256" r="10" fill="#1d2033"/></svg>`;

export const DEFAULT_COVER_FILE = 'default-cover.webp';

export async function ensureDefaultCover(dataDir: string): Promise<void> {
  const dir = musicUploadDir(dataDir);
  const file = path.join(dir, DEFAULT_COVER_FILE);
  if (await fileExists(file)) return;
  await makePrivateDir(dir);
  await writeFileAtomically(file, await sharp(Buffer.from(DEFAULT_COVER_SVG)).webp({ quality: 82 }).toBuffer());
}
