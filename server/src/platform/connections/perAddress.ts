import type { Server } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';
import { rawAnswer } from '../transportErrors';
import { createAddressCounter } from './addressCounter';
import { addressKey } from './addressKey';

export const TOO_MANY_CONNECTIONS_MESSAGE = '同一地址打开的连接太多，请稍后再试';
export const TOO_MANY_REQUESTS_IN_FLIGHT_MESSAGE = '同一地址同时进行的请求太多，请稍后再试';

/** A refused connection gets this long to read its answer before it is closed. */
const REFUSED_GRACE_MS = 1_000;

/**
 * At the socket level the only thing known is the peer's address: without a proxy that is the
 * client, so each address (IPv6: each /64) may hold `limit` open connections — idle keep-alive
 * ones, chat sockets and slow uploads alike — and the next is answered 429 and closed before a
 * byte of it is parsed. Behind a trusted proxy (TRUST_PROXY) the peer is the proxy, which speaks
 * for every visitor, so its connections are not counted here; see guardRequestsInFlight.
 */
export function guardSockets(server: Server, limit: number, isTrustedProxy: (address: string) => boolean) {
  const counter = createAddressCounter(limit);
  const refused = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const key = addressKey(address);
    if (!counter.take(key)) {
      refused.add(socket);
      socket.end(rawAnswer(429, TOO_MANY_CONNECTIONS_MESSAGE));
      setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
      return;
    }
    socket.once('close', () => counter.release(key));
  });
  return { isRefused: (socket: Socket) => refused.has(socket) };
}

/**
 * After the headers are parsed the client's own address is known, the forwarded one behind a
 * trusted proxy: each may have `limit` requests in flight (from the headers until the answer is
 * sent or the connection closes — a slow upload is in flight all along, a chat socket for its
 * life). Beyond that: 429, and the connection is closed. Without a proxy this adds little to the
 * socket cap (one request at a time per connection); behind one it is the only per-visitor cap the
 * server can apply, and it applies only once the proxy has passed the headers on — slow headers
 * are the proxy's to time out (README: what a reverse proxy adds).
 */
export function guardRequestsInFlight(app: FastifyInstance, limit: number, sockets: ReturnType<typeof guardSockets>): void {
  const counter = createAddressCounter(limit);
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    // The server's own in-process calls (app.inject: page data for the HTML) are no client's.
    if (!(socket instanceof Socket)) return;
    // Already answered 429 at connect time; whatever it sends next is not served.
    if (sockets.isRefused(socket)) {
      socket.destroy();
      return reply.hijack();
    }
    const key = addressKey(request.ip);
    if (!counter.take(key)) {
      return reply.code(429).header('connection', 'close').send(errorEnvelope(429, TOO_MANY_REQUESTS_IN_FLIGHT_MESSAGE));
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      counter.release(key);
      reply.raw.off('close', release);
      socket.off('close', release);
    };
    // The answer's close ends most requests; the socket's covers upgrades (chat) and broken connections.
    reply.raw.once('close', release);
    socket.once('close', release);
  });
}
