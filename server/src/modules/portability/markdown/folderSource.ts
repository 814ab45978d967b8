import { lstat, open, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_LIMITS } from './limits';
import { SourceReadError, SourceRefusedError, type ImportSource } from './source';

/**
 * A folder on the server (the command line's import): every regular file below it. Symbolic links
 * are not followed, so a link inside the folder can never make the import read outside it.
 */
export async function openFolderSource(root: string): Promise<ImportSource> {
  const base = await realpath(root).catch(() => {
    throw new SourceRefusedError(`找不到文件夹「${root}」`);
  });
  const sizes = new Map<string, number>();
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules') continue;
        await walk(path.join(dir, entry.name), relative);
      } else if (entry.isFile()) {
        sizes.set(relative, (await lstat(path.join(dir, entry.name))).size);
        if (sizes.size > IMPORT_LIMITS.maxEntries) throw new SourceRefusedError(`文件夹里的文件太多（超过 ${IMPORT_LIMITS.maxEntries} 个）`);
      }
    }
  }
  await walk(base, '');
  const files = [...sizes.keys()].sort((a, b) => a.localeCompare(b));
  return {
    files,
    size: (name) => sizes.get(name) ?? 0,
    async read(name, maxBytes) {
      const size = sizes.get(name);
      if (size === undefined) throw new SourceReadError(`文件夹里没有「${name}」`);
      if (size > maxBytes) throw new SourceReadError(`「${name}」太大（超过 ${Math.round(maxBytes / 1024 / 1024)}MB）`);
      const handle = await open(path.join(base, ...name.split('/')), 'r');
      try {
        const buffer = Buffer.alloc(size);
        const { bytesRead } = await handle.read(buffer, 0, size, 0);
        return buffer.subarray(0, bytesRead);
      } catch {
        throw new SourceReadError(`无法读取「${name}」`);
      } finally {
        await handle.close();
      }
    },
    async close() {},
  };
}
