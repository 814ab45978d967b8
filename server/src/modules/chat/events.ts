import type { ChatMessageItem, ChatOnlineUser } from '@blog/contract';

/** The bus channel every chat process listens on. */
export const CHAT_CHANNEL = 'chat';

/**
 * What crosses the event bus between processes. Room events (message, revert, clear, offline) are
 * applied by every process to its own sockets. Presence events let each process know who is online
 * elsewhere: a process announces its local users on every change and on a heartbeat; the others
 * keep the announcement until it expires, so a crashed process drops out of the list by itself.
 */
export type ChatEvent =
  | { kind: 'message'; item: ChatMessageItem }
  | { kind: 'revert'; messageId: number }
  | { kind: 'clear' }
  | { kind: 'offline'; userId: number }
  | { kind: 'presence'; processId: string; users: ChatOnlineUser[]; ttlMs: number }
  | { kind: 'presenceRequest'; processId: string }
  | { kind: 'presenceGone'; processId: string };

const KINDS = new Set<string>(['message', 'revert', 'clear', 'offline', 'presence', 'presenceRequest', 'presenceGone']);

/** Only our own processes publish on the chat channel (its prefix is private to the site); this guards against stray payloads. */
export function asChatEvent(payload: unknown): ChatEvent | null {
  if (typeof payload !== 'object' || payload === null || !('kind' in payload)) return null;
  return typeof payload.kind === 'string' && KINDS.has(payload.kind) ? (payload as ChatEvent) : null;
}
