import { createHash, randomBytes } from 'node:crypto';
import { USER_MAIL_KINDS, type AccountEmailView, type MailPrefsBody, type UserMailKind } from '@blog/contract';
import type { Db } from '../../db/connection';
import { now } from '../../platform/clock';
import { hashPassword } from '../../platform/auth';
import { refusal } from '../../platform/errors';
import { queueAccountMail, wakeOutbox } from '../outbox/enqueue';
import type { SiteInfo } from '../outbox/render';
import { readNotifySettings } from '../outbox/settings';
import { resetPasswordMail, verifyEmailMail } from './accountMailText';
import { createUserRepo } from './repo';

/*
 * The account's e-mail (issue 29): a verified address, 通知设置, and 忘记密码. Links carry a random
 * token; only its SHA-256 is stored, with an expiry, and the first use spends it (a conditional
 * UPDATE of used_at, so two clicks at once cannot both win).
 */

export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 30 * 60_000;
type Purpose = 'verify' | 'reset';

export const LINK_INVALID_MESSAGE = '链接无效、已过期或已经用过，请重新申请';
export const MAIL_OFF_MESSAGE = '本站还没有设置发信服务，暂时不能绑定邮箱，请联系博主';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** Addresses are compared and stored in lower case: one address, one spelling. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const optoutOf = (stored: string): UserMailKind[] => stored.split(',').filter((kind): kind is UserMailKind => (USER_MAIL_KINDS as readonly string[]).includes(kind));

export function createAccountMail(db: Db, site: () => Promise<SiteInfo>) {
  const k = db.kysely;
  const users = createUserRepo(db);

  const mailEnabled = async () => {
    const settings = await readNotifySettings(k);
    return settings.smtpHost !== '' && settings.fromAddress !== '';
  };

  /** A new link for `userId`; earlier unspent links of the same purpose stop working. */
  async function issue(userId: number, purpose: Purpose, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const ttl = purpose === 'verify' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await k.transaction().execute(async (trx) => {
      await trx.updateTable('account_token').set({ used_at: at.toISOString() }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
      await trx
        .insertInto('account_token')
        .values({ purpose, user_id: userId, email, token_hash: hashOf(token), expires_at: new Date(at.getTime() + ttl).toISOString(), used_at: null, created_at: at.toISOString() })
        .execute();
    });
    return token;
  }

  /** Spends a live link of `purpose`; null when it is unknown, expired or already used. */
  async function spend(token: string, purpose: Purpose): Promise<{ userId: number; email: string } | null> {
    const at = now().toISOString();
    const row = await k.selectFrom('account_token').select(['id', 'user_id', 'email']).where('token_hash', '=', hashOf(token)).where('purpose', '=', purpose).executeTakeFirst();
    if (!row) return null;
    const spent = await k.updateTable('account_token').set({ used_at: at }).where('id', '=', row.id).where('used_at', 'is', null).where('expires_at', '>', at).executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1 ? { userId: row.user_id, email: row.email } : null;
  }

  return {
    mailEnabled,

    async view(userId: number): Promise<AccountEmailView> {
      const user = await k.selectFrom('user').select(['email', 'mail_optout']).where('id', '=', userId).executeTakeFirstOrThrow();
      const pending = await k
        .selectFrom('account_token')
        .select('email')
        .where('user_id', '=', userId)
        .where('purpose', '=', 'verify')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const off = optoutOf(user.mail_optout);
      return { email: user.email, pending_email: pending?.email ?? '', prefs: { reply: !off.includes('reply'), link: !off.includes('link') }, mail_enabled: await mailEnabled() };
    },

    /** '' removes the address at once; another is mailed a link and becomes the account's when opened. Answers the notice. */
    async setEmail(userId: number, given: string): Promise<string> {
      const email = normalEmail(given);
      if (email === '') {
        await k.updateTable('user').set({ email: '' }).where('id', '=', userId).execute();
        await k.updateTable('account_token').set({ used_at: now().toISOString() }).where('user_id', '=', userId).where('purpose', '=', 'verify').where('used_at', 'is', null).execute();
        return '已解除邮箱，以后不会再给你发邮件';
      }
      const user = await users.findById(userId);
      if (!user) throw refusal('用户不存在');
      if (user.email === email) throw refusal('这个邮箱已经验证过了');
      if (!(await mailEnabled())) throw refusal(MAIL_OFF_MESSAGE);
      const token = await issue(userId, 'verify', email);
      const info = await site();
      const link = `${info.origin}/api/user/verifyEmail?token=${token}`;
      await queueAccountMail(k, verifyEmailMail(info, email, user.nick_name || user.username, link), `account:verify:${hashOf(token).slice(0, 40)}`);
      wakeOutbox(db);
      return `验证邮件已发到 ${email}，请在 24 小时内打开邮件里的链接`;
    },

    /** Opens a verification link: the address becomes the account's. False when the link is not live. */
    async verify(token: string): Promise<boolean> {
      const spent = await spend(token, 'verify');
      if (!spent) return false;
      await k.updateTable('user').set({ email: spent.email }).where('id', '=', spent.userId).execute();
      return true;
    },

    /** One kind off, the others as they were (a mail's unsubscribe link). */
    async optOut(userId: number, kind: UserMailKind): Promise<void> {
      const user = await k.selectFrom('user').select('mail_optout').where('id', '=', userId).executeTakeFirst();
      if (!user) return;
      const off = new Set([...optoutOf(user.mail_optout), kind]);
      await k.updateTable('user').set({ mail_optout: USER_MAIL_KINDS.filter((item) => off.has(item)).join(',') }).where('id', '=', userId).execute();
    },

    async savePrefs(userId: number, prefs: MailPrefsBody): Promise<void> {
      const off = USER_MAIL_KINDS.filter((kind) => !prefs[kind]);
      await k.updateTable('user').set({ mail_optout: off.join(',') }).where('id', '=', userId).execute();
    },

    /**
     * 忘记密码: mails a reset link to each enabled account that `account` names (its username, or
     * its verified address) and that `allowUser` lets through (the per-account budget). Answers
     * nothing: the caller gives one answer either way.
     */
    async forgot(account: string, allowUser: (userId: number) => Promise<boolean>): Promise<void> {
      if (!(await mailEnabled())) return;
      const key = account.trim();
      const found = key.includes('@')
        ? await k.selectFrom('user').selectAll().where('email', '=', normalEmail(key)).where('disabled', '=', 0).limit(5).execute()
        : await k.selectFrom('user').selectAll().where('username', '=', key).where('email', '!=', '').where('disabled', '=', 0).execute();
      if (found.length === 0) return;
      const info = await site();
      for (const user of found) {
        if (!(await allowUser(user.id))) continue;
        const token = await issue(user.id, 'reset', user.email);
        const link = `${info.origin}/api/user/resetPassword?token=${token}`;
        await queueAccountMail(k, resetPasswordMail(info, user.email, user.username, link), `account:reset:${hashOf(token).slice(0, 40)}`);
      }
      wakeOutbox(db);
    },

    /** Whether a reset link is live (the page asks before showing its form). */
    async resetLinkLive(token: string): Promise<boolean> {
      const row = await k
        .selectFrom('account_token')
        .select('id')
        .where('token_hash', '=', hashOf(token))
        .where('purpose', '=', 'reset')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Sets the new password and ends every session of the account (token_version). False when the link is not live. */
    async reset(token: string, password: string): Promise<boolean> {
      const spent = await spend(token, 'reset');
      if (!spent) return false;
      await users.updatePasswordHash(spent.userId, await hashPassword(password));
      return true;
    },
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
