import yauzl from 'yauzl';
import { parse } from 'yaml';
import type { TestServer } from './server';

/** Every entry of a zip, by its path inside the archive. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

/** An exported .md file split into its parsed front matter (in key order) and its body. */
export function splitMarkdown(text: string): { front: Record<string, unknown>; frontText: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`不是带 front matter 的 Markdown：${text.slice(0, 120)}`);
  return { front: parse(match[1]!) as Record<string, unknown>, frontText: match[1]!, body: match[2]! };
}

export interface ExportAnswer {
  status: number;
  headers: Headers;
  /** The zip's entries when the answer was a zip. */
  files?: Map<string, Buffer>;
  /** The JSON envelope otherwise. */
  json?: { code: number; message: string; result: unknown };
}

/** GET the Markdown export with `query` as `token`. */
export async function fetchExport(server: TestServer, token: string, query = ''): Promise<ExportAnswer> {
  const response = await fetch(`${server.baseUrl}/api/portability/admin/markdown/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if ((response.headers.get('content-type') ?? '').startsWith('application/zip')) {
    return { status: response.status, headers: response.headers, files: await unzip(bytes) };
  }
  return { status: response.status, headers: response.headers, json: JSON.parse(bytes.toString('utf8')) as ExportAnswer['json'] };
}
