/* Friend links (友链): types, limits and the form rules both the server and the web form apply. */

import { NOTIFY_TYPE } from './constants';

/** `link.status` */
export const LINK_STATUS = { pending: 1, approved: 2 } as const;

/** Notification type of a review result: its jump opens /link/list. */
export const LINK_NOTIFY_TYPE = NOTIFY_TYPE.link;

export const LINK_LIMITS = {
  siteNameMax: 20,
  siteDescMax: 60,
  urlMax: 255,
  avatarMax: 255,
} as const;

export const LINK_MESSAGES = {
  siteNameRequired: '请输入网站名称',
  siteNameLength: `网站名称不能超过 ${LINK_LIMITS.siteNameMax} 个字`,
  siteDescRequired: '请输入网站描述',
  siteDescLength: `网站描述不能超过 ${LINK_LIMITS.siteDescMax} 个字`,
  avatarInvalid: '头像必须是 http:// 或 https:// 开头的图片地址，或本站上传的图片',
  avatarLength: `头像地址不能超过 ${LINK_LIMITS.avatarMax} 个字符`,
  urlRequired: '请输入网站地址',
  urlInvalid: '网站地址必须是以 http:// 或 https:// 开头的有效网址',
  urlLength: `网站地址不能超过 ${LINK_LIMITS.urlMax} 个字符`,
} as const;

/** Answers of the link calls that the page shows as they are. */
export const LINK_TEXT = {
  applied: '申请已提交，等待博主审核',
  /** A second application of a user whose first still waits: one link per user, the new content replaces it. */
  replacedPending: '已用新的内容替换你待审核的申请',
  updatedPending: '修改成功，等待博主审核',
  updatedBackToPending: '修改成功，友链将在博主重新审核后再次显示',
  unchanged: '内容没有变化',
  noApplication: '你还没有申请友链',
  notYours: '只能修改自己的友链申请',
  missing: '友链不存在',
  approved: '已通过审核',
  alreadyApproved: '该友链已经通过审核',
  rejected: '已拒绝并删除该申请',
} as const;

/** Code points, so an emoji counts as one character on the server and in the form alike. */
const charCount = (value: string) => [...value].length;

/** A public http(s) address: no other scheme (javascript:, data: …), no credentials, a dotted host. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s<>"'`\\]/.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return parsed.hostname.includes('.') && !parsed.hostname.startsWith('.') && !parsed.hostname.endsWith('.');
}

/** What our own upload answers (`/api/upload/img`): `/uploads/img/<sha256>.webp`. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/img\/[a-f0-9]{64}\.webp$/;

/**
 * One rule per field, returning the Chinese message or null when the (trimmed) value is fine.
 * The server's zod schema and the antd form both call these, so they can never disagree.
 */
export const linkFieldProblem = {
  site_name(raw: string): string | null {
    const value = raw.trim();
    if (!value) return LINK_MESSAGES.siteNameRequired;
    return charCount(value) > LINK_LIMITS.siteNameMax ? LINK_MESSAGES.siteNameLength : null;
  },
  site_desc(raw: string): string | null {
    const value = raw.trim();
    if (!value) return LINK_MESSAGES.siteDescRequired;
    return charCount(value) > LINK_LIMITS.siteDescMax ? LINK_MESSAGES.siteDescLength : null;
  },
  /** Optional (the original client sends "" when no picture was uploaded): the list then shows a placeholder. */
  site_avatar(raw: string): string | null {
    const value = raw.trim();
    if (!value) return null;
    if (value.length > LINK_LIMITS.avatarMax) return LINK_MESSAGES.avatarLength;
    return UPLOADED_IMAGE_PATTERN.test(value) || isWebUrl(value) ? null : LINK_MESSAGES.avatarInvalid;
  },
  url(raw: string): string | null {
    const value = raw.trim();
    if (!value) return LINK_MESSAGES.urlRequired;
    if (value.length > LINK_LIMITS.urlMax) return LINK_MESSAGES.urlLength;
    return isWebUrl(value) ? null : LINK_MESSAGES.urlInvalid;
  },
};

export type LinkField = keyof typeof linkFieldProblem;

/** POST /api/links/add and /api/links/frontUpdate (`id` optional: the caller's own application is meant). */
export interface LinkApplication {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

/** One approved link of POST /api/links/getLinksList. */
export interface LinkItem {
  id: number;
  site_name: string;
  site_desc: string;
  /** May be empty: the page shows a placeholder. */
  site_avatar: string;
  url: string;
  /** The applicant's account (null for links the blogger added): the original client shows its edit icon to them. */
  user_id: number | null;
}

/** The caller's own application (GET /api/links/getOwnLink) and the admin's list rows. */
export interface OwnLink extends LinkItem {
  /** LINK_STATUS: 1 pending, 2 approved. */
  status: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of the admin list: an application with its applicant (null for links the blogger added). */
export interface AdminLinkItem extends OwnLink {
  nick_name: string | null;
}
