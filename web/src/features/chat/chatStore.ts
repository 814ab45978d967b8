import { create } from 'zustand';
import {
  CHAT_CONTENT_TYPE,
  CHAT_TEXT,
  CHAT_WS_PATH,
  PAGE_SIZE,
  type ChatMessageItem,
  type ChatOnlineUser,
  type ChatServerMessage,
} from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/features/user/userStore';
import { clearChat, getChatList } from './api';
import { CHAT_UI_TEXT } from './constants';
import { ChatSocket, chatSocketUrl, type ChatConnectionStatus, type SocketLike } from './logic/chatSocket';
import { countsAsUnread } from './logic/unread';

export interface ChatState {
  status: ChatConnectionStatus;
  /** Oldest first, as shown. */
  messages: ChatMessageItem[];
  online: ChatOnlineUser[];
  unread: number;
  roomOpen: boolean;
  hasMore: boolean;
  loadingHistory: boolean;
  /** The socket was started once (the room has been opened on this page load). */
  started: boolean;
}

const INITIAL: ChatState = {
  status: 'closed',
  messages: [],
  online: [],
  unread: 0,
  roomOpen: false,
  hasMore: true,
  loadingHistory: false,
  started: false,
};

export const useChatStore = create<ChatState>()(() => ({ ...INITIAL }));

let socket: ChatSocket | null = null;
let socketFactory: ((url: string) => SocketLike) | undefined;
/** Reverts this client asked for: their broadcast gets the 撤回成功 notice. */
const requestedReverts = new Set<number>();
const TOAST_KEY = 'chat-connection';
/** This connection's user has appeared in an online list since it (re)connected. */
let selfListed = false;

const myId = () => useUserStore.getState().userInfo?.id ?? null;
const loggedIn = () => {
  const s = useUserStore.getState();
  return s.tokenFlag && s.infoFlag;
};

function mergeMessages(older: ChatMessageItem[], current: ChatMessageItem[]): ChatMessageItem[] {
  const seen = new Set(current.map((m) => m.id));
  return [...older.filter((m) => !seen.has(m.id)), ...current];
}

function handleServerMessage(message: ChatServerMessage): void {
  const set = useChatStore.setState;
  switch (message.type) {
    case 'message': {
      const item = message.data;
      set((s) => ({
        messages: s.messages.some((m) => m.id === item.id) ? s.messages : [...s.messages, item],
        unread: countsAsUnread(item.user_id, myId(), s.roomOpen) ? s.unread + 1 : s.unread,
      }));
      return;
    }
    case 'revert': {
      const id = message.data.message_id;
      set((s) => ({ messages: s.messages.filter((m) => m.id !== id) }));
      if (requestedReverts.delete(id)) feedback.message.success(CHAT_TEXT.reverted);
      return;
    }
    case 'clear':
      set({ messages: [], hasMore: false });
      return;
    case 'onlineList': {
      const list = message.data.list;
      set({ online: list });
      const id = myId();
      const listed = id !== null && list.some((u) => u.user_id === id);
      // SPEC.md §4: a logged-in user the server stops listing is closed (forced offline elsewhere).
      // Only after this connection was listed once: the server's first list precedes the init.
      if (listed) selfListed = true;
      else if (selfListed && loggedIn()) stopChat();
      return;
    }
    case 'tips':
      if (message.data.content === CHAT_TEXT.forcedOffline) stopChat();
      feedback.message.info(message.data.content);
      return;
  }
}

function initFrame() {
  const { token, userInfo } = useUserStore.getState();
  return { type: 'init', data: token && userInfo ? { user_id: userInfo.id, token } : {} };
}

/** For tests: the socket class to use instead of the global WebSocket. */
export function setChatSocketFactory(factory: ((url: string) => SocketLike) | undefined): void {
  socketFactory = factory;
}

let unsubscribeSession: (() => void) | null = null;

/** Opens the socket on the first visit to the room (never on page load) and loads the newest page. */
export function startChat(): void {
  if (socket) return;
  // A login or logout while connected: reconnect so the server sees the new init frame.
  unsubscribeSession ??= useUserStore.subscribe((state, previous) => {
    if (state.token !== previous.token) restartChat();
  });
  socket = new ChatSocket({
    url: chatSocketUrl(window.location, CHAT_WS_PATH),
    createSocket: socketFactory,
    initFrame,
    onMessage: handleServerMessage,
    onStatus: (status) => {
      if (status === 'connecting') selfListed = false;
      useChatStore.setState({ status });
      if (status === 'open') feedback.message.destroy(TOAST_KEY);
    },
    onFailure: () => feedback.message.error({ content: CHAT_UI_TEXT.connectFailed, key: TOAST_KEY }),
  });
  useChatStore.setState({ started: true });
  socket.start();
  if (useChatStore.getState().messages.length === 0) void loadOlder();
}

export function stopChat(): void {
  const current = socket;
  socket = null;
  current?.stop();
}

/** A new login or logout: reconnect so the server sees the new init frame. */
export function restartChat(): void {
  if (!socket) return;
  stopChat();
  startChat();
}

export function setRoomOpen(open: boolean): void {
  useChatStore.setState(open ? { roomOpen: true, unread: 0 } : { roomOpen: false });
}

export function resetUnread(): void {
  useChatStore.setState({ unread: 0 });
}

/** Sends (or queues until reconnect). Returns the notice to show when refused, else null. */
export function sendChat(content: string, contentType: number = CHAT_CONTENT_TYPE.text): string | null {
  if (!loggedIn()) return CHAT_TEXT.loginRequired;
  const text = content.trim();
  if (!text) return CHAT_TEXT.emptyMessage;
  if (!socket) startChat();
  socket?.send({ type: 'message', data: { user_id: myId(), content: text, content_type: contentType } });
  return null;
}

export function revertMessage(id: number): void {
  requestedReverts.add(id);
  socket?.send({ type: 'revert', data: { message_id: id } });
}

export function forceOffline(userId: number): void {
  socket?.send({ type: 'offline', data: { user_id: userId } });
}

export async function clearAllMessages(): Promise<void> {
  await clearChat();
  useChatStore.setState({ messages: [], hasMore: false });
  feedback.message.success(CHAT_TEXT.cleared);
}

/** Prepends the page before the oldest shown message. */
export async function loadOlder(): Promise<void> {
  const { loadingHistory, hasMore, messages } = useChatStore.getState();
  if (loadingHistory || !hasMore) return;
  useChatStore.setState({ loadingHistory: true });
  try {
    const res = await getChatList(messages[0]?.id);
    const page = [...(res.result?.list ?? [])].reverse();
    useChatStore.setState((s) => ({
      messages: mergeMessages(page, s.messages),
      hasMore: page.length >= PAGE_SIZE.chatHistory,
    }));
  } catch {
    // The http client already told the user; scrolling up again retries.
  } finally {
    useChatStore.setState({ loadingHistory: false });
  }
}

/** For tests. */
export function resetChat(): void {
  stopChat();
  unsubscribeSession?.();
  unsubscribeSession = null;
  requestedReverts.clear();
  useChatStore.setState({ ...INITIAL });
}
