import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OriginalImageReport } from '@blog/contract';
import { ApiError } from '../../../platform/errors';
import { createImageStore, type ImageStoreOptions } from '../../upload/service';

/**
 * Path markers of the original's own uploads when no prefix is given: the original server kept
 * uploaded files in an `upload` folder served under that name (`http://host/upload/x.png`); some
 * deployments used `uploads`. Anything after the marker is the file's path inside the folder.
 */
export const DEFAULT_UPLOAD_MARKERS = ['/upload/', '/uploads/'] as const;

export interface ImageOptions {
  /** The original's uploads folder on this server; absent: own-upload links are kept as they are. */
  uploadsDir?: string;
  /** URL prefixes of the original's uploads (e.g. `http://old.example.com/img/`), tried before the markers. */
  prefixes?: readonly string[];
  dataDir: string;
  /** Room for each image (the site's upload quota); a refused image keeps its link and is reported. */
  admit?: ImageStoreOptions['admit'];
}

export interface ImageRewriter {
  /** One image URL: the stored URL when its file was found, otherwise the URL as it was. */
  url(value: string): Promise<string>;
  /** Every own-upload URL inside a text (Markdown, HTML) rewritten the same way. */
  text(value: string): Promise<string>;
  report(): OriginalImageReport;
}

// Candidates in a text: absolute URLs, and root-relative paths after a space, quote, bracket or '='.
const URL_IN_TEXT = /(?:https?:)?\/\/[^\s"'()<>[\]]+|(?<=^|[\s("'=])\/[^\s"'()<>[\]]+/g;

/** The file path inside the uploads folder an own-upload URL names, or null for any other URL. */
export function ownUploadPath(value: string, prefixes: readonly string[] = []): string | null {
  const trimmed = value.trim();
  for (const prefix of prefixes) {
    if (prefix && trimmed.startsWith(prefix)) return cleanRelative(trimmed.slice(prefix.length));
  }
  let pathname: string;
  if (/^(?:https?:)?\/\//i.test(trimmed)) {
    try {
      pathname = new URL(trimmed, 'http://placeholder').pathname;
    } catch {
      return null;
    }
  } else if (trimmed.startsWith('/')) {
    pathname = trimmed.split(/[?#]/)[0] ?? '';
  } else {
    return null;
  }
  for (const marker of DEFAULT_UPLOAD_MARKERS) {
    const at = pathname.indexOf(marker);
    if (at >= 0) return cleanRelative(pathname.slice(at + marker.length));
  }
  return null;
}

function cleanRelative(rest: string): string | null {
  const withoutQuery = rest.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    decoded = withoutQuery;
  }
  return decoded ? decoded : null;
}

/**
 * Own-upload images, read from the folder the blogger gave and stored through our image pipeline
 * (re-encoded to WebP under /uploads/img). Each URL is handled once; a file that is missing or is
 * not a readable image keeps its link and is listed in the report.
 */
export function createImageRewriter(options: ImageOptions): ImageRewriter {
  const store = createImageStore(options.dataDir, { admit: options.admit });
  const prefixes = options.prefixes ?? [];
  const root = options.uploadsDir ? path.resolve(options.uploadsDir) : undefined;
  const done = new Map<string, string>();
  const missing = new Set<string>();
  let stored = 0;
  let keptAsLinks = 0;

  async function findFile(relative: string): Promise<string | null> {
    if (!root) return null;
    const candidates = [path.resolve(root, relative.replace(/^\/+/, '')), path.resolve(root, path.basename(relative))];
    for (const candidate of candidates) {
      // Never outside the folder the blogger named, whatever `..` a stored URL holds.
      if (candidate !== root && !candidate.startsWith(root + path.sep)) continue;
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  async function url(value: string): Promise<string> {
    const relative = ownUploadPath(value, prefixes);
    if (relative === null) return value;
    const known = done.get(value);
    if (known !== undefined) return known;
    let result = value;
    if (!root) {
      keptAsLinks += 1;
    } else {
      const file = await findFile(relative);
      if (!file) {
        missing.add(value);
      } else {
        try {
          result = await store.save(await readFile(file));
          stored += 1;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          missing.add(`${value}（${error.message}）`);
        }
      }
    }
    done.set(value, result);
    return result;
  }

  return {
    url,
    async text(value) {
      // Longest first, so a URL that another one starts with cannot cut into it.
      const matches = [...new Set(value.match(URL_IN_TEXT) ?? [])].sort((a, b) => b.length - a.length);
      let result = value;
      for (const match of matches) {
        const replaced = await url(match);
        if (replaced !== match) result = result.split(match).join(replaced);
      }
      return result;
    },
    report: () => ({ stored, missing: [...missing], keptAsLinks }),
  };
}
