/**
 * The instant the publishing rules go by (定时发布: what is due, whether a chosen time is past).
 * Tests move it instead of sleeping: unit tests with setClockOffsetForTests, end-to-end tests
 * through PUT /api/testClock, which exists only with TEST_CLOCK_FOR_TESTS (refused under
 * NODE_ENV=production, see config.ts). Module state, like the site's time zone (siteTime.ts):
 * the rules that read it sit deep in services.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function nowIsoAt(): string {
  return now().toISOString();
}

/** Moves this process's clock by `ms` from the real time (0 puts it back). */
export function setClockOffsetForTests(ms: number): void {
  offsetMs = ms;
}

export function clockOffsetMs(): number {
  return offsetMs;
}
