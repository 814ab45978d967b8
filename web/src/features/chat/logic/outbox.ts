import { CHAT_CONTENT_KIND, type ChatContentKind, type ChatMessageItem } from '@blog/contract';

/**
 * A message the user sent that the room has not shown yet. `waiting`: the connection is down, it
 * goes out after the reconnect; `sending`: it went out, the server's broadcast (or refusal) is due.
 */
export interface OutgoingMessage {
  clientId: string;
  /** Who sent it, so its broadcast is still recognised after a logout. */
  userId: number;
  content: string;
  contentType: ChatContentKind;
  state: 'waiting' | 'sending';
}

let sequence = 0;

/** Unique within the page; crypto.randomUUID is missing outside secure contexts (plain http on a LAN). */
export function nextClientId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The server's broadcast of one of ours: the oldest waiting message of the same author, content and
 * type (the server sends one socket's messages on in order).
 */
export function acknowledged(outbox: readonly OutgoingMessage[], item: ChatMessageItem): OutgoingMessage | undefined {
  return outbox.find((m) => m.userId === item.user_id && m.content === item.content && m.contentType === item.content_type);
}

/** Text messages' words, to give back to the input; an image's address means nothing to type. */
export function textsOf(messages: readonly OutgoingMessage[]): string[] {
  return messages.filter((m) => m.contentType === CHAT_CONTENT_KIND.text).map((m) => m.content);
}

/** Given-back words go before what the user has typed since, oldest first, one per line. */
export function withReturnedText(draft: string, returned: readonly string[]): string {
  return [...returned, draft].filter((part) => part.length > 0).join('\n');
}
