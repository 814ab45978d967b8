import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, SERVER_ERROR_MESSAGE } from './errors';

/**
 * Requests that fail before any route runs — a URL Fastify cannot decode, or bytes Node cannot
 * parse as HTTP — get the same `{code, message, result}` envelope with a Chinese message as every
 * other error, instead of Fastify's or Node's English JSON (or no body at all).
 */

export const BAD_URL_MESSAGE = '请求地址不正确（含有无法识别的 % 编码）';
export const URL_TOO_LONG_MESSAGE = '请求地址过长';
export const HEADERS_TOO_LARGE_MESSAGE = '请求地址或请求头过长';
export const MALFORMED_REQUEST_MESSAGE = '请求格式不正确';
export const REQUEST_TIMEOUT_MESSAGE = '请求超时，请重试';

/** Fastify's `frameworkErrors` option: errors raised while routing, before our error handler exists for the request. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL' ? [400, BAD_URL_MESSAGE] : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, URL_TOO_LONG_MESSAGE] : [500, SERVER_ERROR_MESSAGE];
  if (status === 500) request.log.error({ err: error }, 'routing failed');
  void reply.status(status).send(errorEnvelope(status, message));
}

/** How long a client may take to read the error and close before the socket is destroyed. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * An answer written straight onto a connection, outside any request object: the envelope, and
 * `Connection: close`, since nothing more is read on this connection — the client opens a fresh
 * one instead of reusing a socket that is about to close. A HEAD answer has no body.
 */
export function rawAnswer(status: number, message: string, isHead = false): string {
  const json = JSON.stringify(errorEnvelope(status, message));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
  ].join('\r\n');
  return `${head}\r\n\r\n${isHead ? '' : json}`;
}

/** The client ended its side of the connection in the middle of a request: the body never arrived whole. */
export const CUT_SHORT_MESSAGE = '请求没有传完连接就断开了，请重新上传或重试';

/**
 * Fastify's `clientErrorHandler` (Node's `clientError` event): the bytes on this connection are
 * not HTTP Node can parse — headers over 16 KiB, a broken request line, a body the client stopped
 * sending before its announced end. There is no request object, so the answer is written raw.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE_MESSAGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT_MESSAGE]
        : error.code === 'HPE_INVALID_EOF_STATE'
          ? [400, CUT_SHORT_MESSAGE]
          : [400, MALFORMED_REQUEST_MESSAGE];
  // The method is known only from the bytes Node was parsing: the request line when it came in the
  // same packet as the error. (Fastify types rawPacket as a Buffer's JSON form; Node gives the Buffer itself.)
  const packet: unknown = error.rawPacket;
  const isHead = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
  // end() rather than destroy(): the answer is flushed before the FIN, so the client reads it.
  socket.end(rawAnswer(status, message, isHead));
  socket.setTimeout(CLOSE_GRACE_MS, () => socket.destroy());
}
