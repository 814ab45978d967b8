import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A rebuild in place keeps the hashed files of the build it replaces (one generation), so the
 * tabs still open on that build keep loading their pages and dialogs after a deploy instead of
 * reloading. Older generations go. The list of the build in place lives beside Vite's manifest,
 * which the server never serves.
 */
export const BUILD_FILES = path.join('.vite', 'build-files.json');
/** Only these hold hashed (never reused) names; everything else is overwritten by every build. */
const HASHED_DIRS = ['assets', 'admin-assets'];
const PRECOMPRESSED = /\.(br|gz)$/;

function readBuildFiles(outDir: string): Set<string> | null {
  try {
    return new Set(JSON.parse(readFileSync(path.join(outDir, BUILD_FILES), 'utf8')) as string[]);
  } catch {
    return null;
  }
}

function writeBuildFiles(outDir: string, files: Iterable<string>): void {
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, BUILD_FILES), JSON.stringify([...new Set(files)].sort(), null, 1));
}

/**
 * Removes the hashed files of every build but the one in place. Without a list (the first build
 * that keeps one) everything there counts as the build in place.
 */
export function removeOlderBuilds(outDir: string): void {
  const inPlace = readBuildFiles(outDir);
  if (!inPlace) return;
  for (const dir of HASHED_DIRS) {
    const full = path.join(outDir, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) {
      // A .br or .gz goes with the file it was made from.
      if (!inPlace.has(`${dir}/${name.replace(PRECOMPRESSED, '')}`)) rmSync(path.join(full, name), { recursive: true, force: true });
    }
  }
}

/** The hashed files a bundle writes, as `assets/name-hash.js`. */
function hashedFilesOf(bundle: Record<string, unknown>): string[] {
  return Object.keys(bundle).filter((file) => HASHED_DIRS.some((dir) => file.startsWith(`${dir}/`)));
}

/**
 * For the visitors' build, the first of the two (it must run with emptyOutDir off): clears the
 * older generations, then lists its own files. The console's build, which runs second, adds its
 * files to the list (`adds: true`).
 */
export function keepPreviousBuild({ adds = false }: { adds?: boolean } = {}): Plugin {
  let outDir = '';
  let written: string[] = [];
  return {
    name: 'keep-previous-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!adds) removeOlderBuilds(outDir);
    },
    writeBundle(_options, bundle) {
      written = [...written, ...hashedFilesOf(bundle)];
    },
    closeBundle() {
      // A build that failed before writing leaves the list of the build still in place.
      if (written.length === 0) return;
      const earlier = adds ? (readBuildFiles(outDir) ?? []) : [];
      writeBuildFiles(outDir, [...earlier, ...written]);
    },
  };
}
