/**
 * Bounds on what an import reads, so a hostile or broken archive cannot exhaust memory or disk:
 * each entry is read whole into memory (one at a time), never extracted to disk.
 */
export const IMPORT_LIMITS = {
  /** Files listed in one archive or folder. */
  maxEntries: 50_000,
  /** One Markdown file (the article limit is 200,000 characters; UTF-8 Chinese takes 3 bytes each). */
  markdownMaxBytes: 2 * 1024 * 1024,
  /** One image before re-encoding (the pipeline scales it down to 2560 px). */
  imageMaxBytes: 30 * 1024 * 1024,
  /** All entries together, as the zip declares them (and as read: yauzl checks the declaration). */
  totalMaxBytes: 4 * 1024 * 1024 * 1024,
  /** Declared unpacked size over packed size beyond this (on entries over 1 MB) is a zip bomb. */
  maxRatio: 200,
} as const;

export const MARKDOWN_EXTENSIONS = ['.md', '.markdown'] as const;

export const isMarkdownPath = (file: string) => MARKDOWN_EXTENSIONS.some((ext) => file.toLowerCase().endsWith(ext));
