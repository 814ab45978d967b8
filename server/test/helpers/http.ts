import type { ApiEnvelope } from '@blog/contract';
import type { TestServer } from './server';

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: ApiEnvelope<T>;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** One real HTTP call to the test server, answering the parsed JSON envelope. */
export async function call<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: ApiEnvelope<T>;
  try {
    body = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(`${method} ${path} 返回的不是 JSON（HTTP ${response.status}）：${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

export const get = <T>(server: TestServer, path: string, options?: CallOptions) => call<T>(server, 'GET', path, options);
export const post = <T>(server: TestServer, path: string, body: unknown, options?: CallOptions) =>
  call<T>(server, 'POST', path, { ...options, body });
export const put = <T>(server: TestServer, path: string, options?: CallOptions) => call<T>(server, 'PUT', path, options);

/** Success: HTTP 200, code 0; answers the result. */
export function resultOf<T>(response: ApiResponse<T>): T {
  if (response.status !== 200 || response.body.code !== 0) {
    throw new Error(`期望成功，实际 HTTP ${response.status}：${JSON.stringify(response.body)}`);
  }
  return response.body.result;
}

/**
 * What a desktop Chrome sends as User-Agent. Node's fetch says `node`, which the public counters
 * (views, visits, plays) take for a program and do not count.
 */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const asBrowser = { 'user-agent': BROWSER_USER_AGENT } as const;
