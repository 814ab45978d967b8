import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An upload being received is written under this suffix; backups skip such files. */
export const PART_SUFFIX = '.part';

/**
 * Ends `stream` (the file of a multipart body) with an error if the request goes away before its
 * body is complete: the client closed the connection, or a body timeout cut it. The multipart
 * parser does not pass that on, so a route writing the file to disk waited for ever and left its
 * partial file behind. Answers a function that stops watching.
 */
export function abortWhenBodyCut(request: FastifyRequest, stream: Readable): () => void {
  const raw = request.raw;
  const onClose = () => {
    if (!raw.complete) stream.destroy(new Error('request body cut short'));
  };
  raw.once('close', onClose);
  return () => raw.off('close', onClose);
}

/**
 * A partial upload nobody is writing any more. One being received is written to at least every
 * BODY_IDLE_TIMEOUT_MS (the body guard cuts it otherwise), so a file untouched this long belongs to
 * no live request of any process sharing the folder; one a job still reads (a received Markdown
 * zip) is held open, which deleting it does not disturb.
 */
export const STALE_PART_MS = 10 * 60_000;

/** Deletes the stale `*.part` files in `dir` (a process that died mid-upload left them); answers how many. */
export async function sweepStaleParts(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(PART_SUFFIX))) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs < STALE_PART_MS) continue;
      await rm(file, { force: true });
      removed += 1;
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}

/**
 * Sweeps `dir` now (a start after a crash) and every STALE_PART_MS while the server runs (a
 * restart within minutes of the crash found those files still fresh).
 */
export async function sweepPartsWhileRunning(app: FastifyInstance, dir: string): Promise<void> {
  const sweep = async () => {
    const removed = await sweepStaleParts(dir);
    if (removed > 0) app.log.info(`已删除 ${removed} 个中断的上传留下的临时文件（${dir}）`);
  };
  await sweep();
  const timer = setInterval(() => void sweep(), STALE_PART_MS).unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
