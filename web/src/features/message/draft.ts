import { MESSAGE_LIMITS, messageFieldsOf, type MessageDraft, type MessageItem } from '@blog/contract';
import { sessionStore } from '@/lib/storage';

/** Session storage key of the unsent new entry: a reload or a detour to log in keeps it. */
const DRAFT_KEY = 'messageDraft';

export const EMPTY_DRAFT: MessageDraft = {
  message: '',
  tag: '',
  color: '',
  font_size: MESSAGE_LIMITS.fontSizeDefault,
  font_weight: MESSAGE_LIMITS.fontWeightDefault,
  bg_color: '',
  bg_url: '',
  nick_name: '',
};

export function draftOf(message: MessageItem): MessageDraft {
  return messageFieldsOf(message);
}

/** Only well-typed fields of a stored draft are trusted; anything else falls back to the empty draft. */
export function readSavedDraft(): MessageDraft {
  const saved = sessionStore.get<Partial<MessageDraft>>(DRAFT_KEY);
  if (!saved || typeof saved !== 'object') return EMPTY_DRAFT;
  const text = (key: 'message' | 'tag' | 'color' | 'bg_color' | 'bg_url' | 'nick_name') =>
    typeof saved[key] === 'string' ? (saved[key] as string) : EMPTY_DRAFT[key]!;
  const number = (key: 'font_size' | 'font_weight') => (typeof saved[key] === 'number' ? saved[key] : EMPTY_DRAFT[key]);
  return {
    message: text('message'),
    tag: text('tag'),
    color: text('color'),
    font_size: number('font_size'),
    font_weight: number('font_weight'),
    bg_color: text('bg_color'),
    bg_url: text('bg_url'),
    nick_name: text('nick_name'),
  };
}

export function saveDraft(draft: MessageDraft): void {
  sessionStore.set(DRAFT_KEY, draft);
}

export function clearSavedDraft(): void {
  sessionStore.remove(DRAFT_KEY);
}

/** What is sent: a logged-in author's nickname is their account's, so none is sent. */
export function draftToSend(draft: MessageDraft, guest: boolean): MessageDraft {
  const { nick_name, ...rest } = draft;
  const trimmed = { ...rest, message: rest.message.trim(), tag: rest.tag.trim() };
  return guest ? { ...trimmed, nick_name: (nick_name ?? '').trim() } : trimmed;
}
