/*
 * The live chat room (DESIGN.md §4, ORIGINAL-CLIENT-API.md §3): flat websocket frames `{type, ...fields}`
 * both ways, as the original client speaks them, and the room's REST calls.
 */

import { NUL_TEXT_MESSAGE } from './constants';

/** Our client's address. The server also accepts the original client's `/ws/` and any path under it. */
export const CHAT_WS_PATH = '/ws/chat';

/** chat_message.content_type in the database. Every client sees CHAT_CONTENT_KIND instead. */
export const CHAT_CONTENT_TYPE = { text: 1, image: 2 } as const;

/** content_type on the wire (REST and websocket), as the original client compares it (`== 'text'`, else image). */
export const CHAT_CONTENT_KIND = { text: 'text', image: 'image' } as const;
export type ChatContentKind = (typeof CHAT_CONTENT_KIND)[keyof typeof CHAT_CONTENT_KIND];

/** Longest text message, in characters (code points) after trimming. */
export const CHAT_TEXT_MAX = 500;

/**
 * How long a user an admin forced offline stays out of the room: reconnecting (another tab, a
 * reload, another server process) cannot undo the admin's action before this has passed.
 */
export const CHAT_FORCED_OFFLINE_MS = 10 * 60_000;

/** Close code of a socket whose user is forced offline (4000–4999 are the application's). */
export const CHAT_FORCED_OFFLINE_CLOSE_CODE = 4001;

/** Longest `client_id` a client may tag its message with. */
export const CHAT_CLIENT_ID_MAX = 64;

/** What the room tells a user in a `tips` message or a REST refusal; verbatim SPEC.md where it has one. */
export const CHAT_TEXT = {
  loginRequired: '请先登录',
  /** The socket's login ended since its init (password reset, account disabled): the HTTP guards' words. */
  sessionEnded: '登录过期，请重新登录',
  emptyMessage: '请输入消息再发送',
  tooLong: `消息不能超过 ${CHAT_TEXT_MAX} 个字`,
  badImage: '图片不存在，请重新上传',
  tooFrequent: '发送太频繁，请稍后再试',
  revertOthers: '只能撤回自己的消息',
  messageMissing: '消息不存在',
  forbidden: '权限不足',
  offlineSelf: '不能强制自己下线',
  forcedOffline: '你已被管理员强制下线',
  userMissing: '用户不存在',
  badFormat: '消息格式不正确',
  /** A socket sending frames faster than its budget (server/src/modules/chat/limits.ts). */
  tooManyFrames: '操作太频繁，请稍后再试',
  /** One address opened more chat sockets than it may; the new one is closed. */
  tooManySockets: '同一网络打开的聊天窗口太多，请关闭一些页面后再试',
  /** PostgreSQL cannot store U+0000, SQLite can: refused on both, as the HTTP side does. */
  nulText: NUL_TEXT_MESSAGE,
  reverted: '撤回成功',
  cleared: '聊天记录已清空',
} as const;

/**
 * One stored message as every client shows it. Dates are "YYYY-MM-DD HH:mm:ss" in the site's zone
 * (the admin console's list keeps ISO, like every admin date).
 */
export interface ChatMessageItem {
  id: number;
  user_id: number;
  nick_name: string;
  avatar: string;
  content: string;
  content_type: ChatContentKind;
  createdAt: string;
  updatedAt: string;
}

export interface ChatOnlineUser {
  user_id: number;
  nick_name: string;
  avatar: string;
}

/**
 * Server -> client, flat as the original server sent them. `clear` (ours; the original client
 * ignores it) empties every client's list. A `tips` that refuses a message carries the `client_id`
 * the client tagged it with, so our client knows which of its waiting messages was refused.
 * `onlineList` goes only to sockets that sent our init (with a `token` field, empty for a guest):
 * the original client closes its socket on a list that does not name it, and it sends no token.
 */
export type ChatServerMessage =
  | { type: 'tips'; content: string; client_id?: string }
  | ({ type: 'message' } & ChatMessageItem)
  | { type: 'onlineList'; list: ChatOnlineUser[] }
  | { type: 'revert'; message_id: number }
  | { type: 'clear' };

/** POST /api/chat/getChatList: one page, oldest first. */
export interface ChatListResult {
  list: ChatMessageItem[];
}
