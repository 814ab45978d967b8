import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MarkdownDuplicateMode, MarkdownImportReport } from '@blog/contract';
import type { Db } from '../../src/db/connection';
import { openFolderSource } from '../../src/modules/portability/markdown/folderSource';
import { importMarkdown } from '../../src/modules/portability/markdown/importer';
import { openZipSource } from '../../src/modules/portability/markdown/zipSource';
import type { RemoteImageLimits } from '../../src/modules/upload/remoteImages';
import { buildZip } from './zip';

/** Files of a test archive: path inside it → text or bytes. */
export type ArchiveFiles = Record<string, string | Buffer>;

/** A small real PNG; `seed` changes its colour so two pictures differ. */
export const tinyPng = (seed = 0) =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: { r: (seed * 40) % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();

export const zipOf = (files: ArchiveFiles) => buildZip(Object.entries(files).map(([name, data]) => ({ name, data })));

export interface ImportRun {
  dryRun?: boolean;
  onDuplicate?: MarkdownDuplicateMode;
  /** Read the files as a folder (the command line) instead of a zip (the console). */
  asFolder?: boolean;
  /** 下载外链图片, with these bounds (tests make the time short). */
  downloadImages?: boolean;
  remoteImageLimits?: RemoteImageLimits;
}

/** Imports `files` through the same core the route and the command line use. */
export async function runImport(db: Db, dataDir: string, authorId: number, files: ArchiveFiles, run: ImportRun = {}): Promise<MarkdownImportReport> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'md-import-test-'));
  try {
    let source;
    if (run.asFolder) {
      for (const [name, data] of Object.entries(files)) {
        const target = path.join(temp, ...name.split('/'));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, data);
      }
      source = await openFolderSource(temp);
    } else {
      const zip = path.join(temp, 'posts.zip');
      writeFileSync(zip, zipOf(files));
      source = await openZipSource(zip);
    }
    try {
      return await importMarkdown(db, source, {
        dryRun: run.dryRun ?? false,
        onDuplicate: run.onDuplicate ?? 'skip',
        authorId,
        dataDir,
        downloadImages: run.downloadImages,
        remoteImageLimits: run.remoteImageLimits,
      });
    } finally {
      await source.close();
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
