import { z } from 'zod';

/*
 * Guest comments, the proof-of-work captcha and IP 属地 (issue 29). A guest writes with a nickname,
 * an optional e-mail (kept for alerts, never shown) and an optional address; when the blogger has
 * not chosen 直接显示, the comment waits for review and only its writer's browser sees it.
 */

export const GUEST_COMMENT_LIMITS = { nameMax: 16, emailMax: 128, urlMax: 256, captchaMax: 2000 } as const;

export const GUEST_COMMENT_TEXT = {
  /** 401 when guest comments are off and nobody is logged in (SPEC: comments need an account). */
  loginRequired: '请先登录',
  nameMissing: '请填写昵称',
  nameTooLong: `昵称不能超过 ${GUEST_COMMENT_LIMITS.nameMax} 个字`,
  emailInvalid: '邮箱格式不正确，例如 name@example.com，也可以不填',
  urlInvalid: '网址须以 http:// 或 https:// 开头，也可以不填',
  captchaMissing: '请先完成人机验证',
  captchaInvalid: '人机验证未通过，请重新验证',
  captchaReplayed: '这次人机验证已经用过，请重新验证',
  /** The answer to a guest whose comment waits for review. */
  pending: '评论已提交，博主审核后对所有人显示',
  approved: '已通过审核',
  rejected: '已拒绝',
  approvedMany: (n: number) => `已通过 ${n} 条评论`,
  notPending: '这条评论不在待审核中',
} as const;

/** The places the captcha may guard, each switched in 网站设置. */
export const CAPTCHA_PLACES = ['comment', 'message', 'register'] as const;
export type CaptchaPlace = (typeof CAPTCHA_PLACES)[number];

const trimmed = (error: string) => z.string({ error }).transform((value) => value.trim());

/** A guest's fields on /api/comment/add and /apply; ignored when the caller is logged in. */
export const guestCommentFields = {
  guest_name: trimmed(GUEST_COMMENT_TEXT.nameMissing)
    .refine((value) => value !== '', { error: GUEST_COMMENT_TEXT.nameMissing })
    .refine((value) => [...value].length <= GUEST_COMMENT_LIMITS.nameMax, { error: GUEST_COMMENT_TEXT.nameTooLong })
    .optional(),
  guest_email: trimmed(GUEST_COMMENT_TEXT.emailInvalid)
    .refine((value) => value === '' || (value.length <= GUEST_COMMENT_LIMITS.emailMax && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)), {
      error: GUEST_COMMENT_TEXT.emailInvalid,
    })
    .optional(),
  guest_url: trimmed(GUEST_COMMENT_TEXT.urlInvalid)
    .refine((value) => value === '' || (value.length <= GUEST_COMMENT_LIMITS.urlMax && /^https?:\/\/[^\s<>"]+$/i.test(value)), {
      error: GUEST_COMMENT_TEXT.urlInvalid,
    })
    .optional(),
  /** The ALTCHA payload (base64 JSON of algorithm, challenge, number, salt, signature). */
  altcha: z
    .string({ error: GUEST_COMMENT_TEXT.captchaInvalid })
    .max(GUEST_COMMENT_LIMITS.captchaMax, { error: GUEST_COMMENT_TEXT.captchaInvalid })
    .optional(),
};

/** GET /api/captcha/challenge: an ALTCHA challenge (the widget's challengeurl answer). */
export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** POST /api/admin/comment/approveMany. */
export const approveCommentsBody = z.object({
  ids: z
    .array(z.number({ error: '评论编号必须是数字' }).int({ error: '评论编号必须是整数' }).positive({ error: '评论编号必须是正整数' }), {
      error: '请选择要通过的评论',
    })
    .min(1, { error: '请选择要通过的评论' })
    .max(100, { error: '一次最多通过 100 条评论' }),
});
