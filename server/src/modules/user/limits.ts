import type { RateLimiter } from '../../platform/rateLimit';
import type { RateLimitStore } from '../../platform/rateLimitStore';

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

export function createAccountLimiters(store: RateLimitStore): AccountLimiters {
  return {
    loginPerUsername: store.limiter('login-user', ACCOUNT_LIMITS.loginPerUsername),
    loginPerIp: store.limiter('login-ip', ACCOUNT_LIMITS.loginPerIp),
    registerPerIp: store.limiter('register-ip', ACCOUNT_LIMITS.registerPerIp),
    passwordChangePerUser: store.limiter('password-user', ACCOUNT_LIMITS.passwordChangePerUser),
  };
}
