import { API_CODE, type LoginBody, type LoginResult, type PasswordStampBody, type PasswordStampCheck } from '@blog/contract';
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

/**
 * Whether a remembered password still holds (false once it was changed anywhere); null when the
 * server could not say (the dialog then offers the form as it is, and a refused login still tells).
 */
export async function checkPasswordStamp(body: PasswordStampBody): Promise<boolean | null> {
  try {
    const res = await http.post<PasswordStampCheck>('/api/user/checkPasswordStamp', body, { skipBusinessToast: true });
    return res.code === API_CODE.success ? res.result.current : null;
  } catch {
    return null;
  }
}
