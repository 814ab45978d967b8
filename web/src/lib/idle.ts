/**
 * Runs `task` once the browser has nothing more urgent to do (the page has rendered), at the latest
 * after `timeoutMs`. Where requestIdleCallback is missing (Safari, jsdom) it runs in a later task.
 * Returns the clean-up for an effect.
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
