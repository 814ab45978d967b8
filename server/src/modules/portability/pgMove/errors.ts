/**
 * A refusal or failure the user can act on: its message is Chinese and complete, so the command
 * line prints it as it is (no stack). Anything else that goes wrong is wrapped in one of these
 * before it leaves the move.
 */
export class MoveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MoveError';
  }
}

/** The database's own words for an unexpected error (pg errors carry a useful `detail`). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = (error as Error & { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? `${error.message}（${detail}）` : error.message;
}

/** A database URL safe to print: the password is replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
