import { guestCommentFields } from './guestComment';
import { z } from 'zod';
import { messageLength, isMessageBgUrl, isMessageColor, isMessageFontWeight, MESSAGE_LIMITS, MESSAGE_TEXT } from './message';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';

/* zod schemas of the guestbook calls, apart from message.ts so the web entry does not pull zod in. */

const colorSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(64, { error: message })
    .refine((value) => value === '' || isMessageColor(value), { error: message })
    .default('');

/** The text and style of an entry; a guest also sends nick_name (the service decides whether it counts). */
const draftFields = {
  message: z
    .string({ error: MESSAGE_TEXT.contentRequired })
    .trim()
    .min(1, { error: MESSAGE_TEXT.contentRequired })
    .refine((value) => messageLength(value) <= MESSAGE_LIMITS.contentMax, { error: MESSAGE_TEXT.contentTooLong }),
  tag: z
    .string({ error: MESSAGE_TEXT.tagTooLong })
    .trim()
    .refine((value) => messageLength(value) <= MESSAGE_LIMITS.tagMax, { error: MESSAGE_TEXT.tagTooLong })
    .default(''),
  color: colorSchema(MESSAGE_TEXT.badColor),
  bg_color: colorSchema(MESSAGE_TEXT.badBgColor),
  font_size: z.coerce
    .number({ error: MESSAGE_TEXT.badFontSize })
    .int({ error: MESSAGE_TEXT.badFontSize })
    .min(MESSAGE_LIMITS.fontSizeMin, { error: MESSAGE_TEXT.badFontSize })
    .max(MESSAGE_LIMITS.fontSizeMax, { error: MESSAGE_TEXT.badFontSize })
    .default(MESSAGE_LIMITS.fontSizeDefault),
  font_weight: z.coerce
    .number({ error: MESSAGE_TEXT.badFontWeight })
    .refine(isMessageFontWeight, { error: MESSAGE_TEXT.badFontWeight })
    .default(MESSAGE_LIMITS.fontWeightDefault),
  bg_url: z
    .string({ error: MESSAGE_TEXT.badBgUrl })
    .trim()
    .refine(isMessageBgUrl, { error: MESSAGE_TEXT.badBgUrl })
    .default(''),
  nick_name: z
    .string({ error: MESSAGE_TEXT.nickNameRequired })
    .trim()
    .refine((value) => messageLength(value) <= MESSAGE_LIMITS.nickNameMax, { error: MESSAGE_TEXT.nickNameTooLong })
    .default(''),
};

/** POST /api/message/add */
/** A guest's entry also carries the captcha's solution when the blogger turned it on (guestComment.ts). */
export const addMessageBody = z.object({ ...draftFields, altcha: guestCommentFields.altcha });
/** POST /api/message/update: the whole entry again, with its id. */
export const updateMessageBody = z.object({ id: idSchema, ...draftFields });
/** PUT /api/message/delete: `{idList: [id]}` as the original client sends it (every id must be deletable by the caller). */
export const deleteMessageBody = z.object({
  idList: z
    .array(idSchema, { error: MESSAGE_TEXT.deleteIdsRequired })
    .min(1, { error: MESSAGE_TEXT.deleteIdsRequired })
    .max(MESSAGE_LIMITS.deleteMax, { error: MESSAGE_TEXT.deleteTooMany }),
});

/** POST /api/message/getMessageList */
export const messageListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  tag: z
    .string({ error: MESSAGE_TEXT.tagTooLong })
    .trim()
    .refine((value) => messageLength(value) <= MESSAGE_LIMITS.tagMax, { error: MESSAGE_TEXT.tagTooLong })
    .optional(),
  /** Substring of the text; "" (what the original client sends when not searching) means all. */
  message: z
    .string({ error: MESSAGE_TEXT.searchTooLong })
    .trim()
    .refine((value) => messageLength(value) <= MESSAGE_LIMITS.searchMax, { error: MESSAGE_TEXT.searchTooLong })
    .optional(),
});

export type AddMessageBody = z.infer<typeof addMessageBody>;
export type UpdateMessageBody = z.infer<typeof updateMessageBody>;
export type DeleteMessageBody = z.infer<typeof deleteMessageBody>;
export type MessageListBody = z.infer<typeof messageListBody>;
