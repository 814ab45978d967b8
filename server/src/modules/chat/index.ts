import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_WS_PATH } from '@blog/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createEventBus } from '../../platform/eventBus';
import { createChatHub } from './hub';
import { screenTextOr } from '../sensitive/screen';
import { createChatRepo } from './repo';
import chatAdminRoutes from './adminRoutes';
import chatRoutes from './routes';
import { ChatRefusal, createChatService } from './service';
import { handleChatSocket } from './socket';

export type ChatConfig = Pick<AppConfig, 'dataDir' | 'redisUrl' | 'redisPrefix'>;

/** Flood limit per user: at most 5 messages in any 5-second window (shared through Redis when REDIS_URL is set). */
export const CHAT_SEND_RULE = { max: 5, windowMs: 5_000 };
/** Largest websocket frame accepted; a 500-character message is far below it. */
const MAX_FRAME_BYTES = 16 * 1024;

/** What other modules may ask of the room. */
export interface ChatRoom {
  /** Closes a user's sockets on every process (account disabled, password reset). */
  endSessions(userId: number): Promise<void>;
}

/**
 * The live chat room: /ws/chat (and /ws/…) and /api/chat. Its events travel over the event bus (Redis when
 * REDIS_URL is set), so several processes serve one room. The bus closes with the app.
 */
export async function registerChat(app: FastifyInstance, db: Db, config: ChatConfig): Promise<ChatRoom> {
  const bus = await createEventBus(config);
  const hub = await createChatHub(bus);
  const repo = createChatRepo(db);
  const service = createChatService({
    repo,
    bus,
    dataDir: config.dataDir,
    sendLimiter: app.rateLimits.limiter('chat-send', CHAT_SEND_RULE),
    screenText: (text) => screenTextOr(db, 'chat', text, (message) => new ChatRefusal(message, 'invalid')),
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await bus.close();
  });

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // Ours, and the original client's `/ws/` (its server accepted any path there; ORIGINAL-CLIENT-API.md §3).
  for (const url of [CHAT_WS_PATH, '/ws', '/ws/*']) {
    app.get(url, { websocket: true, schema: { hide: true } }, (socket, request) =>
      // request.ip follows TRUST_PROXY, as the HTTP rate limits do.
      handleChatSocket(socket, request.ip, { hub, service, tokens: app.tokens }),
    );
  }
  await app.register(chatRoutes, { prefix: '/api/chat', db, service });
  await app.register(chatAdminRoutes, { prefix: '/api/chat', db, repo, hub });
  return { endSessions: service.endSessions };
}
