import { create } from 'zustand';
import {
  CHAT_CONTENT_KIND,
  CHAT_FORCED_OFFLINE_MS,
  CHAT_TEXT,
  CHAT_TEXT_MAX,
  CHAT_WS_PATH,
  PAGE_SIZE,
  type ChatContentKind,
  type ChatMessageItem,
  type ChatOnlineUser,
  type ChatServerMessage,
} from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { selectLoggedIn, useUserStore, type UserState } from '@/features/user/userStore';
import { clearChat, getChatList, getChatListAfter } from './api';
import { CHAT_UI_TEXT } from './constants';
import { ChatSocket, chatSocketUrl, type ChatConnectionStatus, type SocketLike } from './logic/chatSocket';
import { acknowledged, nextClientId, textsOf, withReturnedText, type OutgoingMessage } from './logic/outbox';
import { countsAsUnread } from './logic/unread';

/**
 * The room's state and its one connection. Small on purpose: the layout loads it on every page
 * (the floating button's unread badge), the room's UI loads on first open.
 */
export interface ChatState {
  status: ChatConnectionStatus;
  /** An admin forced this user offline: posting is off until the period ends or the session changes. */
  forcedOffline: boolean;
  /** Oldest first, as shown. */
  messages: ChatMessageItem[];
  /** Empty while not connected: a list from before the drop would be stale. */
  online: ChatOnlineUser[];
  unread: number;
  roomOpen: boolean;
  hasMore: boolean;
  /** The newest history page was loaded (live messages may have arrived before it). */
  historyLoaded: boolean;
  loadingHistory: boolean;
  /** What is typed in the input; kept here so a refusal or a closed room never loses it. */
  draft: string;
  /** Sent messages not shown yet, oldest first. */
  outbox: OutgoingMessage[];
}

const INITIAL: ChatState = {
  status: 'closed',
  forcedOffline: false,
  messages: [],
  online: [],
  unread: 0,
  roomOpen: false,
  hasMore: true,
  historyLoaded: false,
  loadingHistory: false,
  draft: '',
  outbox: [],
};

export const useChatStore = create<ChatState>()(() => ({ ...INITIAL }));
const set = useChatStore.setState;
const get = useChatStore.getState;

let socket: ChatSocket | null = null;
let socketFactory: ((url: string) => SocketLike) | undefined;
/** The chat was started on this page: a session change or the end of a forced period restarts it. */
let wanted = false;
/** Reverts this client asked for: their broadcast gets the 撤回成功 notice. */
const requestedReverts = new Set<number>();
const TOAST_KEY = 'chat-connection';
/** This connection's user has appeared in an online list since it (re)connected or re-identified. */
let selfListed = false;
let unsubscribeSession: (() => void) | null = null;
let forcedTimer: ReturnType<typeof setTimeout> | null = null;

const myId = () => useUserStore.getState().userInfo?.id ?? null;
const loggedIn = () => selectLoggedIn(useUserStore.getState());
/** Who the server should take this socket for: a token with its user, or nobody (a guest). */
const identityOf = (s: UserState) => (selectLoggedIn(s) ? `${s.userInfo?.id ?? ''}:${s.token}` : '');

/** Pages of missed messages fetched after a reconnect; beyond them the room starts again from the newest page. */
export const CATCH_UP_MAX_PAGES = 4;

function mergeMessages(older: ChatMessageItem[], current: ChatMessageItem[]): ChatMessageItem[] {
  const seen = new Set(current.map((m) => m.id));
  return [...older.filter((m) => !seen.has(m.id)), ...current];
}

/** Takes messages off the outbox and gives their words back to the input: nothing typed is lost. */
function giveBack(taken: (m: OutgoingMessage) => boolean): void {
  set((s) => {
    const returned = s.outbox.filter(taken);
    if (returned.length === 0) return s;
    return { outbox: s.outbox.filter((m) => !taken(m)), draft: withReturnedText(s.draft, textsOf(returned)) };
  });
}

function transmit(message: OutgoingMessage): void {
  socket?.send({ type: 'message', user_id: message.userId, content: message.content, content_type: message.contentType, client_id: message.clientId });
}

/**
 * Messages fetched rather than broadcast (the catch-up): each shown once, in id order (ids grow
 * with time), counted as unread like a live one. One of ours among them went out before the drop
 * and arrived: it leaves the outbox instead of being sent again.
 */
function addFetched(items: readonly ChatMessageItem[]): void {
  set((s) => {
    const known = new Set(s.messages.map((m) => m.id));
    const fresh = items.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return s;
    let { outbox, unread } = s;
    for (const item of fresh) {
      const own = acknowledged(outbox, item);
      if (own) outbox = outbox.filter((m) => m !== own);
      if (countsAsUnread(item.user_id, myId(), s.roomOpen)) unread += 1;
    }
    return { messages: [...s.messages, ...fresh].sort((a, b) => a.id - b.id), outbox, unread };
  });
}

/**
 * What was posted while this client was disconnected, fetched after the newest message it has.
 * Nothing to do while it has seen nothing yet: opening the room loads the newest page.
 */
async function catchUp(): Promise<void> {
  const { messages, historyLoaded } = get();
  if (messages.length === 0 && !historyLoaded) return;
  let after = messages.reduce((newest, m) => Math.max(newest, m.id), 0);
  if (after === 0) {
    // The room was empty when shown: all it holds now is new. The newest page; older ones on scrolling up.
    const newest = (await getChatList()).result?.list ?? [];
    addFetched(newest);
    set({ hasMore: newest.length >= PAGE_SIZE.chatHistory });
    return;
  }
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const list = (await getChatListAfter(after)).result?.list ?? [];
    addFetched(list);
    const last = list.at(-1);
    if (!last || list.length < PAGE_SIZE.max) return;
    after = last.id;
  }
  // More was missed than is worth adding: the room shows the newest page, older ones on scrolling up.
  const newest = (await getChatList()).result?.list ?? [];
  const top = newest.at(-1)?.id ?? 0;
  set((s) => ({ messages: [...newest, ...s.messages.filter((m) => m.id > top)], hasMore: newest.length >= PAGE_SIZE.chatHistory, historyLoaded: true }));
}

let catchingUp = false;
let catchUpAgain = false;

/**
 * After each (re)connect: first what was missed, then the messages that waited go out (one that
 * had arrived before the drop is found in the catch-up and not sent twice). A reconnect during a
 * catch-up asks for one more round.
 */
async function reconcile(): Promise<void> {
  if (catchingUp) {
    catchUpAgain = true;
    return;
  }
  catchingUp = true;
  try {
    do {
      catchUpAgain = false;
      // A failed request leaves the room as it is; the next reconnect tries again.
      await catchUp().catch(() => undefined);
    } while (catchUpAgain);
  } finally {
    catchingUp = false;
  }
  // Dropped again meanwhile: the next open reconciles and sends.
  if (socket?.isOpen) flushOutbox();
}

/** After (re)connecting: everything waiting goes out, in order. */
function flushOutbox(): void {
  const waiting = get().outbox.filter((m) => m.state === 'waiting');
  if (waiting.length === 0) return;
  set((s) => ({ outbox: s.outbox.map((m) => (m.state === 'waiting' ? { ...m, state: 'sending' as const } : m)) }));
  for (const message of waiting) transmit(message);
}

function handleStatus(status: ChatConnectionStatus): void {
  if (status === 'connecting') selfListed = false;
  if (status === 'open') {
    set({ status });
    feedback.message.destroy(TOAST_KEY);
    void reconcile();
    return;
  }
  // A message that went out on a socket that then dropped may never have arrived: send it again.
  set((s) => ({ status, online: [], outbox: s.outbox.map((m) => (m.state === 'sending' ? { ...m, state: 'waiting' as const } : m)) }));
}

/** The server keeps this user out for a while: stop, say so in the room, keep what they wrote. */
function enterForcedOffline(): void {
  stopSocket();
  giveBack(() => true);
  set({ forcedOffline: true, online: [] });
  if (forcedTimer !== null) clearTimeout(forcedTimer);
  forcedTimer = setTimeout(() => {
    forcedTimer = null;
    set({ forcedOffline: false });
    if (wanted) startChat();
  }, CHAT_FORCED_OFFLINE_MS);
}

function handleServerMessage(message: ChatServerMessage): void {
  switch (message.type) {
    case 'message': {
      const { type: _type, ...item } = message;
      set((s) => {
        const own = acknowledged(s.outbox, item);
        return {
          messages: s.messages.some((m) => m.id === item.id) ? s.messages : [...s.messages, item],
          outbox: own ? s.outbox.filter((m) => m !== own) : s.outbox,
          unread: countsAsUnread(item.user_id, myId(), s.roomOpen) ? s.unread + 1 : s.unread,
        };
      });
      return;
    }
    case 'revert': {
      const id = message.message_id;
      set((s) => ({ messages: s.messages.filter((m) => m.id !== id) }));
      if (requestedReverts.delete(id)) feedback.message.success(CHAT_TEXT.reverted);
      return;
    }
    case 'clear':
      set({ messages: [], hasMore: false, historyLoaded: true });
      return;
    case 'onlineList': {
      const list = message.list;
      set({ online: list });
      const id = myId();
      const listed = id !== null && list.some((u) => u.user_id === id);
      // SPEC.md §4: a logged-in user the server stops listing is closed (forced offline elsewhere).
      // Only after this connection was listed once: a list sent before the server handled a new init
      // (a login on an open socket) does not name the user yet.
      if (listed) selfListed = true;
      else if (selfListed && loggedIn()) stopSocket();
      return;
    }
    case 'tips': {
      const { content, client_id: clientId } = message;
      if (content === CHAT_TEXT.forcedOffline) enterForcedOffline();
      else if (clientId !== undefined) giveBack((m) => m.clientId === clientId);
      feedback.message.warning(content);
      return;
    }
  }
}

/**
 * The original client's init plus our token (empty for a guest): the token is what the server
 * trusts, and its presence tells the server this socket wants the online lists.
 */
function initFrame() {
  const { token, userInfo } = useUserStore.getState();
  return loggedIn() && userInfo ? { type: 'init', user_id: userInfo.id, token } : { type: 'init', user_id: '', token: '' };
}

/** For tests: the socket class to use instead of the global WebSocket. */
export function setChatSocketFactory(factory: ((url: string) => SocketLike) | undefined): void {
  socketFactory = factory;
}

/**
 * A login or logout (or another user): the server must take the socket for the new identity at
 * once, so a new user can post and a logged-out one cannot. Messages still waiting were written
 * by the previous identity: their words go back to the input instead of out under another name.
 */
function onSessionChange(): void {
  giveBack((m) => m.state === 'waiting');
  selfListed = false;
  if (forcedTimer !== null) clearTimeout(forcedTimer);
  forcedTimer = null;
  set({ forcedOffline: false });
  if (socket) socket.reinit();
  else if (wanted) startChat();
}

/** Connects (once per page; the layout calls it when the page is idle) and follows the session. */
export function startChat(): void {
  wanted = true;
  unsubscribeSession ??= useUserStore.subscribe((state, previous) => {
    if (identityOf(state) !== identityOf(previous)) onSessionChange();
  });
  if (socket || get().forcedOffline) return;
  socket = new ChatSocket({
    url: chatSocketUrl(window.location, CHAT_WS_PATH),
    createSocket: socketFactory,
    initFrame,
    onMessage: handleServerMessage,
    onStatus: handleStatus,
    onOutage: () => feedback.message.error({ content: CHAT_UI_TEXT.connectFailed, key: TOAST_KEY }),
    onForcedOffline: enterForcedOffline,
  });
  socket.start();
}

function stopSocket(): void {
  const current = socket;
  socket = null;
  current?.stop();
}

/** The room was opened: connect if not yet, clear the badge, and show the newest history once. */
export function enterRoom(): void {
  startChat();
  setRoomOpen(true);
  if (!get().historyLoaded) void loadOlder();
}

export function setRoomOpen(open: boolean): void {
  set(open ? { roomOpen: true, unread: 0 } : { roomOpen: false });
}

export function resetUnread(): void {
  set({ unread: 0 });
}

export function setDraft(draft: string): void {
  set({ draft });
}

/**
 * Sends (or keeps it waiting for the reconnect, shown as such). Returns the notice to show when
 * refused here; the input keeps its text then.
 */
export function sendChat(content: string, contentType: ChatContentKind = CHAT_CONTENT_KIND.text): string | null {
  const userId = myId();
  if (!loggedIn() || userId === null) return CHAT_TEXT.loginRequired;
  if (get().forcedOffline) return CHAT_TEXT.forcedOffline;
  const text = content.trim();
  if (!text) return CHAT_TEXT.emptyMessage;
  if (contentType === CHAT_CONTENT_KIND.text && [...text].length > CHAT_TEXT_MAX) return CHAT_TEXT.tooLong;
  startChat();
  // Behind messages still waiting for the reconnect's catch-up, so they go out in the order written.
  const open = (socket?.isOpen ?? false) && !get().outbox.some((m) => m.state === 'waiting');
  const message: OutgoingMessage = { clientId: nextClientId(), userId, content: text, contentType, state: open ? 'sending' : 'waiting' };
  set((s) => ({ outbox: [...s.outbox, message] }));
  if (open) transmit(message);
  return null;
}

/** Sends what is typed; the input empties only when the message is on its way. */
export function sendDraft(): string | null {
  const refused = sendChat(get().draft);
  if (!refused) set({ draft: '' });
  return refused;
}

export function revertMessage(id: number): void {
  requestedReverts.add(id);
  socket?.send({ type: 'revert', message_id: id });
}

export function forceOffline(userId: number): void {
  socket?.send({ type: 'offline', user_id: userId });
}

export async function clearAllMessages(): Promise<void> {
  await clearChat();
  set({ messages: [], hasMore: false });
  feedback.message.success(CHAT_TEXT.cleared);
}

/** Prepends the page before the oldest shown message (pages come oldest first). */
export async function loadOlder(): Promise<void> {
  const { loadingHistory, hasMore, messages } = get();
  if (loadingHistory || !hasMore) return;
  set({ loadingHistory: true });
  try {
    const res = await getChatList(messages[0]?.id);
    const page = res.result?.list ?? [];
    set((s) => ({
      messages: mergeMessages(page, s.messages),
      hasMore: page.length >= PAGE_SIZE.chatHistory,
      historyLoaded: true,
    }));
  } catch {
    // The http client already told the user; opening the room or scrolling up again retries.
  } finally {
    set({ loadingHistory: false });
  }
}

/** For tests. */
export function resetChat(): void {
  stopSocket();
  wanted = false;
  unsubscribeSession?.();
  unsubscribeSession = null;
  if (forcedTimer !== null) clearTimeout(forcedTimer);
  forcedTimer = null;
  requestedReverts.clear();
  catchingUp = false;
  catchUpAgain = false;
  set({ ...INITIAL });
}
