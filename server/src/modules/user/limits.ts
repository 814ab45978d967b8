import { createMemoryRateLimiter, type RateLimiter } from '../../platform/rateLimit';

const MINUTE = 60_000;

/**
 * Password guessing budget: 10 tries per username and 30 per address in 5 minutes. A successful
 * login clears its username's count. Registering: 20 accounts per address an hour.
 */
export const ACCOUNT_LIMITS = {
  loginPerUsername: { max: 10, windowMs: 5 * MINUTE },
  loginPerIp: { max: 30, windowMs: 5 * MINUTE },
  registerPerIp: { max: 20, windowMs: 60 * MINUTE },
  passwordChangePerUser: { max: 10, windowMs: 5 * MINUTE },
} as const;

export interface AccountLimiters {
  loginPerUsername: RateLimiter;
  loginPerIp: RateLimiter;
  registerPerIp: RateLimiter;
  passwordChangePerUser: RateLimiter;
}

export function createAccountLimiters(): AccountLimiters {
  return {
    loginPerUsername: createMemoryRateLimiter(ACCOUNT_LIMITS.loginPerUsername),
    loginPerIp: createMemoryRateLimiter(ACCOUNT_LIMITS.loginPerIp),
    registerPerIp: createMemoryRateLimiter(ACCOUNT_LIMITS.registerPerIp),
    passwordChangePerUser: createMemoryRateLimiter(ACCOUNT_LIMITS.passwordChangePerUser),
  };
}
