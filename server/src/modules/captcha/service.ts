import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { GUEST_COMMENT_TEXT, type CaptchaChallenge } from '@blog/contract';
import type { Db } from '../../db/connection';
import { badRequest } from '../../platform/errors';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../../platform/files';

/*
 * The self-hosted proof-of-work captcha (ALTCHA protocol, v1 challenges via altcha-lib): the
 * browser finds the number whose SHA-256 with the salt is the challenge; the server checks the
 * HMAC signature it made, the expiry carried in the salt, and that the solution was not used
 * before. Spent signatures live in the database until they expire, so every process sharing it
 * refuses a replay.
 */

/** How long a challenge may be solved and sent; also how long its signature is remembered. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/**
 * The search space: a browser tries about half of it on average. At ~50k hashes a second in one
 * Chromium thread that is well under a second; a script posting thousands pays that many times.
 */
export const CAPTCHA_MAX_NUMBER = 50_000;

/** The HMAC key in DATA_DIR/secrets/captcha-hmac, made on first use (like the session secret). */
export function captchaKey(dataDir: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'captcha-hmac');
  if (!existsSync(file)) {
    makePrivateDirSync(dir);
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      // Another process sharing DATA_DIR made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

interface PayloadShape {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The widget sends base64 JSON; anything else is no solution at all. */
function decodePayload(payload: string): PayloadShape | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const p = parsed as Record<string, unknown>;
    const ok = ['algorithm', 'challenge', 'salt', 'signature'].every((k) => typeof p[k] === 'string') && typeof p.number === 'number';
    return ok ? (parsed as PayloadShape) : null;
  } catch {
    return null;
  }
}

export function createCaptcha(db: Db, hmacKey: string, now: () => number = Date.now) {
  const k = db.kysely;

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const made = await createChallenge({ hmacKey, algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER, expires: new Date(now() + CAPTCHA_TTL_MS) });
      return { algorithm: 'SHA-256', challenge: made.challenge, maxnumber: made.maxnumber ?? CAPTCHA_MAX_NUMBER, salt: made.salt, signature: made.signature };
    },

    /** Accepts a fresh, correct, unused solution once; a Chinese 400 for anything else. */
    async verify(payload: string | undefined): Promise<void> {
      if (!payload) throw badRequest(GUEST_COMMENT_TEXT.captchaMissing);
      const decoded = decodePayload(payload);
      if (!decoded || !(await verifySolution(payload, hmacKey, true))) throw badRequest(GUEST_COMMENT_TEXT.captchaInvalid);
      const expires = Number(extractParams(payload).expires);
      const expiresAt = new Date(Number.isFinite(expires) ? expires * 1000 : now() + CAPTCHA_TTL_MS).toISOString();
      const stamp = new Date(now()).toISOString();
      await k.deleteFrom('captcha_spent').where('expires_at', '<', stamp).execute();
      // The primary key makes "first use wins" atomic across processes.
      const inserted = await k
        .insertInto('captcha_spent')
        .values({ signature: decoded.signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw badRequest(GUEST_COMMENT_TEXT.captchaReplayed);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

const perDb = new WeakMap<Db, Captcha>();

/** One captcha per database (and its DATA_DIR key), shared by the routes that need it. */
export function captchaFor(db: Db, dataDir: string): Captcha {
  let captcha = perDb.get(db);
  if (!captcha) {
    captcha = createCaptcha(db, captchaKey(dataDir));
    perDb.set(db, captcha);
  }
  return captcha;
}
