import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VISITOR_KEY_HEADER } from '@blog/contract';
import type { Db } from '../../db/connection';
import { withCurrentTokenVersion } from './sessionTokens';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, from a valid `Authorization` token (raw or `Bearer …`); null when anonymous. */
    userId: number | null;
    /**
     * The user's role as the database has it, set only by the guards (guards.ts), which read the
     * row. Never the token's role claim: a token outlives a demotion by up to 7 days.
     */
    userRole: number | null;
    /** The token's version claim; the guards compare it with the user row's token_version. */
    tokenVersion: number;
    /** The key an anonymous browser keeps (VISITOR_KEY_HEADER); null when absent or malformed. */
    visitorKey: string | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function parseVisitorKey(value: unknown): string | null {
  return typeof value === 'string' && VISITOR_KEY_PATTERN.test(value) ? value : null;
}

/**
 * The token of an Authorization header, with or without "Bearer " (SPEC §6: the original client
 * sends the raw JWT, which the original server accepted).
 */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^(?:Bearer\s+)?([^\s]+)$/i);
  return match?.[1] ?? null;
}

/**
 * Optional authentication for every request: a valid token sets userId, an invalid one is
 * ignored (the visitor is simply anonymous). Routes that require a login check userId; the role
 * is left to the guards, which read it from the database.
 */
export function setupIdentity(app: FastifyInstance, tokens: TokenService, db: Db): void {
  // Routes sign with it; the chat socket verifies with it, so it must know about password changes.
  app.decorate('tokens', withCurrentTokenVersion(tokens, db));
  app.decorateRequest('userId', null);
  app.decorateRequest('userRole', null);
  app.decorateRequest('tokenVersion', 0);
  app.decorateRequest('visitorKey', null);
  app.addHook('onRequest', async (request) => {
    request.visitorKey = parseVisitorKey(request.headers[VISITOR_KEY_HEADER]);
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (claims) {
      request.userId = claims.userId;
      request.tokenVersion = claims.version ?? 0;
    }
  });
}

/**
 * One liker per person: `u:<id>` when logged in, else `v:<visitor key>` (our client), else
 * `ip:<address>`: the original client sends no visitor identity, and the original server counted
 * such guests by address (ORIGINAL-CLIENT-API.md §1.2).
 */
export function likerKey(request: FastifyRequest): string {
  if (request.userId !== null) return `u:${request.userId}`;
  if (request.visitorKey !== null) return `v:${request.visitorKey}`;
  return `ip:${request.ip}`;
}
