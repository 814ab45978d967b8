import { API_CODE, type ForgotPasswordBody, type LoginBody, type LoginResult, type PasswordStampBody, type PasswordStampCheck } from '@blog/contract';
import { withCaptcha } from '@/features/captcha/withCaptcha';
import { useSiteStore } from '@/features/site/siteStore';
import { http } from '@/lib/http';

/**
 * Login and register answer refusals (wrong password, taken name) with a non-zero code; the
 * dialog shows those itself as 错误提示, so the client's 温馨提示 toast is skipped.
 */
export function login(body: LoginBody) {
  return http.post<LoginResult>('/api/user/login', body, { skipBusinessToast: true });
}

/** With the captcha's solution when 网站设置 asks for it at registration. */
export async function register(body: { username: string; password: string; nick_name?: string }) {
  const required = useSiteStore.getState().config?.captcha_register === 1;
  return http.post<null>('/api/user/register', await withCaptcha(required, body), { skipBusinessToast: true });
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

/** 忘记密码: the server gives one answer whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody) {
  return http.post<null>('/api/user/forgotPassword', body, { skipBusinessToast: true });
}
