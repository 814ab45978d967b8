export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` once, `waitMs` after the last call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Calls `fn` at most once per `waitMs`, and once more at the end so the last state is never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (trailing !== undefined) clearTimeout(trailing);
    trailing = undefined;
    if (remaining <= 0) {
      last = now;
      fn(...args);
    } else {
      trailing = setTimeout(() => {
        last = Date.now();
        trailing = undefined;
        fn(...args);
      }, remaining);
    }
  };
  throttled.cancel = () => {
    if (trailing !== undefined) clearTimeout(trailing);
    trailing = undefined;
  };
  return throttled;
}
