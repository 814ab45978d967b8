import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

function compressedSince(file: string): boolean {
  const written = statSync(file).mtimeMs;
  return [`${file}.br`, `${file}.gz`].every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= written);
}

/** Writes .br and .gz beside every compressible file under `dir` worth compressing. */
export function compressTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
    // Kept from the previous build (keepPreviousBuild.ts) and compressed then.
    if (compressedSince(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * Writes `.br` and `.gz` beside every built asset, at the strongest settings, once per build: the
 * server sends them as they are (server/src/platform/static.ts), so a page load costs it no
 * compression work and visitors download the smallest form their browser accepts.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      compressTree(assetsDir);
    },
  };
}
