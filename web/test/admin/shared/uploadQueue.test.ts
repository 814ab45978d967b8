import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, UploadRefused } from '@/admin/shared/uploadQueue';

/** An upload the test finishes by hand, with the progress callback it was given. */
interface Pending {
  name: string;
  progress: (percent: number) => void;
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}

function controlledUpload() {
  const pending: Pending[] = [];
  const upload = (file: File, progress: (percent: number) => void) =>
    new Promise<string>((resolve, reject) => pending.push({ name: file.name, progress, resolve, reject }));
  const take = (name: string) => {
    const index = pending.findIndex((p) => p.name === name);
    if (index < 0) throw new Error(`${name} 没有在上传`);
    return pending.splice(index, 1)[0]!;
  };
  return { upload, pending, take };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('uploads at most two at a time, in the order the files were picked', async () => {
    const server = controlledUpload();
    const queue = createUploadQueue({ upload: server.upload, concurrency: 2 });
    queue.add([file('a'), file('b'), file('c'), file('d')]);
    expect(server.pending.map((p) => p.name)).toEqual(['a', 'b']);
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual(['uploading', 'uploading', 'waiting', 'waiting']);

    server.take('b').resolve('/uploads/img/b.webp');
    await settle();
    expect(server.pending.map((p) => p.name)).toEqual(['a', 'c']);
    server.take('a').resolve('/uploads/img/a.webp');
    await settle();
    expect(server.pending.map((p) => p.name)).toEqual(['c', 'd']);
  });

  it('weights the overall progress by size and leaves failed files out of it', async () => {
    const server = controlledUpload();
    const queue = createUploadQueue({ upload: server.upload, concurrency: 2 });
    queue.add([file('big', 300), file('small', 100)]);
    server.pending[0]!.progress(50);
    server.pending[1]!.progress(10);
    // (300 × 50 + 100 × 10) / 400
    expect(queue.getSnapshot().overallPercent).toBe(40);

    server.take('small').reject(new Error('请求过于频繁，请稍后再试'));
    await settle();
    const snapshot = queue.getSnapshot();
    expect(snapshot.overallPercent).toBe(50);
    expect(snapshot.items[1]).toMatchObject({ status: 'failed', error: '请求过于频繁，请稍后再试' });
    expect([snapshot.done, snapshot.failed, snapshot.busy]).toEqual([0, 1, true]);
  });

  it('never shows 100% for a file until the server answered, nor moves it backwards', () => {
    const server = controlledUpload();
    const queue = createUploadQueue({ upload: server.upload });
    queue.add([file('a')]);
    server.pending[0]!.progress(100);
    expect(queue.getSnapshot().items[0]!.percent).toBe(99);
    server.pending[0]!.progress(30);
    expect(queue.getSnapshot().items[0]!.percent).toBe(99);
  });

  it('goes idle once everything settled, and hands out the uploaded URLs once, in picking order', async () => {
    const server = controlledUpload();
    const onIdle = vi.fn();
    const queue = createUploadQueue({ upload: server.upload, onIdle });
    queue.add([file('a'), file('b'), file('c')]);
    server.take('b').resolve('/b');
    await settle();
    expect(onIdle).not.toHaveBeenCalled();
    server.take('a').reject(new Error('图片已损坏，无法读取'));
    await settle();
    server.take('c').resolve('/c');
    await settle();
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(queue.takeUploaded().map((u) => u.result)).toEqual(['/b', '/c']);
    expect(queue.takeUploaded()).toEqual([]);
  });

  it('retries a failed file; once it uploads it is handed out after the earlier ones', async () => {
    const server = controlledUpload();
    const onIdle = vi.fn();
    const queue = createUploadQueue({ upload: server.upload, onIdle });
    queue.add([file('a'), file('b')]);
    server.take('a').reject(new Error('网络错误'));
    server.take('b').resolve('/b');
    await settle();
    expect(queue.takeUploaded().map((u) => u.result)).toEqual(['/b']);

    const failed = queue.getSnapshot().items.find((i) => i.status === 'failed')!;
    queue.retry(failed.id);
    expect(queue.getSnapshot().items[0]).toMatchObject({ status: 'uploading', error: undefined });
    server.take('a').resolve('/a');
    await settle();
    expect(onIdle).toHaveBeenCalledTimes(2);
    expect(queue.takeUploaded().map((u) => u.result)).toEqual(['/a']);
    expect(queue.getSnapshot()).toMatchObject({ done: 2, failed: 0, busy: false, overallPercent: 100 });
  });

  it('offers no retry for a file the server refused for what it is (UploadRefused), and keeps retry for others', async () => {
    const server = controlledUpload();
    const queue = createUploadQueue({ upload: server.upload });
    queue.add([file('broken.mp3'), file('flaky.mp3')]);
    server.take('broken.mp3').reject(new UploadRefused('「broken.mp3」音频无法解码'));
    server.take('flaky.mp3').reject(new Error('网络错误'));
    await settle();
    expect(queue.getSnapshot().items.map((i) => [i.name, i.error, i.retryable])).toEqual([
      ['broken.mp3', '「broken.mp3」音频无法解码', false],
      ['flaky.mp3', '网络错误', true],
    ]);
    expect(queue.getSnapshot().retryable).toBe(1);
    queue.retry();
    expect(server.pending.map((p) => p.name)).toEqual(['flaky.mp3']);
  });

  it('fails a file the check refuses without sending it, and gives taken URLs back when the album add failed', async () => {
    const server = controlledUpload();
    const queue = createUploadQueue({ upload: server.upload, check: (f) => (f.name.endsWith('.txt') ? `「${f.name}」不是图片文件` : null) });
    queue.add([file('notes.txt'), file('a.png')]);
    expect(server.pending.map((p) => p.name)).toEqual(['a.png']);
    expect(queue.getSnapshot().items[0]).toMatchObject({ status: 'failed', error: '「notes.txt」不是图片文件', retryable: false });
    expect(queue.getSnapshot().retryable).toBe(0);
    queue.retry();
    expect(server.pending).toHaveLength(1);

    server.take('a.png').resolve('/a');
    await settle();
    const taken = queue.takeUploaded();
    queue.giveBack(taken.map((t) => t.id));
    expect(queue.takeUploaded().map((u) => u.result)).toEqual(['/a']);
    queue.clearFinished();
    expect(queue.getSnapshot().items.map((i) => i.name)).toEqual(['notes.txt']);
  });
});
