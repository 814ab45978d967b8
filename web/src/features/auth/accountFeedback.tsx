import type { UserInfo } from '@blog/contract';
import { feedback, WELCOME_NOTICE_KEY } from '@/lib/feedback';
import { greeting } from '@/lib/format';

/** SPEC.md §8: refusals of login, register and the user-info fetch, in red. */
export function showAccountError(message: string): void {
  feedback.notification.error({
    title: '错误提示',
    description: <span style={{ color: 'red' }}>{message || '请求失败'}</span>,
  });
}

/** User 3 is greeted with a plain 你好 (SPEC.md §8); everyone else by the hour band. */
export const PLAIN_GREETING_USER_ID = 3;

export function welcomeText(user: Pick<UserInfo, 'id' | 'nick_name'>, now: Date = new Date()): string {
  return user.id === PLAIN_GREETING_USER_ID ? '你好' : greeting(user.nick_name, now);
}

export function showWelcome(user: Pick<UserInfo, 'id' | 'nick_name'>): void {
  feedback.notification.success({ key: WELCOME_NOTICE_KEY, title: '欢迎～', description: welcomeText(user) });
}
