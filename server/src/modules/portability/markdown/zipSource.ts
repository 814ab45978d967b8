import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_LIMITS } from './limits';
import { safeRelative, SourceReadError, SourceRefusedError, type ImportSource } from './source';

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) => {
    // lazyEntries: the central directory is walked on demand; autoClose off: entries are opened later.
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > IMPORT_LIMITS.maxEntries) {
        reject(new SourceRefusedError(`压缩包里的文件太多（超过 ${IMPORT_LIMITS.maxEntries} 个）`));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

const openStream = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));

/**
 * Reads a zip without extracting it: names are checked for paths that leave the archive, declared
 * sizes for zip bombs (too much in total, or a ratio no real text or picture has), and each entry
 * is read into memory only when asked, with yauzl checking its real size against the declared one.
 */
export async function openZipSource(file: string): Promise<ImportSource> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw new SourceRefusedError('无法读取压缩包：文件不是有效的 zip，或已损坏');
  }
  try {
    let entries: Entry[];
    try {
      entries = await listEntries(zip);
    } catch (error) {
      if (error instanceof SourceRefusedError) throw error;
      const message = error instanceof Error ? error.message : '';
      // yauzl refuses absolute names and `..` itself; its message names the entry.
      if (/invalid relative path|absolute path/i.test(message)) throw new SourceRefusedError(`压缩包里有不安全的路径（${message.replace(/^.*?: /, '')}），为安全起见拒绝导入`);
      throw new SourceRefusedError('无法读取压缩包：zip 目录已损坏');
    }
    const byPath = new Map<string, Entry>();
    let total = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const relative = safeRelative(entry.fileName);
      if (relative === null || relative === '') throw new SourceRefusedError(`压缩包里有不安全的路径「${entry.fileName}」，为安全起见拒绝导入`);
      total += entry.uncompressedSize;
      if (total > IMPORT_LIMITS.totalMaxBytes) throw new SourceRefusedError(`压缩包解开后超过 ${IMPORT_LIMITS.totalMaxBytes / 1024 ** 3}GB，疑似压缩炸弹，拒绝导入`);
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(entry.compressedSize, 1) > IMPORT_LIMITS.maxRatio) {
        throw new SourceRefusedError(`「${relative}」的压缩比异常（疑似压缩炸弹），拒绝导入`);
      }
      // macOS zips carry resource forks beside every file; they are never articles or images.
      if (relative.startsWith('__MACOSX/') || relative.split('/').pop()!.startsWith('._')) continue;
      byPath.set(relative, entry);
    }
    const files = [...byPath.keys()].sort((a, b) => a.localeCompare(b));
    return {
      files,
      size: (name) => byPath.get(name)?.uncompressedSize ?? 0,
      async read(name, maxBytes) {
        const entry = byPath.get(name);
        if (!entry) throw new SourceReadError(`压缩包里没有「${name}」`);
        if (entry.uncompressedSize > maxBytes) throw new SourceReadError(`「${name}」太大（超过 ${Math.round(maxBytes / 1024 / 1024)}MB）`);
        const chunks: Buffer[] = [];
        let size = 0;
        try {
          const stream = await openStream(zip, entry);
          for await (const chunk of stream) {
            size += (chunk as Buffer).length;
            // Belt and braces beside yauzl's own size check: never hold more than the limit.
            if (size > maxBytes) {
              stream.destroy();
              throw new SourceReadError(`「${name}」太大（超过 ${Math.round(maxBytes / 1024 / 1024)}MB）`);
            }
            chunks.push(chunk as Buffer);
          }
        } catch (error) {
          if (error instanceof SourceReadError) throw error;
          throw new SourceReadError(`「${name}」在压缩包里已损坏，无法解压`);
        }
        return Buffer.concat(chunks, size);
      },
      async close() {
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
