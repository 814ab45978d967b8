import {
  COMMENT_PAGE_SIZE,
  COMMENT_TEXT,
  COMMENT_TYPE,
  SITE_PAGE_MESSAGES,
  USER_ROLE,
  type CommentItem,
  type CommentOrder,
  type CommentTotal,
  type CommentType,
  type PageResult,
  type ParentComment,
  type UserMailKind,
} from '@blog/contract';
import { forbidden } from '../../platform/auth';
import { badRequest, refusal } from '../../platform/errors';
import type { AdminAlert } from '../notify/adminAlerts';
import type { OutboxEvent } from '../outbox/enqueue';
import { now } from '../../platform/clock';
import type { Notification } from '../notify/service';
import { toCommentItem, type CommentView } from './mapper';
import { adminCommentDetail, commentPath, newCommentMessage, notifyTypeOf, replyMessage } from './notifications';
import { COMMENT_STATUS, type CommentRepo, type CommentRow, type CommentTarget } from './repo';

export interface Caller {
  userId: number;
  role: number | null;
}

export interface TargetRef {
  type: CommentType;
  forId: number;
}

export interface PageRequest {
  current: number;
  size: number;
}

export interface ReplyRequest {
  parentId: number;
  replyId?: number;
  toUser?: number;
  content: string;
}

/** A guest author (the caller is then the 访客 account); `pending` when the blogger reviews guests first. */
export interface GuestAuthor {
  name: string;
  email: string;
  url: string;
  /** Hash of the writer's browser token: that browser alone sees the comment while it is pending. */
  key: string;
  pending: boolean;
}

/** What a write carries beyond its text: IP 属地 and, for a guest, who they say they are. */
export interface WriteExtras {
  ipRegion?: string;
  guest?: GuestAuthor;
}

/** Who reads: their guest key (pending comments of theirs) and whether guests' avatars are shown. */
export interface Reader {
  viewer: string | null;
  view: CommentView;
}

const PUBLIC_READER: Reader = { viewer: null, view: { guestAvatars: false } };

/** What writing a comment touches, over the database or over one transaction of it. */
export interface CommentWrites {
  repo: CommentRepo;
  notify(n: Notification): Promise<unknown>;
  /** The admins' batched drawer notification about new comments, and its outbox rows (notify/adminAlerts.ts). */
  alertAdmins(alert: AdminAlert): Promise<void>;
  /** A mail to one account (outbox/userMail.ts): queued only for a verified address that has not opted out. */
  mailUser(userId: number, kind: UserMailKind, event: OutboxEvent): Promise<boolean>;
}

export interface CommentDeps extends CommentWrites {
  /** Which of the ids the liker likes (LIKE_TYPE.comment); the like module's likedIds. */
  likedComments(liker: string | null, ids: number[]): Promise<Set<number>>;
  /**
   * Runs a new comment's writes in one transaction: the comment with its notifications and alerts
   * (the outbox's mails and webhooks among them), so none is lost. Without it (unit tests) the
   * writes go straight to `repo`, `notify` and `alertAdmins`.
   */
  inTransaction?<T>(work: (writes: CommentWrites) => Promise<T>): Promise<T>;
  /** A failed in-site notification outside a transaction must not undo a stored comment: it is logged. */
  onNotifyError(error: unknown): void;
}

const offsetOf = ({ current, size }: PageRequest) => (current - 1) * size;

/** Comment rules; SQL lives in the repo, HTTP in the routes. */
export function createCommentService(deps: CommentDeps) {
  const { repo, likedComments, onNotifyError } = deps;
  const inTransaction = <T,>(work: (writes: CommentWrites) => Promise<T>): Promise<T> => (deps.inTransaction ? deps.inTransaction(work) : work(deps));

  async function visibleTarget({ type, forId }: TargetRef): Promise<CommentTarget> {
    const target = await repo.visibleTarget(type, forId);
    if (!target) throw refusal(COMMENT_TEXT.targetMissing[type]);
    return target;
  }

  /** Where a new comment or reply may go: visible, and not a page whose comments are off. */
  function open(target: CommentTarget): CommentTarget {
    if (target.closed) throw refusal(SITE_PAGE_MESSAGES.commentsClosed);
    return target;
  }

  /** A shown top-level comment whose item is still visible, or a refusal. */
  async function shownParent(parentId: number) {
    const parent = await repo.find(parentId);
    if (!parent || parent.parent_id !== null || parent.status !== COMMENT_STATUS.shown) throw refusal(COMMENT_TEXT.commentMissing);
    const target = await visibleTarget({ type: parent.type as CommentType, forId: parent.for_id });
    return { parent, target };
  }

  async function toItems(rows: CommentRow[], liker: string | null, view: CommentView): Promise<CommentItem[]> {
    const liked = await likedComments(
      liker,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toCommentItem(row, liked, view));
  }

  async function created(writes: CommentWrites, id: number, view: CommentView = PUBLIC_READER.view): Promise<CommentItem> {
    const row = await writes.repo.findWithUsers(id);
    if (!row) throw refusal(COMMENT_TEXT.commentMissing);
    // Nobody has liked a comment that did not exist a moment ago.
    return toCommentItem(row, new Set(), view);
  }

  /** The columns a write stores for a guest and for IP 属地. */
  const storedExtras = (extras: WriteExtras) => ({
    ipRegion: extras.ipRegion ?? '',
    status: extras.guest?.pending ? COMMENT_STATUS.pending : COMMENT_STATUS.shown,
    guest: extras.guest ? { name: extras.guest.name, email: extras.guest.email, url: extras.guest.url, key: extras.guest.key } : undefined,
  });

  /**
   * Inside the comment's transaction a failure undoes the comment too (the writer is told and
   * keeps their text); outside one it is only logged.
   */
  async function send(writes: CommentWrites, notifications: Notification[]): Promise<void> {
    for (const n of notifications) {
      try {
        await writes.notify(n);
      } catch (error) {
        if (deps.inTransaction) throw error;
        onNotifyError(error);
      }
    }
  }

  async function tellAdmins(writes: CommentWrites, alert: AdminAlert): Promise<void> {
    try {
      await writes.alertAdmins(alert);
    } catch (error) {
      if (deps.inTransaction) throw error;
      onNotifyError(error);
    }
  }

  return {
    async total(ref: TargetRef): Promise<CommentTotal> {
      await visibleTarget(ref);
      return repo.countShown(ref.type, ref.forId);
    },

    /**
     * Top-level comments, newest first ("new") or most liked first ("hot"), each with its reply
     * count and first page of replies.
     */
    async parents(ref: TargetRef, page: PageRequest, liker: string | null, order: CommentOrder = 'new', reader: Reader = PUBLIC_READER): Promise<PageResult<ParentComment>> {
      await visibleTarget(ref);
      const [rows, total] = await Promise.all([
        repo.parentPage(ref.type, ref.forId, offsetOf(page), page.size, order, reader.viewer),
        repo.countParents(ref.type, ref.forId),
      ]);
      const ids = rows.map((r) => r.id);
      const [counts, replyRows] = await Promise.all([repo.replyCounts(ids), repo.firstReplies(ids, COMMENT_PAGE_SIZE.replies, reader.viewer)]);
      const items = await toItems([...rows, ...replyRows], liker, reader.view);
      const byId = new Map(items.map((item) => [item.id, item]));
      const list = rows.map((row): ParentComment => ({
        ...byId.get(row.id)!,
        reply_count: counts.get(row.id) ?? 0,
        replies: replyRows.filter((r) => r.parent_id === row.id).map((r) => byId.get(r.id)!),
      }));
      return { current: page.current, size: page.size, total, list };
    },

    /** Replies of one top-level comment, oldest first. */
    async children(parentId: number, page: PageRequest, liker: string | null, reader: Reader = PUBLIC_READER): Promise<PageResult<CommentItem>> {
      await shownParent(parentId);
      const [rows, counts] = await Promise.all([repo.replyPage(parentId, offsetOf(page), page.size, reader.viewer), repo.replyCounts([parentId])]);
      return { current: page.current, size: page.size, total: counts.get(parentId) ?? 0, list: await toItems(rows, liker, reader.view) };
    },

    /**
     * A top-level comment. The author of a guestbook entry hears of a comment on theirs; the admins
     * hear of every comment through their batched notification (which opens the comment queue),
     * except the one who wrote it and an admin already told as the entry's author.
     */
    async add(caller: Caller, ref: TargetRef, content: string, extras: WriteExtras = {}): Promise<CommentItem> {
      const target = open(await visibleTarget(ref));
      return inTransaction(async (writes) => {
        const id = await writes.repo.insert({ type: ref.type, forId: ref.forId, parentId: null, fromUser: caller.userId, toUser: null, content, ...storedExtras(extras) });
        const item = await created(writes, id);
        const owner = target.type === COMMENT_TYPE.message && target.ownerId !== caller.userId ? target.ownerId : null;
        if (owner !== null) {
          const message = newCommentMessage(item.from_name, target, content);
          await send(writes, [{ userId: owner, type: notifyTypeOf(ref.type), toId: ref.forId, message }]);
          await writes.mailUser(owner, 'reply', { kind: 'comment', text: message, path: commentPath(target), at: now().toISOString(), key: `comment:${id}` });
        }
        await tellAdmins(writes, {
          kind: 'comment',
          detail: adminCommentDetail(item.from_name, target, content),
          except: owner === null ? [caller.userId] : [caller.userId, owner],
          path: commentPath(target),
          eventKey: `comment:${id}`,
        });
        return item;
      });
    },

    /**
     * A reply in the thread of a top-level comment. Whom it answers comes from the comment named
     * by reply_id (or is checked against the thread when only to_user is given): a client cannot
     * address, and notify, someone who is not in the conversation.
     */
    async apply(caller: Caller, request: ReplyRequest, extras: WriteExtras = {}): Promise<CommentItem> {
      const { parent, target } = await shownParent(request.parentId);
      open(target);
      let toUser = parent.from_user;
      // A guest answered is named by their own nickname; their author row is the shared 访客 account.
      let toGuestName = parent.guest_name;
      if (request.replyId !== undefined) {
        const answered = await repo.find(request.replyId);
        const inThread = answered && (answered.id === parent.id || answered.parent_id === parent.id);
        if (!answered || !inThread || answered.status !== COMMENT_STATUS.shown) throw refusal(COMMENT_TEXT.commentMissing);
        toUser = answered.from_user;
        toGuestName = answered.guest_name;
      } else if (request.toUser !== undefined) {
        if (!(await repo.threadHasAuthor(parent.id, request.toUser))) throw badRequest(COMMENT_TEXT.badReplyTarget);
        toUser = request.toUser;
        if (toUser !== parent.from_user) toGuestName = '';
      }
      return inTransaction(async (writes) => {
        const id = await writes.repo.insert({
          type: parent.type,
          forId: parent.for_id,
          parentId: parent.id,
          fromUser: caller.userId,
          toUser,
          content: request.content,
          toGuestName,
          ...storedExtras(extras),
        });
        const item = await created(writes, id);
        // The 访客 account reads no inbox: a guest answered hears nothing in-site.
        if (toUser !== caller.userId && toGuestName === '') {
          const message = replyMessage(item.from_name, target, request.content);
          await send(writes, [{ userId: toUser, type: notifyTypeOf(target.type), toId: target.type === COMMENT_TYPE.page ? null : target.forId, message }]);
          // The reply mail is written with the reply: committed together or not at all.
          await writes.mailUser(toUser, 'reply', { kind: 'comment', text: message, path: commentPath(target), at: now().toISOString(), key: `comment:${id}` });
        }
        // The addressee already has their own notification; the other admins hear of it in the batch.
        await tellAdmins(writes, {
          kind: 'comment',
          detail: adminCommentDetail(item.from_name, target, request.content, item.to_name ?? ''),
          except: [caller.userId, toUser],
          path: commentPath(target),
          eventKey: `comment:${id}`,
        });
        return item;
      });
    },

    /** The author or an admin; parentId must be the comment's real parent (0 for a top-level one). */
    async remove(caller: Caller, id: number, parentId: number): Promise<void> {
      const comment = await repo.find(id);
      if (!comment) throw refusal(COMMENT_TEXT.commentMissing);
      if ((comment.parent_id ?? 0) !== parentId) throw badRequest(COMMENT_TEXT.parentMismatch);
      if (comment.from_user !== caller.userId && caller.role !== USER_ROLE.admin) throw forbidden(COMMENT_TEXT.notYours);
      await repo.remove(id);
    },

    /** Admin only (checked by the route): a hidden comment is neither listed nor counted. */
    async setHidden(id: number, hidden: boolean): Promise<void> {
      if (!(await repo.find(id))) throw refusal(COMMENT_TEXT.commentMissing);
      await repo.setStatus(id, hidden ? COMMENT_STATUS.hidden : COMMENT_STATUS.shown);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
