import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../../config';
import { CLOSE_GRACE_MS, rawAnswer } from '../transportErrors';

export const BODY_TIMEOUT_MESSAGE = '请求内容传得太慢或中途停了，请检查网络后重试';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'upload': a large file (a song, a Markdown zip) whose body may take long on a slow line, so
     * the overall limit is UPLOAD_TIMEOUT_MS; the idle limit is the same as everywhere.
     */
    bodyTimeout?: 'upload';
  }
}

interface Watched {
  raw: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  deadline: number;
  bytesRead: number;
  progressAt: number;
  answered: boolean;
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0');

/**
 * Node times out request headers (60 s) but not bodies: a client sending one byte every few
 * seconds held its connection, and a file descriptor, for ever. Every request with a body is
 * watched until the body is complete: it must arrive whole within the route's overall limit, and
 * must not stop moving for BODY_IDLE_TIMEOUT_MS (progress is the connection's byte count, so
 * nothing here reads the body or slows the parser; while the route has unread bytes the wait is
 * the server's and does not count). A body cut by either limit gets 408 with a
 * Chinese message and its connection is closed; a route reading the body sees it abort, and its
 * clean-up runs (bodyCut.ts). One timer scans the watched requests, only while there are any.
 *
 * Why an idle limit and a long overall one for uploads, not a short overall one: a 200 MB zip on a
 * 1 Mbit/s line takes half an hour and is legitimate; what is not is a body that stops. The
 * overall limit is the backstop for a client that trickles just fast enough; those routes are
 * admin-only (the body is read after the login check) or rate-limited per address, and every
 * address holds at most MAX_CONNECTIONS_PER_ADDRESS connections anyway.
 */
export function guardRequestBodies(app: FastifyInstance, limits: ConnectionLimits): void {
  const watched = new Set<Watched>();
  const tickMs = Math.max(25, Math.min(1_000, Math.floor(Math.min(limits.bodyIdleTimeoutMs, limits.bodyTimeoutMs) / 4)));
  let timer: NodeJS.Timeout | null = null;

  function cut(entry: Watched): void {
    const { raw, res, socket } = entry;
    if (res.headersSent || !socket.writable) {
      socket.destroy();
      return;
    }
    // Flushed before the request is destroyed (which closes the socket), so the client reads why.
    socket.end(rawAnswer(408, BODY_TIMEOUT_MESSAGE, raw.method === 'HEAD'), () => raw.destroy());
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  }

  function scan(): void {
    const now = Date.now();
    for (const entry of watched) {
      if (entry.raw.complete || entry.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const read = entry.socket.bytesRead;
      // Bytes the route has not read yet mean the wait is ours (Node stops reading the socket when
      // they pile up), not the client's.
      if (read !== entry.bytesRead || entry.raw.readableLength > 0) {
        entry.bytesRead = read;
        entry.progressAt = now;
      }
      // Answered without reading it all (a refused upload): the rest is not wanted; what is
      // already on its way may still arrive, within the idle limit.
      if (!entry.answered && entry.res.writableEnded) {
        entry.answered = true;
        entry.deadline = Math.min(entry.deadline, now + limits.bodyIdleTimeoutMs);
      }
      if (now >= entry.deadline || now - entry.progressAt >= limits.bodyIdleTimeoutMs) {
        watched.delete(entry);
        cut(entry);
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // In-process calls (app.inject) have no connection to watch.
    if (raw.socket instanceof Socket && hasBody(raw) && !raw.complete) {
      const now = Date.now();
      const overall = request.routeOptions.config.bodyTimeout === 'upload' ? limits.uploadTimeoutMs : limits.bodyTimeoutMs;
      watched.add({ raw, res: reply.raw, socket: raw.socket, deadline: now + overall, bytesRead: raw.socket.bytesRead, progressAt: now, answered: false });
      timer ??= setInterval(scan, tickMs).unref();
    }
    done();
  });

  app.addHook('onClose', (_instance, done) => {
    if (timer) clearInterval(timer);
    timer = null;
    watched.clear();
    done();
  });
}
