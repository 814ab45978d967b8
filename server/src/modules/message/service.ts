import path from 'node:path';
import {
  COMMENT_IP_UNKNOWN,
  MESSAGE_LIMITS,
  MESSAGE_STATUS,
  MESSAGE_TEXT,
  USER_ROLE,
  messageFieldsOf,
  type AddMessageBody,
  type MessageAllResult,
  type MessageHotTag,
  type MessageItem,
  type MessageListBody,
  type PageResult,
  type UpdateMessageBody,
} from '@blog/contract';
import { forbidden, unauthorized } from '../../platform/auth';
import { badRequest, refusal } from '../../platform/errors';
import { fileExists } from '../../platform/files';
import { siteDateTime } from '../../platform/siteTime';
import { withDefaultAvatar } from '../user/defaultAvatar';
import { excerpt } from '../comment/notifications';
import { inertText } from '../notify/inertText';
import type { AdminAlert } from '../notify/adminAlerts';
import type { MessageRepo, MessageRow } from './repo';

/** Who is asking: a logged-in user (with their role) or an anonymous visitor. */
export interface MessageCaller {
  userId: number | null;
  role: number | null;
  /** likerKey of the request, for the liked-by-me flag. */
  liker: string | null;
}

export interface MessageServiceDeps {
  /** Which of `ids` the liker liked (the like module's likedIds). */
  likedIds(liker: string | null, ids: readonly number[]): Promise<Set<number>>;
  /** DATA_DIR: a background picture must be a file the server stored there. */
  dataDir: string;
  /** The admins' batched notification about new entries (notify/adminAlerts.ts); a failure is logged by it, never thrown. */
  alertAdmins?(alert: AdminAlert): Promise<void>;
  /**
   * Runs a new entry's insert and its alert (drawer and outbox) in one transaction, so neither is
   * lost; a failed alert then undoes the entry and the writer is told. Without it (unit tests) the
   * insert goes to the service's repo and the alert to `alertAdmins`.
   */
  inTransaction?<T>(work: (writes: { repo: MessageRepo; alertAdmins(alert: AdminAlert): Promise<void> }) => Promise<T>): Promise<T>;
  /** Refuses a guest's name that could pass for the blogger's (user/nameRules.ts). */
  checkGuestName?(name: string): Promise<void>;
}

const isAdmin = (caller: MessageCaller) => caller.role === USER_ROLE.admin;

/**
 * One entry as the API shows it. Visitors' dates are the site's wall-clock time ("YYYY-MM-DD
 * HH:mm:ss", what the original client parses); the console passes `iso` to keep ISO-8601.
 */
export function toItem(row: MessageRow, liked: boolean, commentTotal: number, dates: 'site' | 'iso' = 'site'): MessageItem {
  // A deleted account leaves user_id null (on delete set null); the stored nickname stands in.
  const nickName = row.user_nick_name ?? row.stored_nick_name;
  const date = dates === 'site' ? siteDateTime : (iso: string) => iso;
  return {
    id: row.id,
    ...messageFieldsOf(row),
    user_id: row.user_id,
    nick_name: nickName || '匿名访客',
    // A guest has no avatar (the page shows a placeholder, as the original did); an account without one gets the site's default.
    avatar: row.user_id === null ? '' : withDefaultAvatar(row.user_avatar),
    like_times: row.like_times,
    is_like: liked,
    comment_total: commentTotal,
    status: row.status,
    ipAddress: row.ip_region || COMMENT_IP_UNKNOWN,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** The guestbook's rules: who may write, edit, delete and hide entries, and what visitors see. */
export function createMessageService(repo: MessageRepo, deps: MessageServiceDeps) {
  async function toItems(rows: MessageRow[], liker: string | null): Promise<MessageItem[]> {
    const ids = rows.map((row) => row.id);
    const [liked, comments] = await Promise.all([deps.likedIds(liker, ids), repo.commentTotals(ids)]);
    return rows.map((row) => toItem(row, liked.has(row.id), comments.get(row.id) ?? 0));
  }

  /** An entry the caller may see: shown ones for everyone, hidden ones for their author and the admin. */
  async function visible(id: number, caller: MessageCaller): Promise<MessageRow> {
    const row = await repo.find(id);
    if (!row) throw refusal(MESSAGE_TEXT.missing);
    const own = row.user_id !== null && row.user_id === caller.userId;
    if (row.status !== MESSAGE_STATUS.shown && !own && !isAdmin(caller)) throw refusal(MESSAGE_TEXT.missing);
    return row;
  }

  /** Only pictures our upload (or the demo seed) really stored: the pattern alone could name any hash. */
  async function checkBackground(bgUrl: string): Promise<void> {
    if (!bgUrl) return;
    const file = path.join(deps.dataDir, ...bgUrl.split('/').filter(Boolean));
    if (!(await fileExists(file))) throw badRequest(MESSAGE_TEXT.badBgUrl);
  }

  async function itemById(id: number, liker: string | null): Promise<MessageItem> {
    const row = await repo.find(id);
    if (!row) throw refusal(MESSAGE_TEXT.missing);
    const [item] = await toItems([row], liker);
    return item!;
  }

  return {
    /** Empty `tag` and `message` (the original client sends "" when it does not filter) mean all. */
    async list(request: MessageListBody, caller: MessageCaller): Promise<PageResult<MessageItem>> {
      const filter = { tag: request.tag || undefined, text: request.message || undefined };
      const [rows, total] = await Promise.all([repo.page(filter, (request.current - 1) * request.size, request.size), repo.count(filter)]);
      return { current: request.current, size: request.size, total, list: await toItems(rows, caller.liker) };
    },

    /** The barrage: the newest MESSAGE_LIMITS.allMax shown entries (a bounded answer however big the guestbook grows). */
    async all(caller: MessageCaller): Promise<MessageAllResult> {
      const [rows, total] = await Promise.all([repo.page({}, 0, MESSAGE_LIMITS.allMax), repo.count()]);
      return { list: await toItems(rows, caller.liker), total };
    },

    hotTags: (): Promise<MessageHotTag[]> => repo.hotTags(MESSAGE_LIMITS.hotTags),

    async detail(id: number, caller: MessageCaller): Promise<MessageItem> {
      const [item] = await toItems([await visible(id, caller)], caller.liker);
      return item!;
    },

    /**
     * A logged-in user writes under their account; a guest only with a nickname and only when the
     * site allows guest entries. `beforeInsert` runs once the entry is known to be acceptable (the
     * rate limit counts real entries, not typos the validation refused).
     */
    /** `beforeInsert` spends the rate limit (and checks a guest's captcha); `ipRegion` is IP 属地 or ''. */
    async add(body: AddMessageBody, caller: MessageCaller, beforeInsert: () => Promise<void>, ipRegion = ''): Promise<MessageItem> {
      let author: { userId: number | null; nickName: string };
      if (caller.userId !== null) {
        author = { userId: caller.userId, nickName: await repo.userNickName(caller.userId) };
      } else {
        if (!(await repo.guestsAllowed())) throw unauthorized(MESSAGE_TEXT.guestNotAllowed);
        if (!body.nick_name) throw badRequest(MESSAGE_TEXT.nickNameRequired);
        await deps.checkGuestName?.(body.nick_name);
        author = { userId: null, nickName: body.nick_name };
      }
      await checkBackground(body.bg_url);
      await beforeInsert();
      const write = async (writes: { repo: MessageRepo; alertAdmins?(alert: AdminAlert): Promise<void> }) => {
        const id = await writes.repo.insert(messageFieldsOf(body), author, ipRegion);
        await writes.alertAdmins?.({
          kind: 'message',
          detail: `${inertText(author.nickName) || '有人'} 在留言板留言：「${excerpt(body.message)}」`,
          except: caller.userId === null ? [] : [caller.userId],
          path: `/message/detail?id=${id}`,
          eventKey: `message:${id}`,
        });
        return id;
      };
      const id = deps.inTransaction ? await deps.inTransaction(write) : await write({ repo, alertAdmins: deps.alertAdmins });
      return itemById(id, caller.liker);
    },

    /** Only the author edits an entry; a guest entry has no author who could prove it is theirs. */
    async update(body: UpdateMessageBody, caller: MessageCaller): Promise<MessageItem> {
      if (caller.userId === null) throw unauthorized(MESSAGE_TEXT.loginRequired);
      const row = await visible(body.id, caller);
      if (row.user_id === null) throw forbidden(MESSAGE_TEXT.guestEntry);
      if (row.user_id !== caller.userId) throw forbidden(MESSAGE_TEXT.notYours);
      // Keeping the picture it already has is fine even if it is not re-uploaded.
      if (body.bg_url !== row.bg_url) await checkBackground(body.bg_url);
      await repo.update(row.id, messageFieldsOf(body));
      return itemById(row.id, caller.liker);
    },

    /**
     * The author deletes their own entries; the admin any entry, guest ones included. Every id is
     * checked before any is deleted: one that is someone else's refuses the whole request.
     */
    async remove(ids: readonly number[], caller: MessageCaller): Promise<void> {
      const unique = [...new Set(ids)];
      const rows = await Promise.all(unique.map((id) => repo.find(id)));
      for (const row of rows) {
        if (!row) throw refusal(MESSAGE_TEXT.missing);
        const own = row.user_id !== null && row.user_id === caller.userId;
        if (!own && !isAdmin(caller)) throw forbidden(MESSAGE_TEXT.deleteNotYours);
      }
      let removed = 0;
      for (const id of unique) if (await repo.remove(id)) removed += 1;
      if (removed === 0) throw refusal(MESSAGE_TEXT.missing);
    },

    /** Admin only (checked by the route): hidden entries leave every list but stay in the database. */
    async setHidden(id: number, hidden: boolean): Promise<void> {
      if (!(await repo.setStatus(id, hidden ? MESSAGE_STATUS.hidden : MESSAGE_STATUS.shown))) throw refusal(MESSAGE_TEXT.missing);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
