import { Agent } from 'node:http';
import { connect } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeEachEngine } from './helpers/engines';
import { rawRequest, type RawAnswer } from './helpers/rawHttp';
import { useTestServer, type TestServer } from './helpers/server';

/**
 * Requests that break before any route runs — a bad % escape, a huge path parameter, a URL past
 * Node's 16 KiB head limit, bytes that are not HTTP — are answered with the JSON envelope and a
 * Chinese message like every other error, not Fastify's or Node's English text.
 */

/** The whole exchange over a plain socket, for bytes node:http would refuse to send. */
function sendBytes(server: TestServer, bytes: string): Promise<string> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

const envelopeOf = (answer: RawAnswer) => ({ status: answer.status, type: answer.headers['content-type'], body: JSON.parse(answer.text) as unknown });
const JSON_TYPE = expect.stringMatching(/^application\/json/);

describeEachEngine('请求本身有问题时的回答', (engine) => {
  const server = useTestServer(engine);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());

  it('地址里的 % 编码不完整或不是 UTF-8 → 400 信封', async () => {
    for (const url of ['/api/article/getArticleById/%', '/api/article/getArticleListByContent/%E4%B8', '/api/article/getArticleListByContent/%ED%A0%80', '/article/%zz']) {
      const answer = await rawRequest(server, { method: 'GET', url });
      expect({ url, ...envelopeOf(answer) }).toEqual({ url, status: 400, type: JSON_TYPE, body: { code: 400, message: '请求地址不正确（含有无法识别的 % 编码）', result: null } });
    }
  });

  it('3,000 个字符的路径参数交给接口自己校验，得到具体的中文说明', async () => {
    // Search text is cut to its first 50 characters (the original client sends whatever was typed).
    const search = await rawRequest(server, { method: 'GET', url: `/api/article/getArticleListByContent/${'x'.repeat(3000)}` });
    expect(envelopeOf(search)).toEqual({ status: 200, type: JSON_TYPE, body: { code: 0, message: '成功', result: [] } });
    const id = await rawRequest(server, { method: 'GET', url: `/api/article/getArticleById/${'x'.repeat(3000)}` });
    expect(envelopeOf(id)).toEqual({ status: 400, type: JSON_TYPE, body: { code: 400, message: '编号必须是数字', result: null } });
  });

  it('20,000 个字符的地址 → 431 信封并关闭连接；同一个保持连接的客户端接着发的请求照常回答', async () => {
    const tooLong = await rawRequest(server, { method: 'GET', url: `/api/article/getArticleListByContent/${'x'.repeat(20_000)}`, agent });
    expect(envelopeOf(tooLong)).toEqual({ status: 431, type: JSON_TYPE, body: { code: 431, message: '请求地址或请求头过长', result: null } });
    expect(tooLong.headers.connection).toBe('close');
    const next = await rawRequest(server, { method: 'GET', url: '/api/article/getHotArticle', agent });
    expect({ status: next.status, code: (JSON.parse(next.text) as { code: number }).code }).toEqual({ status: 200, code: 0 });

    // HEAD gets the same status without a body, which would break the client's parser.
    const head = await rawRequest(server, { method: 'HEAD', url: `/wapi/audio/${'9'.repeat(20_000)}`, agent });
    expect({ status: head.status, text: head.text }).toEqual({ status: 431, text: '' });
  });

  it('不是 HTTP 的字节 → 400 信封，而不是英文或空的回答', async () => {
    const exchange = await sendBytes(server, 'GARBAGE\r\n\r\n');
    const [head = '', body = ''] = exchange.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(head).toMatch(/\r\nConnection: close/);
    expect(JSON.parse(body)).toEqual({ code: 400, message: '请求格式不正确', result: null });
  });
});
