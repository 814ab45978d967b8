import { z } from 'zod';
import { CHAT_CLIENT_ID_MAX, CHAT_CONTENT_KIND, CHAT_CONTENT_TYPE, CHAT_TEXT, type ChatContentKind } from './chat';
import { PAGE_SIZE } from './constants';
import { idSchema } from './requests';

/*
 * zod schemas of the chat calls, apart from chat.ts: the web client imports the chat constants on
 * every page, and a module that also builds schemas at load time would bring zod along with them.
 */

/** "text" / "image" (the original client's and ours); 1 / 2 (our earlier frames) still understood. */
const contentTypeSchema = z
  .union([z.literal(CHAT_CONTENT_KIND.text), z.literal(CHAT_CONTENT_KIND.image), z.literal(CHAT_CONTENT_TYPE.text), z.literal(CHAT_CONTENT_TYPE.image)], {
    error: '消息类型只能是 text（文字）或 image（图片）',
  })
  .transform((value): ChatContentKind => (value === CHAT_CONTENT_KIND.text || value === CHAT_CONTENT_TYPE.text ? 'text' : 'image'));

/**
 * Frames are flat `{type, ...fields}` (ORIGINAL-CLIENT-API.md §3.1). A frame in our earlier shape
 * `{type, data: {...}}` is read as the same frame flattened, so a page loaded before an upgrade
 * keeps working.
 */
function flattened(frame: unknown): unknown {
  if (typeof frame !== 'object' || frame === null || !('data' in frame)) return frame;
  const { data, ...rest } = frame as { data: unknown };
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data, ...rest } : frame;
}

/**
 * Client -> server. Any `user_id` a client sends is ignored: the server trusts the init token only.
 * An init with a `token` field (empty for a guest) is our client's: that socket also gets the
 * online lists. The original client's init has `user_id` only and makes the socket a listener.
 */
export const chatClientMessage = z.preprocess(
  flattened,
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('init'), user_id: z.unknown().optional(), token: z.string().max(4096).nullish() }),
    z.object({
      type: z.literal('message'),
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
    z.object({ type: z.literal('revert'), message_id: idSchema }),
    z.object({ type: z.literal('offline'), user_id: idSchema }),
  ]),
);

export type ChatClientMessage = z.infer<typeof chatClientMessage>;

/** An optional id where the original client may send "" (or null) for "none". */
const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), idSchema.optional());

/**
 * POST /api/chat/getChatList: the `size` messages before last_id (the newest when absent or empty,
 * as the original client's first call `{size: 10, last_id: ""}` asks), oldest first. Our addition
 * `after_id` (the original client never sends it) asks for the `size` oldest messages after that
 * id instead: what a client missed while it was disconnected, page by page.
 */
export const chatListBody = z.object({
  size: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页条数必须大于 0' })
    .max(PAGE_SIZE.max, { error: `每页条数不能大于 ${PAGE_SIZE.max}` })
    .default(PAGE_SIZE.chatHistory),
  last_id: optionalId,
  after_id: optionalId,
});

export type ChatListBody = z.infer<typeof chatListBody>;
