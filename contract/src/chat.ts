import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { idSchema } from './requests';

/* The live chat room (DESIGN.md §4): websocket messages `{type, data}` and its REST calls. */

export const CHAT_WS_PATH = '/ws/chat';

/** chat_message.content_type */
export const CHAT_CONTENT_TYPE = { text: 1, image: 2 } as const;

/** Longest text message, in characters (code points) after trimming. */
export const CHAT_TEXT_MAX = 500;

/** What the room tells a user in a `tips` message or a REST refusal; verbatim SPEC.md where it has one. */
export const CHAT_TEXT = {
  loginRequired: '请先登录',
  emptyMessage: '请输入消息再发送',
  tooLong: `消息不能超过 ${CHAT_TEXT_MAX} 个字`,
  badImage: '图片不存在，请重新上传',
  tooFrequent: '发送太频繁，请稍后再试',
  revertOthers: '只能撤回自己的消息',
  messageMissing: '消息不存在',
  forbidden: '权限不足',
  offlineSelf: '不能强制自己下线',
  forcedOffline: '你已被管理员强制下线',
  badFormat: '消息格式不正确',
  reverted: '撤回成功',
  cleared: '聊天记录已清空',
} as const;

const contentTypeSchema = z.union([z.literal(CHAT_CONTENT_TYPE.text), z.literal(CHAT_CONTENT_TYPE.image)], {
  error: '消息类型只能是 1（文字）或 2（图片）',
});

/** Client -> server. Any `user_id` a client sends is ignored: the server trusts the init token only. */
export const chatClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), data: z.object({ user_id: z.unknown().optional(), token: z.string().max(4096).optional() }) }),
  z.object({
    type: z.literal('message'),
    data: z.object({ user_id: z.unknown().optional(), content: z.string().max(8192), content_type: contentTypeSchema }),
  }),
  z.object({ type: z.literal('revert'), data: z.object({ message_id: idSchema }) }),
  z.object({ type: z.literal('offline'), data: z.object({ user_id: idSchema }) }),
]);

export type ChatClientMessage = z.infer<typeof chatClientMessage>;

/** One stored message as every client shows it. */
export interface ChatMessageItem {
  id: number;
  user_id: number;
  nick_name: string;
  avatar: string;
  content: string;
  /** CHAT_CONTENT_TYPE */
  content_type: number;
  createdAt: string;
}

export interface ChatOnlineUser {
  user_id: number;
  nick_name: string;
  avatar: string;
}

/** Server -> client. `clear` empties every client's list (admin cleared the history). */
export type ChatServerMessage =
  | { type: 'tips'; data: { content: string } }
  | { type: 'message'; data: ChatMessageItem }
  | { type: 'onlineList'; data: { list: ChatOnlineUser[] } }
  | { type: 'revert'; data: { message_id: number } }
  | { type: 'clear'; data: Record<string, never> };

/** POST /api/chat/getChatList: messages older than last_id (all when absent), newest first. */
export const chatListBody = z.object({
  size: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页条数必须大于 0' })
    .max(PAGE_SIZE.max, { error: `每页条数不能大于 ${PAGE_SIZE.max}` })
    .default(PAGE_SIZE.chatHistory),
  last_id: idSchema.optional(),
});

export type ChatListBody = z.infer<typeof chatListBody>;

export interface ChatListResult {
  list: ChatMessageItem[];
}
