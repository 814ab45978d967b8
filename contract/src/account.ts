import { guestCommentFields } from './guestComment';
import { z } from 'zod';
import { NOTIFY_TYPE } from './constants';
import { currentPageSchema, idSchemaOf } from './requests';
import type { PageResult } from './envelope';

/**
 * Account rules of SPEC.md §5, shared by the register/login forms and the server.
 * The password pattern allows 6–18 characters while its message says 8–18: SPEC.md keeps both.
 */
export const ACCOUNT_MESSAGES = {
  usernameRequired: '请输入用户账号',
  usernameLength: '用户账号长度应该在5-16位之间',
  loginPasswordRequired: '请输入用户密码',
  passwordRequired: '请输入密码',
  passwordPattern: '密码格式应为8-18位数字、字母、符号的任意两种组合',
  confirmRequired: '请输入确认密码',
  confirmMismatch: '两次密码不一致',
  nickNameLength: '昵称不能超过 16 个字符',
  avatarInvalid: '头像地址不正确',
} as const;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 16;
export const NICK_NAME_MAX = 16;

/** 6–18 characters, not all digits, not all letters, not all symbols, no Chinese characters. */
export const PASSWORD_PATTERN = /^(?![\d]+$)(?![a-zA-Z]+$)(?![^\da-zA-Z]+$)([^\u4e00-\u9fa5]{6,18})$/;

export const usernameSchema = z
  .string({ error: ACCOUNT_MESSAGES.usernameRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.usernameRequired })
  .refine((v) => v.length >= USERNAME_MIN && v.length <= USERNAME_MAX, { error: ACCOUNT_MESSAGES.usernameLength });

export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .regex(PASSWORD_PATTERN, { error: ACCOUNT_MESSAGES.passwordPattern });

export const nickNameSchema = z.string().trim().max(NICK_NAME_MAX, { error: ACCOUNT_MESSAGES.nickNameLength });

/** POST /api/user/login */
export const loginBody = z.object({
  username: z.string({ error: ACCOUNT_MESSAGES.usernameRequired }).trim().min(1, { error: ACCOUNT_MESSAGES.usernameRequired }),
  password: z.string({ error: ACCOUNT_MESSAGES.loginPasswordRequired }).min(1, { error: ACCOUNT_MESSAGES.loginPasswordRequired }),
});

/** POST /api/user/register; nick_name optional (the server picks a default). */
export const registerBody = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  nick_name: nickNameSchema.optional(),
  /** The captcha's solution, required when 网站设置 turns the captcha on for registration. */
  altcha: guestCommentFields.altcha,
});

/** A body with a key the call does not know is refused, naming it (the API document lists every key). */
const knownKeysOnly = {
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `不认识的字段：${(issue.keys ?? []).join('、')}` : undefined),
};

/**
 * PUT /api/user/updateOwnUserInfo. The original client sends back the profile it read with the
 * form (ORIGINAL-CLIENT-API.md §2.7): id, role, qq, ipAddress and avatarList are accepted and
 * ignored (who and what role come from the token and the database); any other key is refused.
 */
export const updateOwnUserInfoBody = z.strictObject(
  {
    nick_name: nickNameSchema.min(1, { error: '请输入昵称' }),
    avatar: z.string().max(512, { error: ACCOUNT_MESSAGES.avatarInvalid }),
    id: z.unknown().optional(),
    role: z.unknown().optional(),
    qq: z.unknown().optional(),
    ipAddress: z.unknown().optional(),
    avatarList: z.unknown().optional(),
  },
  knownKeysOnly,
);

/** PUT /api/user/updatePassword: the current password, then the new one twice; nothing else (the original client sends these three). */
export const updatePasswordBody = z
  .strictObject(
    {
      password: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }),
      password1: newPasswordSchema,
      password2: z.string({ error: ACCOUNT_MESSAGES.confirmRequired }).min(1, { error: ACCOUNT_MESSAGES.confirmRequired }),
    },
    knownKeysOnly,
  )
  .refine((v) => v.password1 === v.password2, { error: ACCOUNT_MESSAGES.confirmMismatch, path: ['password2'] });

/** POST /api/notify/getNotifyList */
export const notifyListBody = z.object({
  current: currentPageSchema,
  size: z.coerce.number({ error: '每页条数必须是数字' }).int({ error: '每页条数必须是整数' }).min(1, { error: '每页条数必须大于 0' }).max(50, { error: '每页条数不能大于 50' }),
  /** What the original client sends (its own id). The token decides whose list it is; this is not read. */
  userId: z.unknown().optional(),
});

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type UpdateOwnUserInfoBody = z.infer<typeof updateOwnUserInfoBody>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** result of POST /api/user/login */
export interface LoginResult {
  token: string;
  id: number;
  /**
   * A fingerprint of the account's current password, kept with a remembered login form so the
   * dialog can ask (checkPasswordStamp) whether the remembered password still works before
   * offering it. Any password change, anywhere, makes it stale.
   */
  password_stamp: string;
}

/** result of PUT /api/user/updatePassword: the new password's stamp, for a remembered form. */
export interface PasswordChanged {
  password_stamp: string;
}

/** POST /api/user/checkPasswordStamp: is the password a remembered form holds still this account's? */
export const passwordStampBody = z.object({
  username: z.string({ error: ACCOUNT_MESSAGES.usernameRequired }).trim().min(1, { error: ACCOUNT_MESSAGES.usernameRequired }).max(64, { error: ACCOUNT_MESSAGES.usernameLength }),
  password_stamp: z.string({ error: '缺少密码指纹' }).min(1, { error: '缺少密码指纹' }).max(128, { error: '密码指纹不正确' }),
});
export type PasswordStampBody = z.infer<typeof passwordStampBody>;

/** result of POST /api/user/checkPasswordStamp */
export interface PasswordStampCheck {
  /** false when the password changed since the stamp was issued (or there is no such account). */
  current: boolean;
}

/**
 * The avatar every account without its own picture shows (served by our server; new accounts are
 * given it, older ones were moved to it by migration 017).
 */
export const DEFAULT_AVATAR_URL = '/uploads/default/avatar.svg';

/** result of GET /api/user/getUserInfoById/:id: public fields only. */
export interface UserInfo {
  id: number;
  nick_name: string;
  avatar: string;
  /** USER_ROLE: 1 admin, 2 user. */
  role: number;
}

/** result of POST /api/upload/img */
export interface UploadResult {
  url: string;
}

/** One item of the notification drawer (SPEC.md §3). */
export interface NotifyItem {
  id: number;
  /** NOTIFY_TYPE: 1 article, 2 talk, 3 message list, 4 admin page (admins only), 5 friend link, 6 account. */
  type: number;
  /** Id of the target (article id, talk id …); null when the type needs none. */
  to_id: number | null;
  /** Text, possibly HTML (rendered by SPEC.md §5's rule, then sanitized). */
  message: string;
  /** 1 unread, 2 read. */
  isView: number;
  /** "YYYY-MM-DD HH:mm:ss" in the site's zone. */
  createdAt: string;
}

/** result of POST /api/notify/getNotifyList: a page, and how many of all the user's are unread. */
export interface NotifyPage extends PageResult<NotifyItem> {
  /** Over every page, not only this one: what the bell counts. */
  unread: number;
}

/** PUT /api/user/adminDisable/:id (admin only): disable (true) or enable (false) an account. */
export const adminDisableBody = z.object({
  disabled: z.boolean({ error: '请选择禁用或启用' }).default(true),
});

export const NOTIFY_MESSAGE_MAX = 500;

export const ADMIN_PAGE_NOTICE_REFUSED = '后台消息（类型 4）只能发给管理员，普通用户打开只会看到没有权限';

/** POST /api/notify/adminSend (admin only): a message from the admin to one user; by default an account notice (6). */
export const adminSendNotifyBody = z.object({
  user_id: idSchemaOf('用户编号'),
  message: z
    .string({ error: '请输入消息内容' })
    .trim()
    .min(1, { error: '请输入消息内容' })
    .max(NOTIFY_MESSAGE_MAX, { error: `消息不能超过 ${NOTIFY_MESSAGE_MAX} 个字符` }),
  type: z.coerce
    .number({ error: '消息类型必须是数字' })
    .int({ error: '消息类型不正确' })
    .min(1, { error: '消息类型不正确' })
    .max(NOTIFY_TYPE.account, { error: '消息类型不正确' })
    .default(NOTIFY_TYPE.account),
  to_id: idSchemaOf('目标编号').nullable().default(null),
});

export type AdminDisableBody = z.infer<typeof adminDisableBody>;
export type AdminSendNotifyBody = z.infer<typeof adminSendNotifyBody>;
