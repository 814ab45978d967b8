import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { MARKDOWN_EXPORT_REPORT_FILE } from '@blog/contract';
import type { Db } from '../../../db/connection';
import { articleFileName, createNamer } from './exportFileNames';
import { markdownFile } from './exportFrontMatter';
import { createImageCollector } from './exportImages';
import { describeFilter, reportText, type ExportReport, type FilterLabels } from './exportReport';
import { readExportArticles, type ExportFilter } from './exportSelection';

export interface ArchiveOptions {
  db: Db;
  dataDir: string;
  filter: ExportFilter;
  /** Names of the filter's category and tag, for the report (the CLI knows them). */
  labels?: FilterLabels;
  /** Called after each article is queued, with how many so far and the file it became. */
  onArticle?: (done: number, fileName: string) => void;
}

export interface MarkdownArchive {
  /** The zip, produced while it is read: pipe it to the HTTP answer or a file. */
  stream: Readable;
  /** Settles once every entry is queued; rejects (and the stream errors) when reading the site fails. */
  report: Promise<ExportReport>;
}

/**
 * A zip of the chosen articles as `.md` files with front matter, their site images under images/
 * and 导出报告.txt (DESIGN.md §10). The archive is never held in memory: image files are read from
 * disk only when their turn comes, each entry is compressed as it is written, and the output flows
 * to the reader as it is made. Reading articles from the database waits while more than
 * QUEUE_AHEAD of them are queued ahead of what the reader has taken, so a slow download (or a
 * large blog) does not pile the site's text up in memory.
 */
/** Articles queued ahead of the one being written before reading more waits. */
const QUEUE_AHEAD = 64;

export function createMarkdownArchive(options: ArchiveOptions): MarkdownArchive {
  const zip = new ZipFile();
  // yazl types its output as a bare ReadableStream; a PassThrough gives readers the full stream API
  // and a way to fail the download when reading the site fails half-way.
  const stream = new PassThrough();
  zip.outputStream.pipe(stream);
  // An image file that cannot be read (removed meanwhile) fails the archive rather than the process.
  zip.on('error', (error: Error) => stream.destroy(error));
  const images = createImageCollector(options.dataDir);
  const names = createNamer();
  const exportedAt = new Date();
  /** How many articles' entries yazl has started writing; it writes entries strictly in order. */
  let written = 0;
  let wake: (() => void) | null = null;

  /** Resolves once `count` articles are being written; rejects when the reader went away. */
  function waitForWritten(count: number): Promise<void> {
    if (written >= count) return Promise.resolve();
    if (stream.destroyed) return Promise.reject(new Error('导出已中止'));
    return new Promise((resolve, reject) => {
      const abort = () => reject(new Error('导出已中止'));
      stream.once('close', abort);
      wake = () => {
        if (written < count) return;
        wake = null;
        stream.off('close', abort);
        resolve();
      };
    });
  }

  async function fill(): Promise<ExportReport> {
    let articles = 0;
    for await (const article of readExportArticles(options.db, options.filter)) {
      // The reader went away (download cancelled, disk full): stop reading the site.
      if (stream.destroyed) throw new Error('导出已中止');
      const fileName = articleFileName(names, article.title, article.id);
      images.begin(fileName);
      const cover = await images.rewriteCover(article.cover);
      const body = await images.rewriteContent(article.content);
      const mtime = new Date(article.updatedAt);
      const bytes = Buffer.from(markdownFile({ article, cover }, body), 'utf8');
      const index = articles + 1;
      // Lazy: yazl asks for the data (and compresses it) only when this entry's turn comes.
      zip.addReadStreamLazy(fileName, { mtime: Number.isNaN(mtime.getTime()) ? exportedAt : mtime }, (give) => {
        written = index;
        wake?.();
        give(null, Readable.from([bytes], { objectMode: false }));
      });
      // Stored images are already compressed (WebP, JPEG…): deflating them again only costs time.
      for (const image of images.takeNew()) zip.addFile(image.file, image.entry, { compress: false });
      articles += 1;
      options.onArticle?.(articles, fileName);
      await waitForWritten(articles - QUEUE_AHEAD);
    }
    const report: ExportReport = { articles, images: images.count(), missingImages: images.missing() };
    zip.addBuffer(Buffer.from(reportText(report, describeFilter(options.filter, options.labels), exportedAt), 'utf8'), MARKDOWN_EXPORT_REPORT_FILE, { mtime: exportedAt });
    zip.end();
    return report;
  }

  const report = fill();
  report.catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream, report };
}
