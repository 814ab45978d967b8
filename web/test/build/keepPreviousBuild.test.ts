import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { BUILD_FILES, keepPreviousBuild } from '../../build/keepPreviousBuild';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Hook = (...args: unknown[]) => void;
const hook = (plugin: Plugin, name: 'configResolved' | 'buildStart' | 'writeBundle' | 'closeBundle') => plugin[name] as unknown as Hook;

/** Runs one build the way Vite calls the plugin: start, write the bundle's files, close. */
function build(outDir: string, files: string[], adds = false): void {
  const plugin = keepPreviousBuild({ adds });
  hook(plugin, 'configResolved')({ root: outDir, build: { outDir: '.' } });
  hook(plugin, 'buildStart')();
  for (const file of files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), file);
    if (file.endsWith('.js')) writeFileSync(path.join(outDir, `${file}.br`), 'br');
  }
  hook(plugin, 'writeBundle')({}, Object.fromEntries(files.map((file) => [file, {}])));
  hook(plugin, 'closeBundle')();
}

const listed = (outDir: string, sub: string) => (existsSync(path.join(outDir, sub)) ? readdirSync(path.join(outDir, sub)).sort() : []);

describe('a rebuild in place keeps the previous build’s hashed files', () => {
  it('keeps one generation of site and console files (with their .br), drops older ones', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-keep-build-'));
    build(dir, ['index.html', 'assets/index-A1.js', 'assets/SearchDialog-A2.js', 'assets/page-A3.css']);
    build(dir, ['admin.html', 'admin-assets/admin-A4.js'], true);

    build(dir, ['index.html', 'assets/index-B1.js', 'assets/SearchDialog-A2.js']);
    build(dir, ['admin.html', 'admin-assets/admin-B4.js'], true);
    // The tab opened on the first build still finds its chunks.
    expect(listed(dir, 'assets')).toEqual(['SearchDialog-A2.js', 'SearchDialog-A2.js.br', 'index-A1.js', 'index-A1.js.br', 'index-B1.js', 'index-B1.js.br', 'page-A3.css']);
    expect(listed(dir, 'admin-assets')).toEqual(['admin-A4.js', 'admin-A4.js.br', 'admin-B4.js', 'admin-B4.js.br']);

    build(dir, ['index.html', 'assets/index-C1.js']);
    build(dir, ['admin.html', 'admin-assets/admin-C4.js'], true);
    expect(listed(dir, 'assets')).toEqual(['SearchDialog-A2.js', 'SearchDialog-A2.js.br', 'index-B1.js', 'index-B1.js.br', 'index-C1.js', 'index-C1.js.br']);
    expect(listed(dir, 'admin-assets')).toEqual(['admin-B4.js', 'admin-B4.js.br', 'admin-C4.js', 'admin-C4.js.br']);
    expect(JSON.parse(readFileSync(path.join(dir, BUILD_FILES), 'utf8'))).toEqual(['admin-assets/admin-C4.js', 'assets/index-C1.js']);
  });

  it('a build that wrote nothing leaves the list of the build still in place', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'blog-keep-build-'));
    build(dir, ['assets/index-A1.js']);
    build(dir, []);
    build(dir, ['assets/index-B1.js']);
    expect(listed(dir, 'assets')).toEqual(['index-A1.js', 'index-A1.js.br', 'index-B1.js', 'index-B1.js.br']);
  });
});
