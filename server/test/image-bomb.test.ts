import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from '../src/platform/image';
import { IMAGE_BUSY_MESSAGE } from '../src/platform/imageGate';
import { sqliteEngine } from './helpers/engines';
import { adminToken } from './helpers/music';
import { pngBomb } from './helpers/pngBomb';
import { useTestServer } from './helpers/server';
import { uploadImage } from './helpers/upload';

describe('图片炸弹', () => {
  // One decode at a time and one visitor's upload waiting: small, so the test can fill them.
  const server = useTestServer(sqliteEngine, { env: { IMAGE_DECODE_CONCURRENCY: '1', IMAGE_DECODE_QUEUE: '1' } });
  let issueBomb: Buffer;
  let slowBomb: Buffer;
  const stored = async () => (await readdir(path.join(server.config.dataDir, 'uploads', 'img')).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    issueBomb = await pngBomb(7745);
    // Under the pixel cap, and seconds to decode: the uploads sent with it find the gate busy.
    slowBomb = await pngBomb(6400);
  });

  it('228 KiB 的 PNG 声明 7745×7745（6000 万像素）：按文件头直接拒绝，中文说明，不解码也不存', async () => {
    expect(issueBomb.length).toBeLessThan(240 * 1024);
    const before = await stored();
    const response = await uploadImage(server, issueBomb);
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { code: 400, message: IMAGE_TOO_MANY_PIXELS_MESSAGE, result: null } });
    expect(await stored()).toEqual(before);
  });

  it('同时上传多张：一次只解码一张，排队的一张等着，再多的游客上传立即 429 中文说明；管理员的上传等到轮到为止', async () => {
    const token = await adminToken(server);
    const visitors = Array.from({ length: 6 }, () => uploadImage(server, slowBomb));
    const admin = uploadImage(server, slowBomb, { token });
    const answers = await Promise.all(visitors);

    const refused = answers.filter((answer) => answer.status === 429);
    const served = answers.filter((answer) => answer.status === 200);
    expect(refused.length + served.length).toBe(answers.length);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expect(answer.body).toEqual({ code: 429, message: IMAGE_BUSY_MESSAGE, result: null });
    // The admin is never told the server is busy: the upload waits for its turn.
    expect((await admin).status).toBe(200);
  });
});
