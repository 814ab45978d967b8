import { Agent, request } from 'node:http';
import type { TestServer } from './server';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given (percent escapes, bad ones included): fetch would tidy it. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent, to see what an answer does to a reused connection. */
  agent?: Agent;
}

/** One HTTP request with node:http, answering status, headers and the body as text. */
export function rawRequest(server: TestServer, options: RawRequest): Promise<RawAnswer> {
  const target = new URL(server.baseUrl);
  // node:http frames a GET or DELETE body only with an explicit length.
  const headers = options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, method: options.method, path: options.url, headers, agent: options.agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const CHINESE = /[\u4e00-\u9fff]/;

/**
 * Why an answer is not the `{code, message, result}` envelope with a Chinese message (null when
 * it is). /wapi successes keep the NetEase shape (`code` 200); audio and the data tools' downloads are bytes.
 */
export function envelopeProblem(method: string, url: string, answer: RawAnswer): string | null {
  if (method === 'HEAD') return null;
  if (url.startsWith('/wapi/audio/') && (answer.status === 200 || answer.status === 206)) return null;
  // The data tools' downloads: the Markdown export's zip and a backup's (or a stored backup's) tar.gz.
  const type = String(answer.headers['content-type']);
  if (/^\/api\/portability\/admin\/markdown\/export(\?|$)/.test(url) && answer.status === 200 && type === 'application/zip') return null;
  if (/^\/api\/portability\/admin\/backup\/(download|file\/)/.test(url) && answer.status === 200 && type === 'application/gzip') return null;
  // The mails' one-click unsubscribe is a page for the person who opened the link (its own tests: outbox-mail.test.ts).
  if (/^\/api\/outbox\/unsubscribe(\?|$)/.test(url) && (answer.status === 200 || answer.status === 400) && type.startsWith('text/html')) return null;
  // So are the account mails' links (verify the address, reset the password, unsubscribe): account-mail.test.ts.
  if (/^\/api\/user\/(unsubscribe|verifyEmail|resetPassword)(\?|$)/.test(url) && (answer.status === 200 || answer.status === 400) && type.startsWith('text/html')) return null;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return `content-type ${String(answer.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'body is not an object';
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (url.startsWith('/wapi/') && answer.status < 400 && code === 200) return null;
  if (typeof code !== 'number' || typeof message !== 'string' || !('result' in body)) return 'not {code, message, result}';
  if (code !== 0 && !CHINESE.test(message)) return `message is not Chinese: ${message}`;
  return null;
}
