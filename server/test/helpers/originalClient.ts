import { expect } from 'vitest';
import { createAccount, freshIp, uniqueName } from './accounts';
import { BROWSER_USER_AGENT } from './http';
import type { TestServer } from './server';

/**
 * Requests exactly as the original Vue client sends them (ORIGINAL-CLIENT-API.md §1.2): the raw JWT
 * in Authorization without "Bearer ", X-Requested-With, JSON bodies with guest fields left out, no
 * visitor key. The contract suite (server/test/original-contract/) asserts what that client reads.
 */
export interface OriginalClient {
  /** The raw token a login answered, or undefined for a guest. */
  token?: string;
  /** Own user id (number, as the client stores it), undefined for a guest. */
  userId?: number;
  /** The address the server sees (X-Forwarded-For; the test server trusts it). */
  ip: string;
}

export interface OriginalResponse {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the suite reads the original's loosely typed fields one by one
}

export function originalHeaders(client: OriginalClient, hasBody: boolean): Record<string, string> {
  // It runs in a browser, which names itself in User-Agent (programs' requests are not counted as views).
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': client.ip, 'user-agent': BROWSER_USER_AGENT };
  if (hasBody) headers['content-type'] = 'application/json';
  if (client.token) headers.authorization = client.token;
  return headers;
}

/** One request as axios would send it for the original client (JSON.stringify drops undefined). */
export async function originalCall(
  server: TestServer,
  client: OriginalClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<OriginalResponse> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: originalHeaders(client, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text so a failing assertion shows it.
  }
  return { status: response.status, body: parsed };
}

/** A guest from a fresh address. */
export const originalGuest = (): OriginalClient => ({ ip: freshIp() });

/** A registered user logged in through /api/user/login, holding the raw token as the client does. */
export async function originalUser(server: TestServer, options: { role?: number; nickName?: string } = {}): Promise<OriginalClient> {
  const username = uniqueName('o');
  const password = 'secret123a';
  await createAccount(server.db, username, password, options);
  const client: OriginalClient = { ip: freshIp() };
  const login = await originalCall(server, client, 'POST', '/api/user/login', { username, password });
  expectOriginalSuccess(login);
  return { ...client, token: String(login.body.result.token), userId: Number(login.body.result.id) };
}

/** What the client's interceptor and callers accept as success: HTTP 200 and `code == 0`. */
export function expectOriginalSuccess(response: OriginalResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(Number(response.body?.code), JSON.stringify(response.body)).toBe(0);
}

/** "YYYY-MM-DD HH:mm:ss": printed raw by the client and parsed after replacing "-" with "/". */
export const ORIGINAL_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function expectOriginalDate(value: unknown): void {
  expect(value).toMatch(ORIGINAL_DATE);
  // The client's own parse: new Date("2026/11/24 10:02:37") must be a real date.
  expect(Number.isNaN(new Date(String(value).replace(/-/g, '/')).getTime())).toBe(false);
}
