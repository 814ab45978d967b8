import path from 'node:path';
import { CHAT_FORCED_OFFLINE_MS, CHAT_TEXT, CHAT_TEXT_MAX, USER_ROLE, type ChatContentKind, type ChatMessageItem } from '@blog/contract';
import { siteDateTime } from '../../platform/siteTime';
import { fileExists } from '../../platform/files';
import type { EventBus } from '../../platform/eventBus';
import type { RateLimiter } from '../../platform/rateLimit';
import { IMAGE_SUBDIR } from '../upload/service';
import { CHAT_CHANNEL, type ChatEvent } from './events';
import type { ChatRepo, ChatUser } from './repo';

/** Why an action was refused; the websocket sends `message` as tips, REST maps `reason` to a status. */
export class ChatRefusal extends Error {
  constructor(
    message: string,
    readonly reason: 'login' | 'forbidden' | 'invalid' | 'missing',
  ) {
    super(message);
  }
}

const refuse = (message: string, reason: ChatRefusal['reason']) => new ChatRefusal(message, reason);

/** Our own uploads only (upload/service.ts names them by the sha256 of their bytes). */
const OWN_IMAGE_URL = new RegExp(`^/uploads/${IMAGE_SUBDIR}/([0-9a-f]{64}\\.webp)$`);

export interface ChatServiceDeps {
  repo: ChatRepo;
  bus: EventBus;
  dataDir: string;
  /** Per-user flood limit on sent messages. */
  sendLimiter: RateLimiter;
  /** The sensitive-word check of a text message: the text to store, or a refusal. */
  screenText?: (text: string) => Promise<string>;
  now?: () => number;
}

/** The room's rules. Every change is stored first, then published so every process's sockets see it. */
export function createChatService({ repo, bus, dataDir, sendLimiter, screenText, now = Date.now }: ChatServiceDeps) {
  const publish = (event: ChatEvent) => bus.publish(CHAT_CHANNEL, event);

  /**
   * `tokenVersion`: the one a socket's login was bound with. A password reset (console or `npm run
   * reset-password`, which cannot reach this process's sockets) or disabling bumps the row's, and the
   * socket may no longer act; REST callers pass none, their guards compared it already.
   */
  async function actor(userId: number, tokenVersion?: number): Promise<ChatUser> {
    const user = await repo.activeUser(userId);
    if (!user) throw refuse(CHAT_TEXT.loginRequired, 'login');
    if (tokenVersion !== undefined && user.token_version !== tokenVersion) throw refuse(CHAT_TEXT.sessionEnded, 'login');
    return user;
  }

  /** Read from the database on every action, so a ban set by any process holds in all of them. */
  const isBanned = async (userId: number) => (await repo.bannedUntil(userId, new Date(now()).toISOString())) !== null;

  /** A user who may act in the room: logged in and not forced offline. */
  async function member(userId: number, tokenVersion?: number): Promise<ChatUser> {
    const user = await actor(userId, tokenVersion);
    if (await isBanned(user.id)) throw refuse(CHAT_TEXT.forcedOffline, 'forbidden');
    return user;
  }

  async function checkedContent(content: string, contentType: ChatContentKind): Promise<string> {
    if (contentType === 'text') {
      const text = content.trim();
      if (text.length === 0) throw refuse(CHAT_TEXT.emptyMessage, 'invalid');
      if ([...text].length > CHAT_TEXT_MAX) throw refuse(CHAT_TEXT.tooLong, 'invalid');
      return screenText ? screenText(text) : text;
    }
    const name = OWN_IMAGE_URL.exec(content.trim())?.[1];
    if (!name || !(await fileExists(path.join(dataDir, 'uploads', IMAGE_SUBDIR, name)))) throw refuse(CHAT_TEXT.badImage, 'invalid');
    return content.trim();
  }

  /** Author or admin; anyone else is refused. */
  async function removeOne(userId: number, messageId: number, tokenVersion?: number): Promise<void> {
    const user = await member(userId, tokenVersion);
    const author = await repo.authorOf(messageId);
    if (author === null) throw refuse(CHAT_TEXT.messageMissing, 'missing');
    if (author !== user.id && user.role !== USER_ROLE.admin) throw refuse(CHAT_TEXT.revertOthers, 'forbidden');
    // A concurrent revert of the same message already broadcast it.
    if (await repo.remove(messageId)) await publish({ kind: 'revert', messageId });
  }

  return {
    /** The `size` messages before `lastId` (the newest when absent), oldest first, dates in the site's format. */
    /** One page, oldest first: before `lastId` (the newest when absent), or right after `afterId`. */
    async history(size: number, lastId?: number, afterId?: number): Promise<ChatMessageItem[]> {
      const page = afterId === undefined ? (await repo.page(size, lastId)).reverse() : await repo.pageAfter(size, afterId, lastId);
      return page.map((item) => ({ ...item, createdAt: siteDateTime(item.createdAt), updatedAt: siteDateTime(item.updatedAt) }));
    },

    /** The message is gone (or never was): a revert of it has nothing left to announce. */
    gone: async (messageId: number) => (await repo.authorOf(messageId)) === null,

    async send(userId: number, content: string, contentType: ChatContentKind, tokenVersion?: number): Promise<ChatMessageItem> {
      const user = await member(userId, tokenVersion);
      const stored = await checkedContent(content, contentType);
      if (!(await sendLimiter.hit(`chat:${user.id}`)).allowed) throw refuse(CHAT_TEXT.tooFrequent, 'invalid');
      const { id, createdAt } = await repo.insert(user.id, stored, contentType);
      const at = siteDateTime(createdAt);
      const item: ChatMessageItem = {
        id,
        user_id: user.id,
        nick_name: user.nick_name,
        avatar: user.avatar,
        content: stored,
        content_type: contentType,
        createdAt: at,
        updatedAt: at,
      };
      await publish({ kind: 'message', item });
      return item;
    },

    revert: removeOne,

    /** The admin check is the route's guard; the websocket has no clear command. */
    async clear(): Promise<void> {
      await repo.clear();
      await publish({ kind: 'clear' });
    },

    /**
     * Stored first, so every process refuses the user from now on (a new socket, a message from a
     * socket not closed yet); then published, so every process closes the user's sockets.
     */
    async forceOffline(userId: number, targetId: number, tokenVersion?: number): Promise<void> {
      const user = await member(userId, tokenVersion);
      if (user.role !== USER_ROLE.admin) throw refuse(CHAT_TEXT.forbidden, 'forbidden');
      if (targetId === user.id) throw refuse(CHAT_TEXT.offlineSelf, 'invalid');
      if (!(await repo.activeUser(targetId))) throw refuse(CHAT_TEXT.userMissing, 'missing');
      const time = now();
      await repo.ban(targetId, new Date(time + CHAT_FORCED_OFFLINE_MS).toISOString(), new Date(time).toISOString());
      await publish({ kind: 'offline', userId: targetId });
    },

    /** Closes the user's sockets on every process (their account was disabled or their password reset). */
    endSessions: (userId: number) => publish({ kind: 'offline', userId }),

    actor,
    isBanned,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
