/**
 * A queue for uploading many files at once (photos to an album, songs to the music library): a few
 * at a time (the server works on each one, and the browser keeps a connection free for the rest of
 * the page), per-file and overall progress, a reason for each failure, and retry. It knows nothing
 * of React or of what is uploaded: the page subscribes to snapshots and, when the queue goes idle,
 * takes what each upload answered (`T`: a URL, a song) in the order the files were picked.
 */

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueueItem<T = string> {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100 for this file. */
  percent: number;
  /** What the upload answered, once done. */
  result?: T;
  /** Why it failed, in words the page shows beside the file. */
  error?: string;
  /** False for a file refused before sending (not an image, too big): sending it again cannot help. */
  retryable: boolean;
}

export interface QueueSnapshot<T = string> {
  items: readonly QueueItem<T>[];
  /** 0–100 over the files not failed, weighted by size (a big photo moves the bar more). */
  overallPercent: number;
  total: number;
  done: number;
  failed: number;
  /** Failed files that a retry may get through. */
  retryable: number;
  /** Some file is waiting or uploading. */
  busy: boolean;
}

export interface UploadQueueOptions<T = string> {
  upload: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  /** Files uploading at the same time. */
  concurrency?: number;
  /** A reason to refuse a file before sending it (not an image, too big); null when it may go. */
  check?: (file: File) => string | null;
  /** Called each time the last running upload settles with nothing left waiting. */
  onIdle?: () => void;
}

interface Entry<T> extends QueueItem<T> {
  file: File;
  /** Handed to the page by takeUploaded (so it is used once). */
  taken: boolean;
}

export const DEFAULT_CONCURRENCY = 2;

/** Thrown by an upload the server refused for what the file is (not audio, too big): retrying cannot help. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '上传失败');

export function createUploadQueue<T = string>(options: UploadQueueOptions<T>) {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const entries: Entry<T>[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  let running = 0;
  let snapshot: QueueSnapshot<T> = summarize();

  function summarize(): QueueSnapshot<T> {
    const items = entries.map(({ file: _file, taken: _taken, ...item }) => item);
    const counted = items.filter((item) => item.status !== 'failed');
    const weight = counted.reduce((sum, item) => sum + Math.max(1, item.size), 0);
    const progress = counted.reduce((sum, item) => sum + Math.max(1, item.size) * item.percent, 0);
    return {
      items,
      overallPercent: weight === 0 ? 0 : Math.floor(progress / weight),
      total: items.length,
      done: items.filter((item) => item.status === 'done').length,
      failed: items.filter((item) => item.status === 'failed').length,
      retryable: items.filter((item) => item.status === 'failed' && item.retryable).length,
      busy: items.some((item) => item.status === 'waiting' || item.status === 'uploading'),
    };
  }

  function changed(): void {
    snapshot = summarize();
    for (const listener of listeners) listener();
  }

  function pump(): void {
    while (running < concurrency) {
      const entry = entries.find((e) => e.status === 'waiting');
      if (!entry) break;
      start(entry);
    }
  }

  function start(entry: Entry<T>): void {
    running += 1;
    entry.status = 'uploading';
    entry.percent = 0;
    entry.error = undefined;
    const onProgress = (percent: number) => {
      // Progress events of a finished or retried attempt must not move the bar back.
      if (entry.status !== 'uploading') return;
      entry.percent = Math.min(99, Math.max(entry.percent, Math.round(percent)));
      changed();
    };
    options
      .upload(entry.file, onProgress)
      .then(
        (result) => {
          entry.status = 'done';
          entry.percent = 100;
          entry.result = result;
        },
        (error: unknown) => {
          entry.status = 'failed';
          entry.percent = 0;
          entry.error = reasonOf(error);
          entry.retryable = !(error instanceof UploadRefused);
        },
      )
      .finally(() => {
        running -= 1;
        pump();
        changed();
        if (running === 0 && !entries.some((e) => e.status === 'waiting')) options.onIdle?.();
      });
  }

  return {
    getSnapshot: (): QueueSnapshot<T> => snapshot,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Queues files in the order given; ones the check refuses are failed at once with its reason. */
    add(files: readonly File[]): void {
      for (const file of files) {
        const problem = options.check?.(file) ?? null;
        entries.push({
          id: nextId++,
          name: file.name,
          size: file.size,
          status: problem ? 'failed' : 'waiting',
          percent: 0,
          error: problem ?? undefined,
          retryable: !problem,
          file,
          taken: false,
        });
      }
      pump();
      changed();
    },

    /** Sends a failed file again (or every failed file, without an id). */
    retry(id?: number): void {
      for (const entry of entries) {
        if (entry.status !== 'failed' || !entry.retryable || (id !== undefined && entry.id !== id)) continue;
        entry.status = 'waiting';
        entry.error = undefined;
      }
      pump();
      changed();
    },

    /** Forgets a file that is not uploading. */
    remove(id: number): void {
      const index = entries.findIndex((e) => e.id === id && e.status !== 'uploading');
      if (index < 0) return;
      entries.splice(index, 1);
      changed();
    },

    /** Uploaded files not handed out yet, in the order they were queued; each is handed out once. */
    takeUploaded(): Array<{ id: number; result: T }> {
      const ready = entries.filter((e) => e.status === 'done' && !e.taken && e.result !== undefined);
      for (const entry of ready) entry.taken = true;
      return ready.map((e) => ({ id: e.id, result: e.result! }));
    },

    /** Gives taken files back (the page could not use them), so the next take has them again. */
    giveBack(ids: readonly number[]): void {
      for (const entry of entries) if (ids.includes(entry.id)) entry.taken = false;
    },

    /** Drops finished files from the list (keeps failed ones, which still need the user). */
    clearFinished(): void {
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i]!;
        if (entry.status === 'done' && entry.taken) entries.splice(i, 1);
      }
      changed();
    },
  };
}

export type UploadQueue<T = string> = ReturnType<typeof createUploadQueue<T>>;
