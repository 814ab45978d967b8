import { ApiError } from './errors';

export const IMAGE_BUSY_MESSAGE = '服务器正在处理其他图片，请稍后再试';

/**
 * How a caller waits for its turn: 'queue' for visitors' uploads (a bounded queue; when it is full
 * the upload is refused with 429 at once, so a flood of uploads holds neither memory nor sockets),
 * 'wait' for the admin's uploads and the server's own jobs (imports, music covers), which always
 * wait their turn and are never refused for being busy.
 */
export type DecodeTurn = 'queue' | 'wait';

export interface DecodeLimits {
  /** Images decoded at the same time. */
  concurrency: number;
  /** Visitors' uploads that may wait for a turn. */
  queue: number;
}

/**
 * At most `concurrency` images decoded at once across the process: a decode costs 100–250 MB for a
 * few seconds whatever the file's size (a 228 KiB PNG can declare 60 million pixels), so ten at
 * once took a small server from 152 MB to 928 MB. Turns are given in arrival order.
 */
export function createDecodeGate(limits: DecodeLimits) {
  let running = 0;
  let queuedVisitors = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(turn: DecodeTurn, task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) {
        running += 1;
      } else {
        if (turn === 'queue' && queuedVisitors >= limits.queue) throw new ApiError(429, IMAGE_BUSY_MESSAGE);
        if (turn === 'queue') queuedVisitors += 1;
        // The slot passes straight from the task that ends to this one (running stays the same).
        await new Promise<void>((resolve) => waiting.push(resolve));
        if (turn === 'queue') queuedVisitors -= 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Decodes running and waiting, for tests and the bench. */
    state: () => ({ running, waiting: waiting.length }),
  };
}

export type DecodeGate = ReturnType<typeof createDecodeGate>;

/** The process's one gate; buildApp sets its limits from the configuration (IMAGE_DECODE_*). */
let processGate: DecodeGate = createDecodeGate({ concurrency: 1, queue: 8 });

export function configureImageDecoding(limits: DecodeLimits): void {
  processGate = createDecodeGate(limits);
}

export const imageDecodeGate = (): DecodeGate => processGate;
