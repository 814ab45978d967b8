import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_ROLE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { ApiError } from '../errors';
import { bearerToken } from './identity';

export const LOGIN_REQUIRED_MESSAGE = '请先登录';
export const SESSION_EXPIRED_MESSAGE = '登录过期，请重新登录';
export const ACCOUNT_DISABLED_MESSAGE = '账号已被禁用';
export const FORBIDDEN_MESSAGE = '权限不足';

export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new ApiError(403, message);

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthGuards {
  /** A valid token of an existing, enabled user; sets request.userRole from the database. */
  requireUser: Guard;
  /** requireUser, and the user is an admin (USER_ROLE.admin). */
  requireAdmin: Guard;
  /**
   * For calls anyone may make whose answer depends on who asks: with a token, the user's row is
   * read and request.userRole set from it; a deleted or disabled account is served as a visitor.
   */
  readOptionalUser: Guard;
}

/**
 * preHandlers for protected routes. The token alone is not trusted for long-lived facts: each
 * protected call reads the user row (one primary-key lookup), so disabling a user or changing
 * their role takes effect at once instead of when their 7-day token expires.
 */
export function createAuthGuards(db: Db): AuthGuards {
  const readUser = (id: number) => db.kysely.selectFrom('user').select(['role', 'disabled', 'token_version']).where('id', '=', id).executeTakeFirst();

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // What answers a signed-in call is that user's own (or, for an admin, the site's private)
    // data: no browser, proxy or CDN may keep a copy for the next person.
    reply.header('Cache-Control', 'no-store');
    if (request.userId === null) {
      // identity.ts leaves userId null for a bad token too: tell the two cases apart.
      const sentToken = bearerToken(request.headers.authorization) !== null;
      throw unauthorized(sentToken ? SESSION_EXPIRED_MESSAGE : LOGIN_REQUIRED_MESSAGE);
    }
    const user = await readUser(request.userId);
    if (!user) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    // Disabled first: the owner of a disabled account is told why, whichever of their tokens they send.
    if (user.disabled === 1) throw unauthorized(ACCOUNT_DISABLED_MESSAGE);
    // A token signed before the last password change, reset or disabling is a session that ended.
    if (user.token_version !== request.tokenVersion) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    request.userRole = user.role;
  }

  return {
    requireUser,
    async requireAdmin(request, reply) {
      await requireUser(request, reply);
      if (request.userRole !== USER_ROLE.admin) throw forbidden();
    },
    async readOptionalUser(request) {
      if (request.userId === null) return;
      const user = await readUser(request.userId);
      if (!user || user.disabled === 1 || user.token_version !== request.tokenVersion) {
        request.userId = null;
        return;
      }
      request.userRole = user.role;
    },
  };
}

/** The caller of a route behind requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  return request.userId;
}
