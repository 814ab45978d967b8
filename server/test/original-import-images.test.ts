import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageRewriter, ownUploadPath } from '../src/modules/portability/original/images';

/** Which image URLs count as the original's own uploads, and how a text's links are rewritten. */
describe('原站图片地址', () => {
  it('默认识别路径里含 /upload/ 或 /uploads/ 的地址，给出前缀时也认前缀', () => {
    expect(ownUploadPath('http://old.example.com/upload/2023/a.png')).toBe('2023/a.png');
    expect(ownUploadPath('/uploads/b%20c.jpg?x=1')).toBe('b c.jpg');
    expect(ownUploadPath('https://cdn.other.example/x.png')).toBeNull();
    expect(ownUploadPath('data:image/png;base64,AAAA')).toBeNull();
    expect(ownUploadPath('http://old.example.com:8888/abc.png', ['http://old.example.com:8888/'])).toBe('abc.png');
  });

  describe('改写', () => {
    let root: string;
    let uploads: string;
    let dataDir: string;
    beforeAll(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'orig-img-'));
      uploads = path.join(root, 'upload');
      mkdirSync(uploads);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'orig-data-'));
      writeFileSync(path.join(uploads, 'abc.png'), await sharp({ create: { width: 4, height: 3, channels: 3, background: '#123456' } }).png().toBuffer());
      writeFileSync(path.join(uploads, 'note.txt'), '不是图片');
      // Beside the folder, not in it: a stored `..` must not reach it.
      writeFileSync(path.join(root, 'outside.png'), await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer());
    });
    afterAll(() => {
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('找到的存进本站并改写，找不到、不是图片、跑出文件夹的保留原链接并报告', async () => {
      const images = createImageRewriter({ uploadsDir: uploads, prefixes: ['http://old.example.com:8888/'], dataDir });
      const text = await images.text(
        '![a](http://old.example.com:8888/abc.png) <img src="/upload/abc.png"> ![b](/upload/none.png) ![c](/upload/note.txt) ![d](/upload/../outside.png) and/or https://else.example/x.png',
      );
      const stored = /!\[a\]\((\/uploads\/img\/[0-9a-f]{64}\.webp)\)/.exec(text)?.[1];
      expect(stored).toBeDefined();
      expect(text).toContain(`<img src="${stored}">`);
      expect(text).toContain('![b](/upload/none.png)');
      expect(text).toContain('![c](/upload/note.txt)');
      expect(text).toContain('![d](/upload/../outside.png)');
      expect(text).toContain('and/or https://else.example/x.png');
      const report = images.report();
      expect(report.stored).toBe(2);
      expect(report.missing).toContain('/upload/none.png');
      expect(report.missing.some((m) => m.startsWith('/upload/note.txt（'))).toBe(true);
      expect(report.missing).toContain('/upload/../outside.png');
    });
  });
});
