import type { WebSocket } from 'ws';
import { CHAT_CLIENT_ID_MAX, CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, chatClientMessage, type ChatClientMessage } from '@blog/contract';
import type { TokenService } from '../../platform/auth';
import { createFrameLimiter } from './frameLimits';
import type { ChatClient, ChatHub } from './hub';
import { CHAT_FLOOD_DROP_AFTER, CHAT_FRAME_RULES, CHAT_POLICY_CLOSE_CODE } from './limits';
import { ChatRefusal, type ChatService } from './service';

/**
 * One websocket of /ws/chat (or the original client's /ws/). Frames are flat `{type, ...fields}`. Messages are handled one after another, so an `init` is bound before
 * the `message` that follows it. Refusals and malformed input answer the sender with `tips` only;
 * the refusal of a message carries the message's `client_id`. Every frame is counted against its
 * type's budget before it is queued, so a flood neither grows the queue nor reaches the database.
 * `address` is the client's (the forwarded one behind a trusted proxy, like the HTTP side's).
 */
export function handleChatSocket(socket: WebSocket, address: string, deps: { hub: ChatHub; service: ChatService; tokens: TokenService }): void {
  const { hub, service, tokens } = deps;
  const added = hub.add(socket, address);
  if (!added) return;
  const client: ChatClient = added;
  const tips = (content: string, clientId?: string) =>
    hub.send(client, clientId === undefined ? { type: 'tips', content } : { type: 'tips', content, client_id: clientId });
  const frames = createFrameLimiter(CHAT_FRAME_RULES, CHAT_FLOOD_DROP_AFTER);
  let queue = Promise.resolve();
  /** The token version of the login this socket is bound to; every action checks it is still current. */
  let tokenVersion: number | undefined;

  socket.on('message', (raw, isBinary) => {
    const json = isBinary ? null : parseJson(raw.toString());
    const verdict = frames.hit(frameTypeOf(json));
    if (verdict === 'drop') return socket.close(CHAT_POLICY_CLOSE_CODE, 'flood');
    if (verdict === 'refuseAndTell') return tips(CHAT_TEXT.tooManyFrames, clientIdOf(json));
    if (verdict === 'refuse') return;
    queue = queue.then(() => handle(json)).catch((error: unknown) => console.error('聊天消息处理失败：', error));
  });
  socket.on('close', () => hub.remove(client));
  socket.on('error', () => hub.remove(client));

  async function handle(json: unknown): Promise<void> {
    const parsed = chatClientMessage.safeParse(json);
    if (!parsed.success) {
      // The one refusal of a well-formed frame that has its own words; every other one is a format error.
      const nul = parsed.error.issues.some((issue) => issue.message === CHAT_TEXT.nulText);
      return tips(nul ? CHAT_TEXT.nulText : CHAT_TEXT.badFormat, clientIdOf(json));
    }
    const message: ChatClientMessage = parsed.data;
    const replyTo = message.type === 'message' ? message.client_id : undefined;
    try {
      await act(message, replyTo);
    } catch (error) {
      if (error instanceof ChatRefusal) {
        // Its login ended elsewhere (password reset, account disabled or deleted): from now on a
        // guest, gone from the online list.
        if (error.reason === 'login' && client.user) hub.bind(client, null, client.lists);
        return tips(error.message, replyTo);
      }
      console.error('聊天消息处理失败：', error);
      tips('服务端错误，请稍后再试', replyTo);
    }
  }

  async function act(message: ChatClientMessage, replyTo: string | undefined): Promise<void> {
    if (message.type === 'init') return init(client, message.token, message.token !== undefined);
    // The socket's bound user, never a user_id the client claims.
    const userId = client.user?.user_id;
    if (userId === undefined) {
      // The original client deletes over REST (which announced the revert already), then sends
      // revert on its socket, which has no token: nothing left to do, and nothing to complain of.
      if (message.type === 'revert' && (await service.gone(message.message_id))) return;
      return tips(CHAT_TEXT.loginRequired, replyTo);
    }
    switch (message.type) {
      case 'message':
        await service.send(userId, message.content, message.content_type, tokenVersion);
        return;
      case 'revert':
        return service.revert(userId, message.message_id, tokenVersion);
      case 'offline':
        return service.forceOffline(userId, message.user_id, tokenVersion);
    }
  }

  /**
   * No token, a bad one, or a disabled or deleted user: a guest. A user an admin forced offline is
   * told so and closed, whichever process they come back to. `lists`: the init had a token field
   * (ours); the original client's has none, so its socket gets no online lists.
   */
  async function init(target: ChatClient, token: string | null | undefined, lists: boolean): Promise<void> {
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await service.actor(claims.userId).catch(() => null) : null;
    if (user && (await service.isBanned(user.id))) {
      tips(CHAT_TEXT.forcedOffline);
      socket.close(CHAT_FORCED_OFFLINE_CLOSE_CODE, 'offline');
      return;
    }
    tokenVersion = user?.token_version;
    hub.bind(target, user && { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar }, lists);
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The budget a frame counts against: its type when it names a known one, else `invalid`. */
function frameTypeOf(json: unknown): keyof typeof CHAT_FRAME_RULES {
  const type: unknown = typeof json === 'object' && json !== null && 'type' in json ? json.type : undefined;
  return type === 'init' || type === 'message' || type === 'revert' || type === 'offline' ? type : 'invalid';
}

/** The tag of a frame too malformed to parse (flat, or in our earlier `data`), so even that refusal finds its message. */
function clientIdOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const holder: unknown = 'client_id' in json ? json : 'data' in json ? json.data : undefined;
  if (typeof holder !== 'object' || holder === null || !('client_id' in holder)) return undefined;
  const id: unknown = holder.client_id;
  return typeof id === 'string' && id.length <= CHAT_CLIENT_ID_MAX ? id : undefined;
}
