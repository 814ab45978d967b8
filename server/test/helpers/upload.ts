import type { ApiEnvelope } from '@blog/contract';
import type { TestServer } from './server';

/** POST /api/upload/img as a browser would: multipart/form-data with the field `file`. */
export async function uploadImage(
  server: TestServer,
  bytes: Uint8Array,
  options: { token?: string; filename?: string; contentType?: string; field?: string } = {},
): Promise<{ status: number; body: ApiEnvelope<{ url: string } | null> }> {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.contentType ?? 'image/png' }), options.filename ?? 'picture.png');
  const response = await fetch(`${server.baseUrl}/api/upload/img`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as ApiEnvelope<{ url: string } | null> };
  } catch {
    throw new Error(`上传返回的不是 JSON（HTTP ${response.status}）：${text.slice(0, 200)}`);
  }
}
