/**
 * Runs `run` at most once per `intervalMs`: the first request at once, any further requests within
 * the interval as one run at its end (so the last state always goes out). With 0 every request runs.
 */
export function throttled(run: () => void, intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    run();
  };
  return {
    request(): void {
      if (timer !== null) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) return fire();
      timer = setTimeout(fire, wait);
      timer.unref();
    },
    cancel(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
