import type { LoginBody, LoginResult } from '@blog/contract';
import { http } from '@/lib/http';

/**
 * Login and register answer refusals (wrong password, taken name) with a non-zero code; the
 * dialog shows those itself as 错误提示, so the client's 温馨提示 toast is skipped.
 */
export function login(body: LoginBody) {
  return http.post<LoginResult>('/api/user/login', body, { skipBusinessToast: true });
}

export function register(body: { username: string; password: string; nick_name?: string }) {
  return http.post<null>('/api/user/register', body, { skipBusinessToast: true });
}
