import net from 'node:net';
import type { TestServer } from './server';

/** What came back on a raw connection by the time it closed: status 0 when nothing did. */
export interface RawSocketAnswer {
  status: number;
  body: string;
}

/**
 * A raw TCP connection to the test server, for what fetch cannot do: send a body slower than it
 * announced, stop half-way, end only our side. `localAddress` picks the client address (any of
 * 127.0.0.0/8 on Linux), so a test can be "another visitor" without a proxy.
 */
export interface RawClient {
  socket: net.Socket;
  /** Resolves when the server closes the connection, with what it answered. */
  answer: Promise<RawSocketAnswer>;
  write(text: string | Buffer): void;
}

export function connectRaw(server: Pick<TestServer, 'baseUrl'>, localAddress?: string): Promise<RawClient> {
  const target = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port), localAddress });
    const chunks: Buffer[] = [];
    const answer = new Promise<RawSocketAnswer>((done) => {
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        done({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
    });
    socket.on('error', () => {}); // a reset is one of the outcomes under test; 'close' follows
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({ socket, answer, write: (text) => void socket.write(text) });
    });
    socket.once('error', reject);
  });
}

/** The request line and headers of a request with a body of `length` bytes (sent separately). */
export function requestHead(method: string, path: string, length: number, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${length}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** The opening of a multipart body carrying one file, whose bytes follow. */
export function multipartOpening(boundary: string, filename: string, contentType: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
}
