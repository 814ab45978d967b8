import { formatBytes } from '@blog/contract';
import type { UploadBudgets } from '../../config';
import type { RateLimiter } from '../../platform/rateLimit';
import type { RateLimitStore } from '../../platform/rateLimitStore';
import { siteDay } from '../config/siteDay';

/** Who is storing a file: the admin is bound by the site quota only. */
export type Uploader = { kind: 'admin' } | { kind: 'user'; userId: number; ip: string } | { kind: 'guest'; ip: string };

/** A budget's window: the site's calendar day is in the key, and a day and an hour covers any day's length. */
const WINDOW_MS = 25 * 60 * 60_000;

interface Charge {
  limiter: RateLimiter;
  key: string;
  refusal: string;
}

/**
 * Bytes a visitor may store a day (UPLOAD_*_DAILY_MB), counted where the rate limits are (in Redis
 * with REDIS_URL, so every process spends one budget). A guest has a budget per address, an account
 * its own, and every non-admin upload from one address also spends that address's: many accounts
 * from one place bring no more room. The days are the site's (SITE_TIME_ZONE), so 明天 means
 * midnight there. The admin has none: filling an album is hundreds of photos in one sitting, and the
 * site quota still bounds them.
 */
export function createUploadBudgets(store: RateLimitStore, budgets: UploadBudgets) {
  const guest = store.limiter('upload-bytes-guest', { max: budgets.guestDailyBytes, windowMs: WINDOW_MS });
  const user = store.limiter('upload-bytes-user', { max: budgets.userDailyBytes, windowMs: WINDOW_MS });
  const address = store.limiter('upload-bytes-address', { max: budgets.addressDailyBytes, windowMs: WINDOW_MS });

  const chargesOf = (uploader: Uploader): Charge[] => {
    if (uploader.kind === 'admin') return [];
    const day = siteDay();
    const fromAddress = {
      limiter: address,
      key: `${day}:${uploader.ip}`,
      refusal: `今天从你的网络上传的图片已达到每天 ${formatBytes(budgets.addressDailyBytes)} 的上限，请明天再试`,
    };
    if (uploader.kind === 'guest') {
      return [{ limiter: guest, key: `${day}:${uploader.ip}`, refusal: `今天上传的图片已达到游客每天 ${formatBytes(budgets.guestDailyBytes)} 的上限，请明天再试或登录后上传` }, fromAddress];
    }
    return [{ limiter: user, key: `${day}:${uploader.userId}`, refusal: `今天上传的图片已达到每人每天 ${formatBytes(budgets.userDailyBytes)} 的上限，请明天再试` }, fromAddress];
  };

  return {
    /** The refusal when a budget is already spent (checked before a body is read or decoded), else null. */
    async spent(uploader: Uploader): Promise<string | null> {
      for (const charge of chargesOf(uploader)) {
        // A zero charge reads the count (and starts the window, as the first upload would).
        const { remaining } = await charge.limiter.hit(charge.key, 0);
        if (remaining <= 0) return charge.refusal;
      }
      return null;
    },

    /**
     * Spends `bytes` from every budget of the uploader, or none: when one of them would pass its
     * limit, what was charged is given back and its refusal answered. Atomic per budget (INCRBY),
     * so parallel uploads cannot together pass a limit.
     */
    async charge(uploader: Uploader, bytes: number): Promise<string | null> {
      const charged: Charge[] = [];
      for (const charge of chargesOf(uploader)) {
        const { allowed } = await charge.limiter.hit(charge.key, bytes);
        charged.push(charge);
        if (!allowed) {
          await Promise.all(charged.map((done) => done.limiter.hit(done.key, -bytes)));
          return charge.refusal;
        }
      }
      return null;
    },

    /** Gives `bytes` back (the file was not stored after all). */
    async refund(uploader: Uploader, bytes: number): Promise<void> {
      await Promise.all(chargesOf(uploader).map((charge) => charge.limiter.hit(charge.key, -bytes)));
    },
  };
}

export type UploadBudgetBook = ReturnType<typeof createUploadBudgets>;
