import type { RateLimiter } from '../../platform/rateLimit';
import type { KeyMemory, RateLimitStore } from '../../platform/rateLimitStore';

const MINUTE = 60_000;

/**
 * Password guessing budget: 10 tries per username and 30 per address in 5 minutes. A successful
 * login clears the username's count and gives its try back to the address. Registering: 5 accounts per address an hour by default
 * (REGISTER_PER_HOUR): a household or a class behind one address rarely signs up more at once, and
 * every account brings its own daily upload budget and chat presence, so 20 an hour was a free supply.
 *
 * The per-username lock must not lock the owner out: from an address where that user logged in
 * within KNOWN_ADDRESS_MS, tries are charged to the (username, address) pair instead, with the
 * same budget. A guesser elsewhere still has 10 tries per 5 minutes for the name, as before.
 */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

export const ACCOUNT_LIMITS = {
  loginPerUsername: { max: 10, windowMs: 5 * MINUTE },
  loginPerKnownAddress: { max: 10, windowMs: 5 * MINUTE },
  loginPerIp: { max: 30, windowMs: 5 * MINUTE },
  /** The default; REGISTER_PER_HOUR changes `max`. */
  registerPerIp: { max: 5, windowMs: 60 * MINUTE },
  passwordChangePerUser: { max: 10, windowMs: 5 * MINUTE },
} as const;

export interface AccountLimiters {
  loginPerUsername: RateLimiter;
  loginPerKnownAddress: RateLimiter;
  loginPerIp: RateLimiter;
  /** `<username>|<address>` of recent successful logins. */
  knownAddresses: KeyMemory;
  registerPerIp: RateLimiter;
  passwordChangePerUser: RateLimiter;
}

export function createAccountLimiters(store: RateLimitStore, registerPerHour: number = ACCOUNT_LIMITS.registerPerIp.max): AccountLimiters {
  return {
    loginPerUsername: store.limiter('login-user', ACCOUNT_LIMITS.loginPerUsername),
    loginPerKnownAddress: store.limiter('login-known', ACCOUNT_LIMITS.loginPerKnownAddress),
    loginPerIp: store.limiter('login-ip', ACCOUNT_LIMITS.loginPerIp),
    knownAddresses: store.memory('login-address', KNOWN_ADDRESS_MS),
    registerPerIp: store.limiter('register-ip', { ...ACCOUNT_LIMITS.registerPerIp, max: registerPerHour }),
    passwordChangePerUser: store.limiter('password-user', ACCOUNT_LIMITS.passwordChangePerUser),
  };
}

/**
 * The budget a login try is charged to: the owner's own pair when this address has logged in as
 * this user before, else the username's (which a guesser anywhere can exhaust).
 */
export async function loginBudgetOf(limits: AccountLimiters, username: string, ip: string): Promise<{ limiter: RateLimiter; key: string; onSuccess(): Promise<void> }> {
  const usernameKey = username.toLowerCase();
  const pair = `${usernameKey}|${ip}`;
  const known = await limits.knownAddresses.knows(pair);
  const charged = known ? { limiter: limits.loginPerKnownAddress, key: pair } : { limiter: limits.loginPerUsername, key: usernameKey };
  return {
    ...charged,
    async onSuccess() {
      await Promise.all([charged.limiter.reset(charged.key), limits.knownAddresses.remember(pair)]);
    },
  };
}
