/** Resolves in a new task, so the work before and after it are separate short tasks. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
