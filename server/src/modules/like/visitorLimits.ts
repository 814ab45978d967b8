import type { FastifyReply, FastifyRequest } from 'fastify';
import { likerKey } from '../../platform/auth';
import { consumeAttempts, type RateLimiter } from '../../platform/rateLimit';
import type { KeyMemory, RateLimitStore } from '../../platform/rateLimitStore';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What one address can add to the like counts and the reading time. A visitor key is whatever the
 * browser sends, so one machine can invent any number of them: the address bounds how many keys
 * it may bring in. The numbers are for readers behind one NAT (a school, an office, a mobile
 * carrier): 20 different browsers liking from one address in an hour is far beyond what a
 * personal blog sees, and a key already admitted keeps liking for the rest of the hour.
 */
export const VISITOR_LIMITS = {
  /** Distinct visitor keys one address may like with, per hour. */
  newKeysPerIp: { max: 20, windowMs: HOUR },
  /** Likes and cancellations per visitor key, per 10 minutes (accounts are bounded by registration's own limit). */
  writesPerLiker: { max: 60, windowMs: 10 * MINUTE },
  /**
   * Likes and cancellations of guests without a visitor key (counted by address, as the original
   * client's are), per address per minute: the original server's 10 a minute each.
   */
  addressLikes: { max: 10, windowMs: MINUTE },
  addressCancels: { max: 10, windowMs: MINUTE },
  /** Seconds of reading time one address may report per hour: ten readers reading all hour long. */
  readingSecondsPerIp: { max: 36_000, windowMs: HOUR },
  likeRefusal: '点赞太频繁，请稍后再试',
  readingRefusal: '阅读时长上报太频繁，请稍后再试',
} as const;

export interface VisitorLimits {
  /** Call before a like or a cancellation is written; throws 429 when this caller is over budget. */
  spendLike(request: FastifyRequest, reply: FastifyReply, action: 'like' | 'cancel'): Promise<void>;
  /** Call before reading time is added; throws 429 when this address has reported too much. */
  spendReading(request: FastifyRequest, reply: FastifyReply, seconds: number): Promise<void>;
}

export function createVisitorLimits(store: RateLimitStore): VisitorLimits {
  const newKeysPerIp: RateLimiter = store.limiter('like-keys-ip', VISITOR_LIMITS.newKeysPerIp);
  const admittedKeys: KeyMemory = store.memory('like-key-ip', VISITOR_LIMITS.newKeysPerIp.windowMs);
  const writesPerLiker = store.limiter('like-writes', VISITOR_LIMITS.writesPerLiker);
  const readingPerIp = store.limiter('reading-ip', VISITOR_LIMITS.readingSecondsPerIp);
  const addressLikes = store.limiter('like-add-ip', VISITOR_LIMITS.addressLikes);
  const addressCancels = store.limiter('like-cancel-ip', VISITOR_LIMITS.addressCancels);

  return {
    async spendLike(request, reply, action) {
      // An account is one liker however often it clicks, and so is an address: only invented
      // visitor keys can inflate a count. An address only flips its likes, which is bounded here.
      if (request.userId !== null) return;
      const liker = likerKey(request);
      if (request.visitorKey === null) {
        const limiter = action === 'like' ? addressLikes : addressCancels;
        await consumeAttempts([{ limiter, key: request.ip }], reply, VISITOR_LIMITS.likeRefusal);
        return;
      }
      await consumeAttempts([{ limiter: writesPerLiker, key: liker }], reply, VISITOR_LIMITS.likeRefusal);
      const pair = `${request.ip}|${liker}`;
      if (await admittedKeys.knows(pair)) return;
      await consumeAttempts([{ limiter: newKeysPerIp, key: request.ip }], reply, VISITOR_LIMITS.likeRefusal);
      await admittedKeys.remember(pair);
    },
    async spendReading(request, reply, seconds) {
      await consumeAttempts([{ limiter: readingPerIp, key: request.ip, cost: seconds }], reply, VISITOR_LIMITS.readingRefusal);
    },
  };
}
