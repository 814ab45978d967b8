import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema } from './account';

/*
 * Accounts with e-mail (issue 29): the personal centre's 邮箱 and 通知设置, and 忘记密码.
 * An address is only stored on the account once its owner opened the link mailed to it.
 */

export const ACCOUNT_MAIL_LIMITS = { emailMax: 254, accountMax: 254, tokenMax: 128 } as const;

/** The mails a user may turn off in 通知设置. */
export const USER_MAIL_KINDS = ['reply', 'link'] as const;
export type UserMailKind = (typeof USER_MAIL_KINDS)[number];
/** Their names in the mails, on the unsubscribe pages and in the console's 发件箱. */
export const USER_MAIL_LABELS: Record<UserMailKind, string> = { reply: '回复提醒', link: '友链审核结果' };

const EMAIL_PATTERN = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/** PUT /api/user/email: '' removes the address; anything else is mailed a verification link. */
export const setEmailBody = z.strictObject({
  email: z
    .string({ error: '邮箱必须是文字' })
    .trim()
    .max(ACCOUNT_MAIL_LIMITS.emailMax, { error: `邮箱不能超过 ${ACCOUNT_MAIL_LIMITS.emailMax} 个字符` })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: '邮箱格式不正确，例如 me@example.com' }),
});

/** PUT /api/user/mailPrefs: which mails this account wants. */
export const mailPrefsBody = z.strictObject({
  reply: z.boolean({ error: 'reply 必须是 true 或 false' }),
  link: z.boolean({ error: 'link 必须是 true 或 false' }),
});

/** POST /api/user/forgotPassword: the username or the verified e-mail address. */
export const forgotPasswordBody = z.strictObject({
  account: z
    .string({ error: '请输入用户名或邮箱' })
    .trim()
    .min(1, { error: '请输入用户名或邮箱' })
    .max(ACCOUNT_MAIL_LIMITS.accountMax, { error: `用户名或邮箱不能超过 ${ACCOUNT_MAIL_LIMITS.accountMax} 个字符` }),
});

const tokenSchema = z
  .string({ error: '链接不完整' })
  .min(1, { error: '链接不完整' })
  .max(ACCOUNT_MAIL_LIMITS.tokenMax, { error: '链接无效' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: '链接无效' });

/** POST /api/user/verifyEmail */
export const verifyEmailBody = z.object({ token: tokenSchema });

/** POST /api/user/resetPassword: the link's token and the new password twice. */
export const resetPasswordBody = z
  .object({
    token: tokenSchema,
    password1: newPasswordSchema,
    password2: z.string({ error: ACCOUNT_MESSAGES.confirmRequired }).min(1, { error: ACCOUNT_MESSAGES.confirmRequired }),
  })
  .refine((v) => v.password1 === v.password2, { error: ACCOUNT_MESSAGES.confirmMismatch, path: ['password2'] });

export type SetEmailBody = z.infer<typeof setEmailBody>;
export type MailPrefsBody = z.infer<typeof mailPrefsBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** result of GET /api/user/email */
export interface AccountEmailView {
  /** The verified address; '' when none. */
  email: string;
  /** An address waiting for its link to be opened; '' when none. */
  pending_email: string;
  prefs: MailPrefsBody;
  /** Whether the site can send mail at all (the blogger set up SMTP). */
  mail_enabled: boolean;
}

/** The one answer of 忘记密码, whether or not the account exists. */
export const FORGOT_PASSWORD_ANSWER = '如果这个账号绑定了已验证的邮箱，重置密码的链接已发到那里，30 分钟内有效。没有收到请检查垃圾邮件，或联系博主。';
