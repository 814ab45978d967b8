import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { likerKey } from './auth';
import type { RateLimitStore } from './rateLimitStore';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What the public counters count: an article's views (热门文章), the site's visits (访问量, the
 * dashboard's daily views) and a song's plays (热门播放). Each counts a person once per window, so
 * one client repeating a request cannot pump it:
 * - a visit is a session: 30 minutes, the usual web-analytics session length;
 * - an article is read, or a song played, once an hour per person: a reader coming back later
 *   counts again, one refreshing or one song on repeat does not.
 * A person is the account when logged in, else the browser's visitor key (our client's
 * `x-visitor-key`), else the address (the original client sends no key). A key is what the browser
 * says, so one machine could invent a key per request: as with likes, one address brings in at most
 * `newKeysPerIp` keys an hour, and past that its requests count as the address itself.
 */
export const VISIT_COUNTING = {
  windows: { visit: 30 * MINUTE, view: HOUR, play: HOUR },
  newKeysPerIp: { max: 20, windowMs: HOUR },
} as const;

export type CountedThing = keyof typeof VISIT_COUNTING.windows;

export interface VisitCounter {
  /**
   * Whether this request is the first of its person for `thing` `id` in the window (and records
   * it). False for crawlers and other programs that say what they are, and for requests without a
   * User-Agent: browsers always send one.
   */
  counts(request: FastifyRequest, thing: CountedThing, id?: number): Promise<boolean>;
}

/** Not a person: a crawler, a link preview, a script (isbot knows some 1,000 of them), or no User-Agent at all. */
export function isAutomated(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  return !agent || isbot(agent);
}

/** The counters' memory lives where every rate limit does: this process, or Redis for all processes. */
export function createVisitCounter(store: RateLimitStore): VisitCounter {
  const seen = {
    visit: store.memory('count-visit', VISIT_COUNTING.windows.visit),
    view: store.memory('count-view', VISIT_COUNTING.windows.view),
    play: store.memory('count-play', VISIT_COUNTING.windows.play),
  };
  const newKeysPerIp = store.limiter('count-keys-ip', VISIT_COUNTING.newKeysPerIp);
  const admittedKeys = store.memory('count-key-ip', VISIT_COUNTING.newKeysPerIp.windowMs);

  /** The person behind the request; an address that invents keys is counted as itself. */
  async function personOf(request: FastifyRequest): Promise<string> {
    const person = likerKey(request);
    if (request.userId !== null || request.visitorKey === null) return person;
    const pair = `${request.ip}|${person}`;
    if (await admittedKeys.knows(pair)) return person;
    if (!(await newKeysPerIp.hit(request.ip)).allowed) return `ip:${request.ip}`;
    await admittedKeys.remember(pair);
    return person;
  }

  return {
    async counts(request, thing, id) {
      if (isAutomated(request)) return false;
      return seen[thing].claim(`${id ?? ''}|${await personOf(request)}`);
    },
  };
}
