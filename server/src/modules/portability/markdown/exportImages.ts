import path from 'node:path';
import { MARKDOWN_EXPORT_IMAGE_DIR } from '@blog/contract';
import { createNamer, safeStem } from './exportFileNames';
import { isFile, uploadFile } from './siteUploads';

/**
 * The site's own images in an exported article: every `/uploads/…` address in Markdown image syntax,
 * in an `<img src>` or as the cover is copied once into the archive's images/ folder and the address
 * rewritten to `images/<file>`. Remote images are left as they are; an upload whose file is gone
 * keeps its address and is reported.
 */

/** `![alt](/uploads/… "title")` and `![alt](</uploads/…>)`: group 1 is everything up to the address. */
const MARKDOWN_IMAGE = /(!\[[^\]]*\]\(\s*<?)(\/uploads\/[^\s)>]+)/g;
/** `<img … src="/uploads/…">` with double, single or no quotes. */
const HTML_IMAGE = /(<img\b[^>]*?\ssrc\s*=\s*["']?)(\/uploads\/[^\s"'>]+)/gi;

/** One image file the archive must carry. */
export interface ExportImage {
  /** Where the file is on disk. */
  file: string;
  /** Its path inside the archive (images/<name>). */
  entry: string;
}

export interface ImageCollector {
  /** Names the article the next rewrites belong to, for the report of missing files. */
  begin(article: string): void;
  /** The article's Markdown with its site images pointed into the archive. */
  rewriteContent(markdown: string): Promise<string>;
  /** The cover address as the front matter writes it. */
  rewriteCover(cover: string): Promise<string>;
  /** Files not added yet since the last call; each file is handed out once per export. */
  takeNew(): ExportImage[];
  /** Upload addresses whose file is missing, in the order met, with the articles using each. */
  missing(): Array<{ address: string; articles: string[] }>;
  /** Images in the archive so far. */
  count(): number;
}

export function createImageCollector(dataDir: string): ImageCollector {
  const uploadsDir = path.resolve(dataDir, 'uploads');
  const namer = createNamer();
  /** Address → archive path, or null once found missing; shared by every article of the export. */
  const known = new Map<string, string | null>();
  const missingBy = new Map<string, string[]>();
  let article = '';
  let pending: ExportImage[] = [];
  let added = 0;

  async function entryFor(address: string): Promise<string | null> {
    const entry = await lookUp(address);
    if (entry === null) {
      const users = missingBy.get(address) ?? [];
      if (!users.includes(article)) users.push(article);
      missingBy.set(address, users);
    }
    return entry;
  }

  async function lookUp(address: string): Promise<string | null> {
    if (known.has(address)) return known.get(address)!;
    const file = uploadFile(uploadsDir, address);
    let entry: string | null = null;
    if (file && (await isFile(file))) {
      const extension = safeStem(path.extname(file)).replace(/\s+/g, '');
      // No spaces: a Markdown link address ends at the first one.
      const stem = safeStem(path.basename(file, path.extname(file))).replace(/\s+/g, '-') || 'image';
      entry = `${MARKDOWN_EXPORT_IMAGE_DIR}/${namer(stem, extension ? `.${extension}` : '')}`;
      pending.push({ file, entry });
      added += 1;
    }
    known.set(address, entry);
    return entry;
  }

  async function replaceAll(text: string, pattern: RegExp): Promise<string> {
    const matches = [...text.matchAll(pattern)];
    let out = '';
    let last = 0;
    for (const match of matches) {
      const [whole, before = '', address = ''] = match;
      const entry = await entryFor(address);
      out += text.slice(last, match.index) + before + (entry ?? address);
      last = match.index + whole.length;
    }
    return out + text.slice(last);
  }

  return {
    begin(label) {
      article = label;
    },
    async rewriteContent(markdown) {
      return replaceAll(await replaceAll(markdown, MARKDOWN_IMAGE), HTML_IMAGE);
    },
    async rewriteCover(cover) {
      const trimmed = cover.trim();
      if (!trimmed.startsWith('/uploads/')) return cover;
      return (await entryFor(trimmed)) ?? cover;
    },
    takeNew() {
      const out = pending;
      pending = [];
      return out;
    },
    missing: () => [...missingBy].map(([address, articles]) => ({ address, articles })),
    count: () => added,
  };
}
