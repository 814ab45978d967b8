import { z } from 'zod';
import { CHAT_CLIENT_ID_MAX, CHAT_CONTENT_TYPE, CHAT_TEXT } from './chat';
import { PAGE_SIZE } from './constants';
import { idSchema } from './requests';

/*
 * zod schemas of the chat calls, apart from chat.ts: the web client imports the chat constants on
 * every page, and a module that also builds schemas at load time would bring zod along with them.
 */

const contentTypeSchema = z.union([z.literal(CHAT_CONTENT_TYPE.text), z.literal(CHAT_CONTENT_TYPE.image)], {
  error: '消息类型只能是 1（文字）或 2（图片）',
});

/** Client -> server. Any `user_id` a client sends is ignored: the server trusts the init token only. */
export const chatClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), data: z.object({ user_id: z.unknown().optional(), token: z.string().max(4096).optional() }) }),
  z.object({
    type: z.literal('message'),
    data: z.object({
      user_id: z.unknown().optional(),
      // PostgreSQL refuses U+0000 in text and SQLite stores it: refused here, so both engines agree.
      content: z
        .string()
        .max(8192)
        .refine((text) => !text.includes('\u0000'), { error: CHAT_TEXT.nulText }),
      content_type: contentTypeSchema,
      // The client's own tag, echoed in a refusal; never stored or broadcast.
      client_id: z.string().max(CHAT_CLIENT_ID_MAX).optional(),
    }),
  }),
  z.object({ type: z.literal('revert'), data: z.object({ message_id: idSchema }) }),
  z.object({ type: z.literal('offline'), data: z.object({ user_id: idSchema }) }),
]);

export type ChatClientMessage = z.infer<typeof chatClientMessage>;

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
