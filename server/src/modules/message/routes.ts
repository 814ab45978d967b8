import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  addMessageBody,
  deleteMessageBody,
  idParams,
  LIKE_TYPE,
  MESSAGE_LIMITS,
  MESSAGE_TEXT,
  messageListBody,
  updateMessageBody,
  VISITOR_KEY_HEADER,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { bearerToken, createAuthGuards, likerKey, SESSION_EXPIRED_MESSAGE, unauthorized } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { ApiError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { likedIds } from '../like/likedIds';
import { wakeOutbox } from '../outbox/enqueue';
import { createAdminAlerts } from '../notify/adminAlerts';
import { createNameRules } from '../user/nameRules';
import { createMessageRepo } from './repo';
import { screenFields } from '../sensitive/screen';
import { createMessageService, type MessageCaller } from './service';
import { captchaFor } from '../captcha/service';
import { guestSettings, requestRegion } from '../comment/guest';

const tags = ['留言'];

/** New entries per account (or per address for guests): enough for a conversation, not for a flood. */
export const MESSAGE_POST_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

const styleRules = `message（留言内容）1–${MESSAGE_LIMITS.contentMax} 字；tag ≤ ${MESSAGE_LIMITS.tagMax} 字；color、bg_color 为空、transparent、#rgb/#rgba/#rrggbb/#rrggbbaa、rgb()、rgba()、hsl()、hsla()、hsv() 或 hsva()；font_size ${MESSAGE_LIMITS.fontSizeMin}–${MESSAGE_LIMITS.fontSizeMax}；font_weight 100–900 的整百数；bg_url 为空或本站上传的图片（/api/upload/img 返回的地址）。不合规：400，什么都不保存。`;

/** `role` is set only behind a guard (from the database); elsewhere it is null and counts for nothing. */
const callerOf = (request: FastifyRequest): MessageCaller => ({ userId: request.userId, role: request.userRole, liker: likerKey(request) });

/** The guestbook under /api/message (DESIGN.md §4), plus the admin's hide and show. */
const messageRoutes: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (app, { db, dataDir }) => {
  const names = createNameRules(db);
  const service = createMessageService(createMessageRepo(db), {
    likedIds: (liker, ids) => likedIds(db, LIKE_TYPE.message, liker, ids),
    dataDir,
    checkGuestName: (name) => names.checkDisplayName(name, 'guest'),
    async inTransaction(work) {
      const id = await db.kysely.transaction().execute((trx) => {
        const over = { ...db, kysely: trx };
        return work({ repo: createMessageRepo(over), alertAdmins: createAdminAlerts(over).alertAdmins });
      });
      wakeOutbox(db);
      return id;
    },
  });
  const guards = createAuthGuards(db);
  const captcha = captchaFor(db, dataDir);
  const postLimiter = app.rateLimits.limiter('message-post', MESSAGE_POST_LIMIT);

  /**
   * Anyone may call; a token, when sent, must be valid (and its account enabled): an expired login
   * must not quietly turn into a guest entry.
   */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<MessageCaller> {
    if (request.userId !== null) await guards.requireUser(request, reply);
    else if (bearerToken(request.headers.authorization)) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    return callerOf(request);
  }

  app.post(
    '/getMessageList',
    {
      schema: routeDoc({
        tags,
        summary: '留言列表（新的在前，分页，可按标签和内容筛选）',
        description: `只列出显示中的留言。tag 按标签精确筛选，message 按内容包含筛选（不超过 ${MESSAGE_LIMITS.searchMax} 字），空字符串表示不筛选。createdAt 为站点时区的「YYYY-MM-DD HH:mm:ss」。is_like 按登录账号或请求头 ${VISITOR_KEY_HEADER} 计算；comment_total 为显示中的评论和回复数。`,
        body: messageListBody,
      }),
    },
    async (request) => ok(await service.list(validate(messageListBody, request.body), callerOf(request))),
  );

  app.get(
    '/getAllMessage',
    {
      schema: routeDoc({
        tags,
        summary: `弹幕留言（最新的 ${MESSAGE_LIMITS.allMax} 条显示中的留言，新的在前）`,
        description: `result 为 {list, total}：list 最多 ${MESSAGE_LIMITS.allMax} 条（条目与留言列表相同），total 为显示中的留言总数。`,
      }),
    },
    async (request) => ok(await service.all(callerOf(request))),
  );

  app.get('/getHotTagList', { schema: routeDoc({ tags, summary: `热门标签（显示中的留言里用得最多的 ${MESSAGE_LIMITS.hotTags} 个）` }) }, async () =>
    ok(await service.hotTags()),
  );

  app.get(
    '/getMessageById/:id',
    {
      // The admin sees hidden entries: the role must be the database's, not the token's.
      preHandler: guards.readOptionalUser,
      schema: routeDoc({
        tags,
        summary: '留言详情',
        description: `不存在或已隐藏：HTTP 200，code 100「${MESSAGE_TEXT.missing}」（隐藏的留言只有作者和管理员能看到）。`,
        params: idParams,
      }),
    },
    async (request) => ok(await service.detail(validate(idParams, request.params).id, callerOf(request))),
  );

  app.post(
    '/add',
    {
      schema: routeDoc({
        tags,
        summary: '发布留言',
        description: `登录用户以自己的账号发布；未登录时需要 nick_name（1–${MESSAGE_LIMITS.nickNameMax} 字），且站点允许游客留言（site_config.allow_guest_message = 1），否则 401「${MESSAGE_TEXT.guestNotAllowed}」。${styleRules}每个账号（游客按地址）10 分钟内最多 ${MESSAGE_POST_LIMIT.max} 条，超出 429。`,
        body: addMessageBody,
      }),
    },
    async (request, reply) => {
      const caller = await identify(request, reply);
      const body = await screenFields(db, { message: 'message', tag: 'message', nick_name: 'nickname' }, validate(addMessageBody, request.body));
      const key = caller.userId !== null ? `u:${caller.userId}` : `ip:${request.ip}`;
      const settings = await guestSettings(db);
      const item = await service.add(
        body,
        caller,
        async () => {
          if (caller.userId === null && settings.captchaMessage) await captcha.verify(body.altcha);
          const decision = await postLimiter.hit(key);
          if (decision.allowed) return;
          reply.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
          throw new ApiError(429, MESSAGE_TEXT.tooFrequent);
        },
        requestRegion(request, settings),
      );
      return ok(item, MESSAGE_TEXT.published);
    },
  );

  app.post(
    '/update',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '修改自己的留言',
        description: `需要登录。只能修改自己的留言：别人的 403「${MESSAGE_TEXT.notYours}」，游客留言 403「${MESSAGE_TEXT.guestEntry}」。${styleRules}`,
        body: updateMessageBody,
      }),
    },
    async (request) => ok(await service.update(await screenFields(db, { message: 'message', tag: 'message' }, validate(updateMessageBody, request.body)), callerOf(request)), MESSAGE_TEXT.updated),
  );

  app.put(
    '/delete',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '删除留言（连同它们的评论和点赞）',
        description: `需要登录。请求体 {idList: [编号…]}（1–${MESSAGE_LIMITS.deleteMax} 个）。作者删除自己的留言，管理员可删除任何留言；其中有一条不能删：403「${MESSAGE_TEXT.deleteNotYours}」，一条都不删。`,
        body: deleteMessageBody,
      }),
    },
    async (request) => {
      await service.remove(validate(deleteMessageBody, request.body).idList, callerOf(request));
      return ok(null, MESSAGE_TEXT.deleted);
    },
  );

  app.put(
    '/hide/:id',
    { preHandler: guards.requireAdmin, schema: routeDoc({ tags, summary: '隐藏留言（管理员）', description: '非管理员 403「权限不足」。', params: idParams }) },
    async (request) => {
      await service.setHidden(validate(idParams, request.params).id, true);
      return ok(null, MESSAGE_TEXT.hidden);
    },
  );

  app.put(
    '/show/:id',
    { preHandler: guards.requireAdmin, schema: routeDoc({ tags, summary: '恢复显示留言（管理员）', description: '非管理员 403「权限不足」。', params: idParams }) },
    async (request) => {
      await service.setHidden(validate(idParams, request.params).id, false);
      return ok(null, MESSAGE_TEXT.shown);
    },
  );
};

export default messageRoutes;
