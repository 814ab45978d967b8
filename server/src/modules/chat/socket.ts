import type { WebSocket } from 'ws';
import { CHAT_TEXT, chatClientMessage, type ChatClientMessage } from '@blog/contract';
import type { TokenService } from '../../platform/auth';
import type { ChatClient, ChatHub } from './hub';
import { ChatRefusal, type ChatService } from './service';

/**
 * One websocket of /ws/chat. Messages are handled one after another, so an `init` is bound before
 * the `message` that follows it. Refusals and malformed input answer the sender with `tips` only.
 */
export function handleChatSocket(socket: WebSocket, deps: { hub: ChatHub; service: ChatService; tokens: TokenService }): void {
  const { hub, service, tokens } = deps;
  const client = hub.add(socket);
  const tips = (content: string) => hub.send(client, { type: 'tips', data: { content } });
  let queue = Promise.resolve();

  socket.on('message', (raw, isBinary) => {
    queue = queue
      .then(() => handle(isBinary ? null : raw.toString()))
      .catch((error: unknown) => {
        if (error instanceof ChatRefusal) return tips(error.message);
        console.error('聊天消息处理失败：', error);
        tips('服务端错误，请稍后再试');
      });
  });
  socket.on('close', () => hub.remove(client));
  socket.on('error', () => hub.remove(client));

  async function handle(text: string | null): Promise<void> {
    const parsed = chatClientMessage.safeParse(parseJson(text));
    if (!parsed.success) return tips(CHAT_TEXT.badFormat);
    const message: ChatClientMessage = parsed.data;
    if (message.type === 'init') return init(client, message.data.token);
    // The socket's bound user, never a user_id the client claims.
    const userId = client.user?.user_id;
    if (userId === undefined) return tips(CHAT_TEXT.loginRequired);
    switch (message.type) {
      case 'message':
        await service.send(userId, message.data.content, message.data.content_type);
        return;
      case 'revert':
        return service.revert(userId, message.data.message_id);
      case 'offline':
        return service.forceOffline(userId, message.data.user_id);
    }
  }

  /** No token, a bad one, or a disabled or deleted user: a guest. */
  async function init(target: ChatClient, token: string | undefined): Promise<void> {
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await service.actor(claims.userId).catch(() => null) : null;
    hub.bind(target, user && { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar });
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
