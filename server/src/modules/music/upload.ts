import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MUSIC_ADMIN_MESSAGES } from '@blog/contract';
import { ApiError, badRequest } from '../../platform/errors';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../platform/files';
import { abortWhenBodyCut, PART_SUFFIX } from '../../platform/uploadInbox';
import { infoFromFileName } from './importer/fileName';
import { readSong, UNKNOWN_ARTIST, type SongInfo } from './importer/readSong';
import { INCOMING_DIR } from './library';
import { dataMusicDir } from './roots';
import { sniffAudioFile } from './sniff';

/** Uploaded songs live in DATA_DIR/music/uploads, beside whatever the blogger drops in the folder. */
export const UPLOADS_SUBDIR = 'uploads';

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** A readable file name from the uploaded one: no folders, no characters that trouble a file system. */
export function safeBaseName(original: string): string {
  const base = path.basename(original.replace(/\\/g, '/'), path.extname(original));
  // Control characters and the ones Windows forbids become spaces.
  const cleaned = [...base].map((c) => (c.charCodeAt(0) < 0x20 || '<>:"/\\|?*'.includes(c) ? ' ' : c)).join('').replace(/\s+/g, ' ').replace(/^[.\s]+/, '').trim().slice(0, 80);
  return cleaned || 'song';
}

export interface ReceivedSong {
  /** '/'-separated path inside DATA_DIR/music. */
  relativePath: string;
  file: string;
  info: SongInfo;
  size: number;
  mtimeMs: number;
}

/**
 * Receives one multipart `file` into a hidden inbox, checks by content that it is audio we can
 * decode and reads its tags, then moves it into DATA_DIR/music/uploads. Anything refused is
 * deleted before the answer: no file stays behind and the caller stores no row.
 */
export async function receiveSong(request: FastifyRequest, dataDir: string, maxBytes: number): Promise<ReceivedSong> {
  if (!request.isMultipart()) throw badRequest(MUSIC_ADMIN_MESSAGES.fileMissing);
  const musicDir = dataMusicDir(dataDir);
  const inbox = path.join(musicDir, INCOMING_DIR);
  await makePrivateDir(inbox);
  const token = randomBytes(8).toString('hex');
  const partFile = path.join(inbox, `${token}${PART_SUFFIX}`);
  let checkedFile: string | null = null;
  try {
    let original = '';
    try {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
      if (!part || part.fieldname !== 'file') throw badRequest(MUSIC_ADMIN_MESSAGES.fileMissing);
      original = part.filename;
      const stopWatching = abortWhenBodyCut(request, part.file);
      try {
        await pipeline(part.file, createWriteStream(partFile, { mode: PRIVATE_FILE_MODE }));
      } finally {
        stopWatching();
      }
      if (part.file.truncated) throw new ApiError(413, MUSIC_ADMIN_MESSAGES.tooLarge);
    } catch (error) {
      if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new ApiError(413, MUSIC_ADMIN_MESSAGES.tooLarge);
      if (error instanceof ApiError) throw error;
      throw badRequest('上传的表单格式不正确，请重新选择文件上传');
    }

    const kind = await sniffAudioFile(partFile);
    if (!kind) throw badRequest(`「${original}」${MUSIC_ADMIN_MESSAGES.notAudio}`);
    // The parser takes the extension as a hint, so the file carries the one its content earned.
    checkedFile = path.join(inbox, `${token}.${kind}`);
    await rename(partFile, checkedFile);
    let info: SongInfo;
    try {
      info = await readSong(checkedFile, dataDir, false);
    } catch (error) {
      const reason = error instanceof Error && error.message ? `：${error.message}` : '';
      throw badRequest(`「${original}」${MUSIC_ADMIN_MESSAGES.undecodable}${reason}`);
    }
    // Without a title tag the reader used the inbox name; the uploaded name says more.
    if (info.title === token) {
      const fromName = infoFromFileName(`${safeBaseName(original)}.${kind}`);
      const untagged = info.artists.length === 1 && info.artists[0] === UNKNOWN_ARTIST;
      info = { ...info, title: fromName.title, artists: untagged && fromName.artists.length > 0 ? fromName.artists : info.artists };
    }

    const uploads = path.join(musicDir, UPLOADS_SUBDIR);
    await makePrivateDir(uploads);
    const base = safeBaseName(original);
    for (let n = 1; ; n++) {
      const name = `${n === 1 ? base : `${base}-${n}`}.${kind}`;
      const target = path.join(uploads, name);
      if (await stat(target).then(() => true, () => false)) continue;
      await rename(checkedFile, target);
      checkedFile = null;
      const info2 = await stat(target);
      return { relativePath: `${UPLOADS_SUBDIR}/${name}`, file: target, info, size: info2.size, mtimeMs: Math.floor(info2.mtimeMs) };
    }
  } finally {
    await rm(partFile, { force: true });
    if (checkedFile) await rm(checkedFile, { force: true });
  }
}
