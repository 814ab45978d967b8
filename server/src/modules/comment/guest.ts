import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_ROLE } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { ipRegionOf } from '../../platform/ipRegion';

/*
 * What guest comments need around the comment service: the blogger's switches, the one 访客
 * account guest comments are written under, the browser token that lets a guest see their own
 * comment while it waits for review, and IP 属地.
 */

export interface GuestSettings {
  ipRegion: boolean;
  guestComments: boolean;
  review: boolean;
  avatars: boolean;
  captchaComment: boolean;
  captchaMessage: boolean;
  captchaRegister: boolean;
}

/** The switches of migration 030; a site without a config row has the columns' defaults. */
export async function guestSettings(db: Db): Promise<GuestSettings> {
  const row = await db.kysely
    .selectFrom('site_config')
    .select(['ip_region_enabled', 'guest_comment_enabled', 'guest_comment_review', 'guest_avatar_enabled', 'captcha_guest_comment', 'captcha_guest_message', 'captcha_register'])
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return {
    ipRegion: (row?.ip_region_enabled ?? 1) === 1,
    guestComments: (row?.guest_comment_enabled ?? 0) === 1,
    review: (row?.guest_comment_review ?? 1) === 1,
    avatars: (row?.guest_avatar_enabled ?? 0) === 1,
    captchaComment: (row?.captcha_guest_comment ?? 1) === 1,
    captchaMessage: (row?.captcha_guest_message ?? 0) === 1,
    captchaRegister: (row?.captcha_register ?? 0) === 1,
  };
}

/** The region of the caller (request.ip follows TRUST_PROXY), or '' when the switch is off. */
export function requestRegion(request: FastifyRequest, settings: Pick<GuestSettings, 'ipRegion'>): string {
  return settings.ipRegion ? ipRegionOf(request.ip) : '';
}

/**
 * The account guest comments are written under (a comment's author is a user row). It cannot log
 * in: disabled, with a password hash no password matches; its username has characters registration
 * refuses, so nobody can take it.
 */
export const GUEST_ACCOUNT = { username: '#guest', nickName: '访客' } as const;

const guestIds = new WeakMap<Db, number>();

export async function guestAccountId(db: Db): Promise<number> {
  const known = guestIds.get(db);
  if (known !== undefined) return known;
  const k = db.kysely;
  const find = () => k.selectFrom('user').select('id').where('username', '=', GUEST_ACCOUNT.username).executeTakeFirst();
  let row = await find();
  if (!row) {
    const stamp = nowIso();
    await k
      .insertInto('user')
      .values({
        username: GUEST_ACCOUNT.username,
        username_key: GUEST_ACCOUNT.username,
        password_hash: '!',
        role: USER_ROLE.user,
        nick_name: GUEST_ACCOUNT.nickName,
        avatar: '',
        disabled: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      // Two processes creating it at once: the unique username keeps one.
      .onConflict((oc) => oc.doNothing())
      .execute();
    row = await find();
  }
  if (!row) throw new Error('访客账号无法创建');
  guestIds.set(db, row.id);
  return row.id;
}

const TOKEN_COOKIE = 'guest_token';
const TOKEN_MAX_AGE_S = 365 * 86_400;

function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The hash stored with a guest's comments; the browser keeps only the token. */
export const guestKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The caller's guest key from the cookie, or null when this browser has written no guest comment. */
export function viewerGuestKey(request: FastifyRequest): string | null {
  const token = cookieValue(request, TOKEN_COOKIE);
  return token && /^[\w-]{20,64}$/.test(token) ? guestKeyOf(token) : null;
}

/** The browser's guest key, giving it a token cookie (HttpOnly: no script can read it) on its first comment. */
export function ensureGuestKey(request: FastifyRequest, reply: FastifyReply): string {
  const existing = viewerGuestKey(request);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${TOKEN_COOKIE}=${token}; Path=/api/comment; Max-Age=${TOKEN_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
  return guestKeyOf(token);
}

/** Cravatar's address for an e-mail (md5 of the trimmed, lower-cased address, as Gravatar). */
export function cravatarOf(email: string): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://cravatar.cn/avatar/${hash}?d=mp&s=96`;
}
