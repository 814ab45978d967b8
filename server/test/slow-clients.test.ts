import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MESSAGE } from '../src/platform/connections/bodyDeadline';
import { TOO_MANY_CONNECTIONS_MESSAGE, TOO_MANY_REQUESTS_IN_FLIGHT_MESSAGE } from '../src/platform/connections/perAddress';
import { sqliteEngine } from './helpers/engines';
import { startChildServer, type ChildServer } from './helpers/childServer';
import { connectRaw, requestHead, type RawClient } from './helpers/rawSocket';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/** The attackers' address: any of 127.0.0.0/8 is this machine, so "another client" needs no proxy. */
const ATTACKER = '127.0.0.2';
const CAP = 20;

/** A login whose body never comes: the head, then one byte of the 1,000 announced. */
async function slowLogin(server: Pick<TestServer, 'baseUrl'>, localAddress: string, headers: Record<string, string> = {}): Promise<RawClient> {
  const client = await connectRaw(server, localAddress);
  client.write(requestHead('POST', '/api/user/login', 1000, { 'Content-Type': 'application/json', ...headers }));
  client.write('{');
  return client;
}

const envelope = (status: number, message: string) => ({ status, body: JSON.stringify({ code: status, message, result: null }) });

describe('慢速客户端：每地址连接上限与请求体超时', () => {
  // The proxy is 127.0.0.1 (where the normal client and the "proxied" visitors come from); the
  // attacker at 127.0.0.2 is a direct client.
  const server = useTestServer(sqliteEngine, {
    trustProxy: '127.0.0.1',
    env: { MAX_CONNECTIONS_PER_ADDRESS: String(CAP), BODY_TIMEOUT_MS: '4000', BODY_IDLE_TIMEOUT_MS: '60000' },
  });
  const open: RawClient[] = [];
  afterAll(() => open.forEach((client) => client.socket.destroy()));

  it(`一个地址的 300 个慢速请求：前 ${CAP} 个被保持到请求体超时（408），其余连上就得到 429；其他访客照常访问`, async () => {
    const held: RawClient[] = [];
    for (let i = 0; i < CAP; i++) held.push(await slowLogin(server, ATTACKER));
    const refused = await Promise.all(Array.from({ length: 280 }, () => slowLogin(server, ATTACKER)));
    open.push(...held, ...refused);

    for (const client of refused) expect(await client.answer).toEqual(envelope(429, TOO_MANY_CONNECTIONS_MESSAGE));
    // Meanwhile everyone else is served: a page's data and a login.
    const config = await fetch(`${server.baseUrl}/api/config`);
    expect(config.status).toBe(200);
    const login = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody_here', password: 'wrong-pass1' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { code: number }).code).not.toBe(0);

    // The held ones are cut by the overall body limit, not left open.
    for (const client of held) expect(await client.answer).toEqual(envelope(408, BODY_TIMEOUT_MESSAGE));
    // And the address may connect again.
    const again = await fetch(`${server.baseUrl}/api/config`, { headers: {} });
    expect(again.status).toBe(200);
  });

  it(`代理后面：同一个转发地址最多 ${CAP} 个请求同时进行，多出的 429；别的转发地址不受影响`, async () => {
    const viaProxy = (visitor: string) => slowLogin(server, '127.0.0.1', { 'X-Forwarded-For': visitor });
    const held: RawClient[] = [];
    for (let i = 0; i < CAP; i++) held.push(await viaProxy('203.0.113.7'));
    open.push(...held);
    // Every held request has reached the server before the next is sent.
    await expect.poll(async () => (await fetch(`${server.baseUrl}/api/config`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(429);

    const over = await viaProxy('203.0.113.7');
    open.push(over);
    expect(await over.answer).toEqual(envelope(429, TOO_MANY_REQUESTS_IN_FLIGHT_MESSAGE));
    const other = await fetch(`${server.baseUrl}/api/config`, { headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(other.status).toBe(200);
    for (const client of held) expect((await client.answer).status).toBe(408);
  });
});

describe('慢速客户端：文件描述符很少时（ulimit -n 256）', () => {
  const webDist = useWebDist();
  let child: ChildServer;
  const open: RawClient[] = [];

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hello");');
    child = await startChildServer({
      fileLimit: 256,
      env: { WEB_DIST_DIR: webDist, MAX_CONNECTIONS_PER_ADDRESS: '40', BODY_TIMEOUT_MS: '120000', BODY_IDLE_TIMEOUT_MS: '120000' },
    });
  });
  afterAll(async () => {
    open.forEach((client) => client.socket.destroy());
    await child?.stop();
  });

  it('启动时用中文提示文件描述符上限太低和怎么调', () => {
    expect(child.output()).toContain('文件描述符上限（ulimit -n）只有 256');
    expect(child.output()).toContain('ulimit -n 65535');
  });

  it('同一地址 400 个慢速连接（比文件描述符还多）打开时，别人的页面、静态文件和接口照常返回', async () => {
    open.push(...(await Promise.all(Array.from({ length: 400 }, () => slowLogin(child, ATTACKER)))));
    // While the burst of refusals is being closed the server is at its connection ceiling; once it
    // settles (the 40 held connections stay open for two minutes) a visitor gets through.
    const status = (pathname: string) => fetch(`${child.baseUrl}${pathname}`).then((response) => response.status, () => 'connection failed');
    await expect.poll(() => status('/home'), { timeout: 15_000 }).toBe(200);
    for (const pathname of ['/assets/index-abc123.js', '/api/config']) {
      const response = await fetch(`${child.baseUrl}${pathname}`);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 });
    }
    const login = await fetch(`${child.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'child-Admin-12345' }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(0);
  });
});
