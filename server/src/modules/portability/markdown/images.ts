import { createHash } from 'node:crypto';
import path from 'node:path';
import { ApiError } from '../../../platform/errors';
import { touchIfExists } from '../../../platform/files';
import { sniffImageType } from '../../../platform/image';
import { createImageStore, IMAGE_SUBDIR, type ImageStoreOptions } from '../../upload/service';
import { IMPORT_LIMITS } from './limits';
import { resolveInside, SourceReadError, type ImportSource } from './source';

/** Where a link's image was found in the source, or why it was not. */
export type ImageLookup = { file: string } | { missing: string };

/** Folders that static site generators serve at the site's root. */
const ROOT_FOLDERS = ['', 'static/', 'source/', 'public/', 'assets/'];

const cleanLink = (link: string) => {
  const bare = link.replace(/[?#].*$/, '');
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
};

/**
 * Finds the file a local link names: beside the Markdown file, in Hexo's post asset folder (a
 * folder with the post's name), from the root for `/images/a.png` (also under static/ or source/),
 * or — as a last resort — the one file in the source whose path ends the same way.
 */
export function createImageFinder(source: ImportSource) {
  const present = new Set(source.files);
  const bySuffix = new Map<string, string[]>();
  for (const file of source.files) {
    const name = file.split('/').pop()!;
    bySuffix.set(name, [...(bySuffix.get(name) ?? []), file]);
  }
  return (link: string, markdownFile: string): ImageLookup => {
    const target = cleanLink(link);
    const dir = path.posix.dirname(markdownFile) === '.' ? '' : path.posix.dirname(markdownFile);
    const postFolder = markdownFile.replace(/\.(md|markdown)$/i, '');
    const candidates: Array<string | null> = [];
    if (target.startsWith('/')) {
      for (const folder of ROOT_FOLDERS) candidates.push(resolveInside('', `${folder}${target.slice(1)}`));
    } else {
      candidates.push(resolveInside(dir, target), resolveInside(postFolder, target));
    }
    for (const candidate of candidates) if (candidate && present.has(candidate)) return { file: candidate };
    const escapes = candidates.every((candidate) => candidate === null);
    const tail = target.replace(/^(\.\/|\/)+/, '');
    if (!escapes && !tail.includes('..')) {
      const sameName = (bySuffix.get(tail.split('/').pop()!) ?? []).filter((file) => file === tail || file.endsWith(`/${tail}`));
      if (sameName.length === 1) return { file: sameName[0]! };
    }
    return { missing: escapes ? `图片「${link}」指向导入目录之外，未导入，链接保持原样` : `找不到图片「${link}」，链接保持原样` };
  };
}

/**
 * Stores the source's images through the site's pipeline (sniffed by content, re-encoded to WebP,
 * named by hash), each file once per import. A dry run reads and sniffs them but stores nothing.
 */
export function createImageUploader(source: ImportSource, dataDir: string, dryRun: boolean, admit?: ImageStoreOptions['admit']) {
  const store = createImageStore(dataDir, { admit });
  const done = new Map<string, Promise<string>>();
  let stored = 0;

  async function upload(file: string): Promise<string> {
    const bytes = await source.read(file, IMPORT_LIMITS.imageMaxBytes);
    if (!sniffImageType(bytes)) throw new SourceReadError(`「${file}」不是 JPG、PNG、WEBP、GIF 图片`);
    stored++;
    if (dryRun) return `/uploads/${IMAGE_SUBDIR}/（预览，未上传）`;
    // An image this site stored before (e.g. from its own export) is kept under its name as is.
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (bytes.subarray(8, 12).toString('latin1') === 'WEBP' && (await touchIfExists(path.join(store.dir, `${hash}.webp`)))) return `/uploads/${IMAGE_SUBDIR}/${hash}.webp`;
    try {
      return await store.save(bytes);
    } catch (error) {
      if (error instanceof ApiError) throw new SourceReadError(`「${file}」${error.message}`);
      throw error;
    }
  }

  return {
    /** The image's address on the site; throws SourceReadError (a warning for the article). */
    url(file: string): Promise<string> {
      let pending = done.get(file);
      if (!pending) {
        pending = upload(file);
        done.set(file, pending);
      }
      return pending;
    },
    get stored() {
      return stored;
    },
  };
}
