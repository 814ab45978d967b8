import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CUT_SHORT_MESSAGE } from '../src/platform/transportErrors';
import { BODY_TIMEOUT_MESSAGE } from '../src/platform/connections/bodyDeadline';
import { STALE_PART_MS } from '../src/platform/uploadInbox';
import { sqliteEngine } from './helpers/engines';
import { adminToken } from './helpers/music';
import { connectRaw, multipartOpening, requestHead } from './helpers/rawSocket';
import { useTestServer } from './helpers/server';

// Temporary files of this file's server land in a folder of its own, so "nothing left behind"
// also covers a receiver that writes to the system's temporary folder.
const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'blog-truncated-'));
process.env.TMPDIR = tempRoot;

const ENDPOINTS = [
  { name: '上传歌曲', url: '/api/music/upload', filename: 'song.mp3', type: 'audio/mpeg' },
  { name: 'Markdown 导入', url: '/api/portability/admin/markdown/import', filename: 'posts.zip', type: 'application/zip' },
] as const;

const BOUNDARY = 'cutshortboundary';
/** The announced body: a file of 200 KiB; the client sends a quarter of it. */
const FILE_BYTES = 200 * 1024;

describe('被截断的上传', () => {
  const server = useTestServer(sqliteEngine, { env: { BODY_IDLE_TIMEOUT_MS: '1500', BODY_TIMEOUT_MS: '20000' } });

  const listed = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  /** Every partial upload anywhere a receiver writes: the music inbox, the data inbox, the temp folder. */
  const leftovers = () => [
    ...listed(path.join(server.config.dataDir, 'music', '.incoming')),
    ...listed(path.join(server.config.dataDir, '.incoming')),
    ...listed(tempRoot).filter((name) => name.startsWith('blog-md-import-')),
  ];

  async function sendCutShort(url: string, filename: string, type: string, token: string) {
    const opening = multipartOpening(BOUNDARY, filename, type);
    const closing = `\r\n--${BOUNDARY}--\r\n`;
    const client = await connectRaw(server);
    client.write(
      requestHead('POST', url, Buffer.byteLength(opening) + FILE_BYTES + closing.length, {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      }),
    );
    client.write(opening);
    client.write(Buffer.alloc(FILE_BYTES / 4, 0x41));
    // The receiver is writing the file to disk before the cut comes.
    await expect.poll(leftovers, { timeout: 10_000 }).toHaveLength(1);
    return client;
  }

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}：连接在文件传完之前关闭（只关发送方向）→ 立即 400 中文说明，临时文件删除`, async () => {
      const token = await adminToken(server);
      const client = await sendCutShort(endpoint.url, endpoint.filename, endpoint.type, token);
      // The client is done sending but still reads: the answer must come now, not after a timeout.
      client.socket.end();
      const answer = await client.answer;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ code: 400, message: CUT_SHORT_MESSAGE, result: null });
      await expect.poll(leftovers, { timeout: 10_000 }).toEqual([]);
    });

    it(`${endpoint.name}：客户端传到一半不再发送 → 空闲超时后 408 中文说明，连接关闭，临时文件删除`, async () => {
      const token = await adminToken(server);
      const client = await sendCutShort(endpoint.url, endpoint.filename, endpoint.type, token);
      const answer = await client.answer;
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ code: 408, message: BODY_TIMEOUT_MESSAGE, result: null });
      await expect.poll(leftovers, { timeout: 10_000 }).toEqual([]);
    });
  }

  it('启动时清掉以前中断的上传留下的 .part 文件（最近还在写的留着）', async () => {
    const inboxes = [path.join(server.config.dataDir, 'music', '.incoming'), path.join(server.config.dataDir, '.incoming')];
    const old = new Date(Date.now() - STALE_PART_MS - 60_000);
    for (const dir of inboxes) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'crashed.part'), 'half a file');
      utimesSync(path.join(dir, 'crashed.part'), old, old);
      writeFileSync(path.join(dir, 'receiving.part'), 'another process is still writing this');
    }
    // A restart on the same data folder.
    const restarted = await buildApp(server.config, server.db);
    try {
      await restarted.ready();
      for (const dir of inboxes) expect(listed(dir)).toEqual(['receiving.part']);
    } finally {
      await restarted.close();
    }
  });
});
