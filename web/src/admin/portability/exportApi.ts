import { API_CODE, type ApiEnvelope, type MarkdownExportPreview, type MarkdownExportStatus } from '@blog/contract';
import { http, httpClient, resultOf } from '@/lib/http';

/** The Markdown export's calls (contract/src/portability.ts). */

export interface MarkdownExportFilter {
  categoryId?: number;
  tagId?: number;
  status?: MarkdownExportStatus;
}

const BASE = '/api/portability/admin/markdown/export';

const paramsOf = (filter: MarkdownExportFilter) => ({ categoryId: filter.categoryId, tagId: filter.tagId, status: filter.status });

export async function previewMarkdownExport(filter: MarkdownExportFilter): Promise<number> {
  return resultOf(await http.get<MarkdownExportPreview>(`${BASE}/preview`, { params: paramsOf(filter) })).count;
}

/** The name in `filename*=UTF-8''…`, else the plain one, else ours. */
function fileNameOf(disposition: string | undefined): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name from the server: fall through to the plain one.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? '博客文章.zip';
}

/**
 * Downloads the archive as a blob: the call needs the bearer token, which a plain link cannot
 * send. A refusal (nothing matches, bad filter) comes back as JSON in place of the zip and
 * rejects with its Chinese message; 401/403/429/5xx are toasted by the http client as usual.
 */
export async function downloadMarkdownExport(filter: MarkdownExportFilter): Promise<{ blob: Blob; fileName: string }> {
  const response = await httpClient.get<Blob>(BASE, {
    params: paramsOf(filter),
    responseType: 'blob',
    // Exports of a large blog take a while to stream; the usual request timeout is for JSON calls.
    timeout: 0,
    validateStatus: (status) => status === 200 || status === 400,
  });
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/zip')) {
    let envelope: Partial<ApiEnvelope<unknown>> = {};
    try {
      envelope = JSON.parse(await response.data.text()) as Partial<ApiEnvelope<unknown>>;
    } catch {
      // Not JSON either: the generic message below.
    }
    throw new Error(envelope.code !== API_CODE.success && envelope.message ? envelope.message : '导出失败，请稍后再试');
  }
  return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition'] as string | undefined) };
}

/** Hands a downloaded file to the browser's save mechanism. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
