import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders of the web build whose files have content-hashed names. */
const HASHED_DIRS = ['assets', 'admin-assets'];
/** Files that name other files (the pages, the manifest, chunks importing chunks, styles naming images). */
const NAMES_OTHERS = /\.(html|js|css|json|svg)$/;
/** Precompressed copies would still hold the old names; the server sends the file itself without them. */
const PRECOMPRESSED = /\.(br|gz)$/;

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes into `to` what a new deploy of the web build in `from` looks like to a tab opened on the
 * old one: the same site, but every hashed file under a new name (as after any source change) and
 * none of the old names left, as in a fresh deploy directory.
 */
export function writeRenamedBuild(from: string, to: string): void {
  const files = filesUnder(from).filter((file) => !PRECOMPRESSED.test(file));
  const renamed = new Map<string, string>();
  for (const file of files) {
    const [dir] = file.split(path.sep);
    if (!dir || !HASHED_DIRS.includes(dir)) continue;
    const name = path.basename(file);
    // name-HASH.ext → name-HASHn.ext
    renamed.set(name, name.replace(/(-[\w-]{8})(\.[a-z]+)$/, '$1n$2'));
  }
  const oldNames = new RegExp([...renamed.keys()].filter((name) => renamed.get(name) !== name).map(escape).join('|'), 'g');
  for (const file of files) {
    const target = path.join(to, path.dirname(file), renamed.get(path.basename(file)) ?? path.basename(file));
    mkdirSync(path.dirname(target), { recursive: true });
    if (NAMES_OTHERS.test(file)) writeFileSync(target, readFileSync(path.join(from, file), 'utf8').replace(oldNames, (name) => renamed.get(name) ?? name));
    else copyFileSync(path.join(from, file), target);
  }
}
