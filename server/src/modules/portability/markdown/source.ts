/** Where the Markdown files and their images come from: a zip or a folder, read the same way. */
export interface ImportSource {
  /** Every file, as '/'-separated paths relative to the archive or folder root, sorted. */
  readonly files: readonly string[];
  /** The file's size as the source declares it. */
  size(file: string): number;
  /** The whole file; refuses (throws SourceReadError) a file larger than `maxBytes`. */
  read(file: string, maxBytes: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** One file of the source could not be read; the import skips what needed it. */
export class SourceReadError extends Error {}

/** The whole source is refused (a zip bomb, an unsafe path, not a zip at all). */
export class SourceRefusedError extends Error {}

/**
 * A '/'-separated path inside the source, or null when it would leave it (`..` above the root,
 * absolute, a drive letter): such an entry is what zip-slip attacks are made of.
 */
export function safeRelative(file: string): string | null {
  const cleaned = file.replace(/\\/g, '/');
  if (cleaned.startsWith('/') || /^[a-zA-Z]:/.test(cleaned)) return null;
  const parts: string[] = [];
  for (const part of cleaned.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** Joins a link to the folder of the file it is in, staying inside the source (null otherwise). */
export function resolveInside(fromDir: string, link: string): string | null {
  return safeRelative(fromDir ? `${fromDir}/${link}` : link);
}
