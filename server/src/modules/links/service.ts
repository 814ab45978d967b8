import {
  LINK_NOTIFY_TYPE,
  LINK_STATUS,
  LINK_TEXT,
  type AdminLinkItem,
  type LinkApplication,
  type LinkItem,
  type OwnLink,
  type PageResult,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import { siteDateTime } from '../../platform/siteTime';
import { wakeOutbox } from '../outbox/enqueue';
import { createAdminAlerts } from '../notify/adminAlerts';
import { queueUserMail } from '../outbox/userMail';
import { now } from '../../platform/clock';
import { inertText } from '../notify/inertText';
import { createNotifyService, type NotifyService } from '../notify/service';
import { createLinkRepo, type LinkRepo, type LinkRow } from './repo';

/** A call's answer: what it returns and the sentence the page shows. */
export interface Answer<T> {
  result: T;
  message: string;
}

const toItem = (row: LinkRow): LinkItem => ({
  id: row.id,
  site_name: row.site_name,
  site_desc: row.site_desc,
  site_avatar: row.site_avatar,
  url: row.url,
  user_id: row.user_id,
});

/** The applicant sees the site's wall-clock dates; the console (`iso`) keeps ISO-8601. */
const toOwn = (row: LinkRow, dates: 'site' | 'iso' = 'site'): OwnLink => {
  const date = dates === 'site' ? siteDateTime : (iso: string) => iso;
  return { ...toItem(row), status: row.status, createdAt: date(row.created_at), updatedAt: date(row.updated_at) };
};

const sameFields = (row: LinkRow, fields: LinkApplication) =>
  row.site_name === fields.site_name && row.site_desc === fields.site_desc && row.site_avatar === fields.site_avatar && row.url === fields.url;

/** Friend links: applications by logged-in users, reviewed by the admin, listed once approved. */
export function createLinkService(db: Db, repo: LinkRepo = createLinkRepo(db), notifier: NotifyService = createNotifyService(db)) {
  async function page<T>(status: number | undefined, request: { current: number; size: number }, map: (row: LinkRow & { nick_name: string | null }) => T): Promise<PageResult<T>> {
    const [rows, total] = await Promise.all([repo.page(status, (request.current - 1) * request.size, request.size), repo.count(status)]);
    return { current: request.current, size: request.size, total, list: rows.map(map) };
  }

  async function existing(id: number): Promise<LinkRow> {
    const row = await repo.byId(id);
    if (!row) throw refusal(LINK_TEXT.missing);
    return row;
  }

  const alertAdminsOver = (over: Db, userId: number, link: Pick<LinkApplication, 'site_name' | 'url'>, what: string) =>
    createAdminAlerts(over).alertAdmins({ kind: 'link', detail: `${what}「${inertText(link.site_name)}」：${inertText(link.url)}`, except: [userId] });
  /** The applicant's mail about the review (if they have a verified address and want it). */
  const mailApplicant = async (userId: number, text: string, key: string) => {
    if (await queueUserMail(db.kysely, userId, 'link', { kind: 'link', text, path: '/link/list', at: now().toISOString(), key })) wakeOutbox(db);
  };
  const alertAdmins = (userId: number, link: Pick<LinkApplication, 'site_name' | 'url'>, what: string) => alertAdminsOver(db, userId, link, what);

  /**
   * The caller's own application takes `fields`; an approved link that really changes waits for review
   * again. Null when the caller has none. `pendingMessage`: what a changed pending one answers.
   */
  async function rewriteOwn(userId: number, fields: LinkApplication, id: number | undefined, pendingMessage: string): Promise<Answer<OwnLink> | null> {
    const row = await repo.byUser(userId);
    if (!row) return null;
    if (id !== undefined && id !== row.id) throw refusal(LINK_TEXT.notYours);
    if (sameFields(row, fields)) return { result: toOwn(row), message: LINK_TEXT.unchanged };
    await repo.updateOwn(row.id, userId, fields);
    const updated = await repo.byUser(userId);
    if (!updated) return null;
    return { result: toOwn(updated), message: row.status === LINK_STATUS.approved ? LINK_TEXT.updatedBackToPending : pendingMessage };
  }

  return {
    /** Approved links only, in the order they joined. */
    list: (request: { current: number; size: number }): Promise<PageResult<LinkItem>> => page(LINK_STATUS.approved, request, toItem),

    adminList: (request: { current: number; size: number; status?: number }): Promise<PageResult<AdminLinkItem>> =>
      page(request.status, request, (row) => ({ ...toOwn(row, 'iso'), nick_name: row.nick_name })),

    async own(userId: number): Promise<OwnLink | null> {
      const row = await repo.byUser(userId);
      return row ? toOwn(row) : null;
    },

    /**
     * One link per user (the unique user_id), and a second application replaces the first instead of
     * being refused: the original client has no way to edit a pending application (only listed links
     * have its edit icon), so a refusal would leave its user stuck with a typo. A pending one takes the
     * new content and is still one review; an approved one changes as an edit does and is reviewed again.
     */
    async apply(userId: number, fields: LinkApplication): Promise<Answer<OwnLink>> {
      // Twice at most: the admin may delete the first application between the insert and the rewrite.
      for (let attempt = 0; attempt < 2; attempt++) {
        // The application and its alert (drawer and outbox) commit together: neither is lost.
        const inserted = await db.kysely.transaction().execute(async (trx) => {
          const over = { ...db, kysely: trx };
          const row = await createLinkRepo(over).insertPending(userId, fields);
          if (row) await alertAdminsOver(over, userId, row, '收到友链申请');
          return row;
        });
        if (inserted) {
          wakeOutbox(db);
          return { result: toOwn(inserted), message: LINK_TEXT.applied };
        }
        const replaced = await rewriteOwn(userId, fields, undefined, LINK_TEXT.replacedPending);
        if (replaced) {
          if (replaced.message !== LINK_TEXT.unchanged) await alertAdmins(userId, replaced.result, '友链申请已更新');
          return replaced;
        }
      }
      throw refusal(LINK_TEXT.noApplication);
    },

    /** Edits the caller's own application (POST /api/links/frontUpdate). */
    async updateOwn(userId: number, fields: LinkApplication, id?: number): Promise<Answer<OwnLink>> {
      const answer = await rewriteOwn(userId, fields, id, LINK_TEXT.updatedPending);
      if (!answer) throw refusal(LINK_TEXT.noApplication);
      return answer;
    },

    /** Approves a pending link and tells its applicant; approving an approved link again changes nothing. */
    async approve(id: number): Promise<Answer<null>> {
      const row = await existing(id);
      if (!(await repo.approve(id))) return { result: null, message: LINK_TEXT.alreadyApproved };
      if (row.user_id !== null) {
        const message = `你的友链申请「${inertText(row.site_name)}」已通过审核，已经显示在友链页面啦～`;
        await notifier.notify({ userId: row.user_id, type: LINK_NOTIFY_TYPE, message });
        await mailApplicant(row.user_id, message, `link:approved:${id}:${Date.now()}`);
      }
      return { result: null, message: LINK_TEXT.approved };
    },

    /** Deletes an application (or removes a listed link) and tells its applicant why. */
    async reject(id: number, reason?: string): Promise<Answer<null>> {
      const row = await existing(id);
      if (!(await repo.remove(id))) throw refusal(LINK_TEXT.missing);
      if (row.user_id !== null) {
        const because = reason ? `，理由：${inertText(reason)}` : '';
        const what = row.status === LINK_STATUS.approved ? `你的友链「${inertText(row.site_name)}」已被博主移除` : `很遗憾，你的友链申请「${inertText(row.site_name)}」没有通过审核`;
        const message = `${what}${because}，修改后可以重新申请。`;
        await notifier.notify({ userId: row.user_id, type: LINK_NOTIFY_TYPE, message });
        await mailApplicant(row.user_id, message, `link:rejected:${id}:${Date.now()}`);
      }
      return { result: null, message: LINK_TEXT.rejected };
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
