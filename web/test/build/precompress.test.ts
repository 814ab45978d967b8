import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressTree } from '../../build/precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed build assets', () => {
  it('writes .br and .gz that decompress to the file, for text assets worth it only', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-precompress-'));
    mkdirSync(path.join(dir, 'nested'));
    const script = `export const text = ${JSON.stringify('文章'.repeat(2000))};`;
    writeFileSync(path.join(dir, 'page-a1.js'), script);
    writeFileSync(path.join(dir, 'nested', 'style-b2.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(path.join(dir, 'tiny-c3.js'), 'export {};');
    writeFileSync(path.join(dir, 'cover-d4.webp'), Buffer.alloc(4096, 7));

    compressTree(dir);

    expect(brotliDecompressSync(readFileSync(path.join(dir, 'page-a1.js.br'))).toString('utf8')).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'page-a1.js.gz'))).toString('utf8')).toBe(script);
    expect(readFileSync(path.join(dir, 'page-a1.js.br')).length).toBeLessThan(script.length / 4);
    expect(existsSync(path.join(dir, 'nested', 'style-b2.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny-c3.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'cover-d4.webp.br'))).toBe(false);
  });

  it('leaves alone the copies of a file kept from the previous build (already compressed)', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-precompress-'));
    const file = path.join(dir, 'kept-e5.js');
    writeFileSync(file, `export const kept = ${JSON.stringify('旧'.repeat(2000))};`);
    compressTree(dir);
    writeFileSync(`${file}.br`, 'earlier copy');
    compressTree(dir);
    expect(readFileSync(`${file}.br`, 'utf8')).toBe('earlier copy');
  });
});
