import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors';
import { AUDIO_MISSING_MESSAGE, SONG_MISSING_MESSAGE } from './messages';
import { parseRange } from './range';
import type { MusicRepo } from './repo';
import { AUDIO_CONTENT_TYPES, songFilePath, type MusicRoot } from './roots';

/** The URL carries the file's version (?v=), so a day of caching never serves a replaced file. */
const AUDIO_CACHE = 'public, max-age=86400';

/**
 * Streams a song's file with HTTP Range support, so the player can seek without downloading the
 * whole track. HEAD answers the same headers without a body.
 */
export function createAudioSender(repo: MusicRepo, roots: readonly MusicRoot[]) {
  return async function sendAudio(id: number, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const song = await repo.songFile(id);
    if (!song) throw new ApiError(404, SONG_MISSING_MESSAGE);
    const file = songFilePath(roots, song);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw new ApiError(404, AUDIO_MISSING_MESSAGE);

    const size = info.size;
    const etag = `"${size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Content-Type', AUDIO_CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('Cache-Control', AUDIO_CACHE)
      .header('ETag', etag)
      .header('Last-Modified', info.mtime.toUTCString());

    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    // If-Range with a stale validator: the client's partial copy is of another file, send it whole.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', `bytes */${size}`).header('Content-Length', 0).send();
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const length = size === 0 ? 0 : end - start + 1;
    if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', length);
    if (request.method === 'HEAD' || length === 0) return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  };
}
