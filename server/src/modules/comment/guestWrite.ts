import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_COMMENT_TEXT, USER_ROLE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { bearerToken, currentUserId, type AuthGuards } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import type { Captcha } from '../captcha/service';
import { screenText } from '../sensitive/screen';
import { ensureGuestKey, guestAccountId, guestSettings, requestRegion, viewerGuestKey } from './guest';
import type { CommentView } from './mapper';
import type { Caller, Reader, WriteExtras } from './service';

/** The guest fields of /add and /apply (contract guestCommentFields), already validated. */
export interface GuestFields {
  guest_name?: string;
  guest_email?: string;
  guest_url?: string;
  altcha?: string;
}

export interface Writer {
  caller: Caller;
  extras: WriteExtras;
  /** The rate limit's key: the account, or the address for a guest (like guestbook entries). */
  budgetKey: string;
}

/**
 * Who writes a comment. A logged-in user writes as before. Nobody logged in: when the blogger
 * has not turned guest comments on, the answer is exactly SPEC's (requireUser's 401); else the
 * guest's nickname is required and screened, the captcha checked when it is on, and the comment
 * is written under the 访客 account, pending review unless the blogger chose 直接显示.
 */
export async function commentWriter(db: Db, guards: AuthGuards, captcha: Captcha, request: FastifyRequest, reply: FastifyReply, fields: GuestFields): Promise<Writer> {
  const settings = await guestSettings(db);
  const ipRegion = requestRegion(request, settings);
  // A token, when sent, must be valid: an expired login must not quietly turn into a guest comment.
  if (request.userId !== null || bearerToken(request.headers.authorization) !== null || !settings.guestComments) {
    await guards.requireUser(request, reply);
    const userId = currentUserId(request);
    return { caller: { userId, role: request.userRole }, extras: { ipRegion }, budgetKey: String(userId) };
  }
  if (!fields.guest_name) throw badRequest(GUEST_COMMENT_TEXT.nameMissing);
  const name = await screenText(db, 'nickname', fields.guest_name);
  if (settings.captchaComment) await captcha.verify(fields.altcha);
  return {
    caller: { userId: await guestAccountId(db), role: USER_ROLE.user },
    extras: {
      ipRegion,
      guest: { name, email: fields.guest_email ?? '', url: fields.guest_url ?? '', key: ensureGuestKey(request, reply), pending: settings.review },
    },
    budgetKey: `ip:${request.ip}`,
  };
}

/** Who reads a list: their pending guest comments and whether guests' avatars are on. */
export async function commentReader(db: Db, request: FastifyRequest): Promise<Reader> {
  const settings = await guestSettings(db);
  const view: CommentView = { guestAvatars: settings.avatars };
  return { viewer: viewerGuestKey(request), view };
}
