import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a client revalidates a cached answer with. */
export interface Validators {
  /** A quoted entity tag; weak (W/) when compression may change the bytes. */
  etag: string;
  /** ISO time of the newest change the answer shows; null when nothing has been written yet. */
  lastModified: string | null;
}

/** Entity tags compared weakly (RFC 9110 §8.8.3.2), as If-None-Match asks. */
function etagListMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since is read only without
 * it, at the whole-second precision of HTTP dates.
 */
export function isNotModified(request: FastifyRequest, { etag, lastModified }: Validators): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) return etagListMatches(noneMatch, etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (Number.isNaN(since) || lastModified === null) return false;
  return Math.floor(Date.parse(lastModified) / 1000) * 1000 <= since;
}

/**
 * A generated document with its validators: 304 without a body (and without building it) when the
 * client's copy is current. no-cache makes every reader revalidate, so a change shows at once.
 */
export async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  validators: Validators,
  document: { contentType: string; body: () => Promise<string> },
): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-cache').header('ETag', validators.etag);
  if (validators.lastModified !== null) reply.header('Last-Modified', new Date(validators.lastModified).toUTCString());
  if (isNotModified(request, validators)) return reply.status(304).send();
  return reply.type(document.contentType).send(await document.body());
}
