import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';
import { now } from '../../platform/clock';
import type { EventBus } from '../../platform/eventBus';

/**
 * 定时发布 (issue 28). A scheduled article is a row with status 4 and its time in created_at: the
 * job is durable (the database holds it, a restart loses nothing) and visitors never see it, since
 * every visitor query asks for status 1 exactly as it does to hide drafts.
 *
 * Publishing is one conditional UPDATE (`where status = 4 … returning id`): when several processes
 * share PostgreSQL and run it at once, the row lock makes the second re-read the row, find status 1
 * and skip it, so each article is published by exactly one of them. The publisher then tells every
 * process over the event bus (Redis when several run) to forget its cached lists and pages.
 */

export const ARTICLES_PUBLISHED_CHANNEL = 'articles-published';

/** Longest wait between two looks at the schedule (another process may have scheduled something). */
const DEFAULT_INTERVAL_MS = 30_000;

export function createSchedulePublisher(db: Db) {
  const k = db.kysely;
  return {
    /** Publishes what is due at `at`; the ids this call published (none that another call did). */
    async publishDue(at: Date): Promise<number[]> {
      const stamp = at.toISOString();
      const rows = await k
        .updateTable('article')
        // updated_at moves the feeds' and sitemap's Last-Modified and entity tags.
        .set({ status: ARTICLE_STATUS.public, updated_at: stamp })
        .where('status', '=', ARTICLE_STATUS.scheduled)
        .where('deleted_at', 'is', null)
        .where('created_at', '<=', stamp)
        .returning('id')
        .execute();
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** The earliest publish time still waiting (live articles only); null when nothing is scheduled. */
    async nextDue(): Promise<string | null> {
      const row = await k
        .selectFrom('article')
        .select((eb) => eb.fn.min('created_at').as('due'))
        .where('status', '=', ARTICLE_STATUS.scheduled)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return (row?.due as string | null | undefined) ?? null;
    },
  };
}

export interface ArticleScheduler {
  /** Publishes what is due now and re-arms the timer; the ids published by this call. */
  runDue(): Promise<number[]>;
  /** After a save that scheduled something: look again at the new earliest time. */
  rearm(): void;
  stop(): void;
}

export interface SchedulerOptions {
  db: Db;
  bus: EventBus;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs the schedule in this process: once at start (what fell due while the server was down), then
 * at the next due time, looking at least every `intervalMs`.
 */
export function createArticleScheduler({ db, bus, intervalMs = DEFAULT_INTERVAL_MS, onError = (error) => console.error('定时发布失败：', error) }: SchedulerOptions): ArticleScheduler {
  const publisher = createSchedulePublisher(db);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // One run at a time in this process; a run asked for during one follows it.
  let running: Promise<number[]> | null = null;

  async function arm(): Promise<void> {
    if (stopped) return;
    const due = await publisher.nextDue();
    if (stopped) return;
    const untilDue = due === null ? intervalMs : Math.max(0, Date.parse(due) - now().getTime());
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void runDue().catch(onError), Math.min(intervalMs, untilDue));
    timer.unref();
  }

  async function runOnce(): Promise<number[]> {
    const ids = await publisher.publishDue(now());
    if (ids.length > 0) await bus.publish(ARTICLES_PUBLISHED_CHANNEL, { ids }).catch(onError);
    await arm();
    return ids;
  }

  function runDue(): Promise<number[]> {
    const next = (running ?? Promise.resolve([] as number[])).catch(() => []).then(runOnce);
    running = next;
    void next.finally(() => {
      if (running === next) running = null;
    }).catch(() => undefined);
    return next;
  }

  return {
    runDue,
    rearm: () => void arm().catch(onError),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
