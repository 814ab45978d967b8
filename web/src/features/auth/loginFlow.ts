import { API_CODE, type LoginBody, type RegisterBody } from '@blog/contract';
import { unshownMessage } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/features/user/userStore';
import { getUserInfoById } from '@/features/user/api';
import { login, register } from './api';
import { showAccountError, showWelcome } from './accountFeedback';

/** A failure the http client has not already toasted gets the 错误提示 notice. */
function reportFailure(error: unknown, fallback: string): void {
  const message = unshownMessage(error, fallback);
  if (message) showAccountError(message);
}

/**
 * How a login went: logged in (with the password's stamp, for a remembered form), refused by the
 * server (wrong password, disabled account), or failed otherwise (network, user info).
 */
export type LoginOutcome = { ok: true; stamp: string } | { ok: false; refused: boolean };

/**
 * SPEC.md §4 login: store the token, fetch the user info by id, store it, then 登录成功 (or
 * 自动登录成功 after a register) and the welcome notice.
 */
export async function logInAndLoadUser(credentials: LoginBody, successText = '登录成功'): Promise<LoginOutcome> {
  const store = useUserStore.getState();
  let stamp: string;
  try {
    const res = await login(credentials);
    if (res.code !== API_CODE.success || !res.result) {
      showAccountError(res.message || '登录失败');
      return { ok: false, refused: true };
    }
    stamp = res.result.password_stamp;
    store.setToken(res.result.token);
    const info = await getUserInfoById(res.result.id, { skipBusinessToast: true });
    if (info.code !== API_CODE.success || !info.result) {
      store.clearSession();
      showAccountError(info.message || '获取用户信息失败');
      return { ok: false, refused: false };
    }
    store.setUserInfo(info.result);
  } catch (error) {
    // A half-made session (token without user info) would show neither 登录 nor the user.
    store.clearSession();
    reportFailure(error, '登录失败');
    return { ok: false, refused: false };
  }
  feedback.message.success(successText);
  showWelcome(useUserStore.getState().userInfo ?? { id: 0, nick_name: '' });
  return { ok: true, stamp };
}

/** Register (code 0), then log in with the same credentials. */
export async function registerAndLogIn(body: RegisterBody): Promise<LoginOutcome> {
  try {
    const res = await register(body);
    if (res.code !== API_CODE.success) {
      showAccountError(res.message || '注册失败');
      return { ok: false, refused: true };
    }
  } catch (error) {
    reportFailure(error, '注册失败');
    return { ok: false, refused: false };
  }
  return logInAndLoadUser({ username: body.username, password: body.password }, '自动登录成功');
}
