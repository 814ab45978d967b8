import { z } from 'zod';
import type { ChatMessageItem, ChatOnlineUser } from './chat';
import type { PageResult } from './envelope';
import type { AdminLinkItem } from './links';
import { linkApplicationBody } from './linksSchemas';
import { currentPageSchema, idSchema, idSchemaOf, pageSizeSchema } from './requests';
import { usernameSchema } from './account';

/* The admin console's friend-link, user and chat-history calls (DESIGN.md §8). Dates are ISO strings. */

const KEYWORD_MAX = 50;
const keyword = z
  .string({ error: '搜索内容必须是文字' })
  .trim()
  .max(KEYWORD_MAX, { error: `搜索内容不能超过 ${KEYWORD_MAX} 个字` })
  .optional();

// ---------------------------------------------------------------------------------------------
// Friend links

export const LINK_ADMIN_MESSAGES = {
  saved: '保存成功',
  sorted: '排序已保存',
  /** The order sent is not exactly the approved links (one was added or removed meanwhile). */
  orderStale: '友链列表已经变化，请刷新后再排序',
  missing: '友链不存在或已被删除',
} as const;

/** Most links one console page holds: friend links are a short list, shown whole so it can be reordered. */
export const LINK_ADMIN_LIST_MAX = 1000;

/** GET /api/links/adminAll: pending applications first (oldest first), then approved links in the visitors' order. */
export interface AdminLinkBoard {
  pending: AdminLinkItem[];
  approved: AdminLinkItem[];
}

/** PUT /api/links/adminUpdate: the admin edits any link; its review status stays as it is. */
export const adminLinkUpdateBody = linkApplicationBody.extend({ id: idSchema });

/** PUT /api/links/adminSort: every approved link's id, in the order /links shows them. */
export const adminLinkSortBody = z.object({
  ids: z
    .array(idSchema, { error: '排序必须是友链编号的列表' })
    .min(1, { error: '没有要排序的友链' })
    .max(LINK_ADMIN_LIST_MAX, { error: `一次最多排序 ${LINK_ADMIN_LIST_MAX} 个友链` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '排序里有重复的友链' }),
});

export type AdminLinkUpdateBody = z.infer<typeof adminLinkUpdateBody>;
export type AdminLinkSortBody = z.infer<typeof adminLinkSortBody>;

// ---------------------------------------------------------------------------------------------
// Users

export const USER_ADMIN_MESSAGES = {
  missing: '用户不存在',
  disableSelf: '不能禁用自己的账号',
  disableAdmin: '不能禁用管理员账号，请先取消他的管理员身份',
  roleSelf: '不能修改自己的管理员身份',
  lastAdmin: '这是最后一位管理员，不能取消管理员身份',
  disabledNotAdmin: '已禁用的账号不能设为管理员，请先启用',
  disabled: '已禁用，该用户的登录已全部失效',
  enabled: '已启用',
  madeAdmin: '已设为管理员',
  removedAdmin: '已取消管理员身份',
  passwordReset: '密码已重置，该用户的登录已全部失效',
  resetSelf: '不能在这里重置自己的密码，请到个人中心修改',
} as const;

export const USER_STATUS_FILTER = { enabled: 1, disabled: 2 } as const;

/** POST /api/user/adminList: keyword matches the username or the nickname. */
export const adminUserListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  keyword,
  role: z.union([z.literal(1), z.literal(2)], { error: '角色只能是 1（管理员）或 2（普通用户）' }).optional(),
  status: z.union([z.literal(1), z.literal(2)], { error: '状态只能是 1（正常）或 2（已禁用）' }).optional(),
});

/** PUT /api/user/adminRole/:id/:role */
export const adminUserRoleParams = z.object({
  id: idSchemaOf('用户编号'),
  role: z.coerce.number({ error: '角色只能是 1（管理员）或 2（普通用户）' }).pipe(z.union([z.literal(1), z.literal(2)], { error: '角色只能是 1（管理员）或 2（普通用户）' })),
});

export interface AdminUserRow {
  id: number;
  username: string;
  nick_name: string;
  avatar: string;
  /** USER_ROLE: 1 admin, 2 user. */
  role: number;
  disabled: boolean;
  createdAt: string;
  /** Null when the user never logged in since the column exists. */
  lastLoginAt: string | null;
  comment_count: number;
  message_count: number;
}

/** PUT /api/user/adminResetPassword/:id: shown once, never stored in clear. */
export interface AdminPasswordReset {
  password: string;
}

export type AdminUserListBody = z.infer<typeof adminUserListBody>;
export type AdminUserPage = PageResult<AdminUserRow>;

export const USERNAME_CLASH_MESSAGES = {
  renamed: '用户名已修改，请告诉该用户用新的用户名登录',
  unchanged: '用户名没有变化',
} as const;

/** PUT /api/user/adminRename/:id: a new login name for an account (the same rules as registering). */
export const adminRenameBody = z.object({ username: usernameSchema });
export type AdminRenameBody = z.infer<typeof adminRenameBody>;

/** One account of a clash (GET /api/user/adminNameClashes). */
export interface UsernameClashAccount {
  id: number;
  username: string;
  nick_name: string;
  createdAt: string;
  lastLoginAt: string | null;
  /**
   * Holds the name: the oldest account of the group, the one registrations are checked against.
   * The others were registered before names became unique regardless of case.
   */
  holdsName: boolean;
}

/** Accounts whose usernames differ only in case (or full-width forms, invisible characters): one must be renamed. */
export interface UsernameClash {
  /** The name they all fold to. */
  key: string;
  accounts: UsernameClashAccount[];
}

// ---------------------------------------------------------------------------------------------
// Chat history

/** POST /api/chat/adminList: newest first; keyword matches the text of text messages. */
export const adminChatListBody = z.object({ current: currentPageSchema, size: pageSizeSchema, keyword });

export type AdminChatListBody = z.infer<typeof adminChatListBody>;
export type AdminChatPage = PageResult<ChatMessageItem>;

/** GET /api/chat/adminOnline: the users in the room now, over every server process. */
export interface AdminChatOnline {
  list: ChatOnlineUser[];
}
