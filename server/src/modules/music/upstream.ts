import { REQUEST_TIMEOUT_MS, type MusicErrorResponse } from '@blog/contract';
import { UPSTREAM_DOWN_MESSAGE } from './messages';

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

export const UPSTREAM_DOWN: UpstreamAnswer = { status: 502, body: { code: 502, message: UPSTREAM_DOWN_MESSAGE, result: null } satisfies MusicErrorResponse };

/**
 * MUSIC_UPSTREAM: a NetEase-compatible API server answers the /wapi calls instead of our library.
 * `/wapi/search?keywords=x` becomes `<upstream>/search?keywords=x`. Its answer is passed through;
 * no answer within the client's timeout, a server error or a body that is not JSON is a 502.
 */
export function createUpstream(base: string, timeoutMs = REQUEST_TIMEOUT_MS) {
  const root = base.replace(/\/+$/, '');
  return async function forward(subPath: string, search: string): Promise<UpstreamAnswer> {
    try {
      const response = await fetch(`${root}/${subPath}${search}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500) return UPSTREAM_DOWN;
      const body: unknown = JSON.parse(await response.text());
      return { status: response.status, body };
    } catch {
      return UPSTREAM_DOWN;
    }
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
