import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  addCommentBody,
  applyCommentBody,
  childCommentPageBody,
  COMMENT_CONTENT_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_TEXT,
  commentTargetBody,
  deleteCommentParams,
  GUEST_COMMENT_TEXT,
  idParams,
  parentCommentPageBody,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId, likerKey } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { ApiError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimit';
import { validate } from '../../platform/validate';
import { commentServiceFor } from './deps';
import type { Caller } from './service';
import { screenText } from '../sensitive/screen';
import { inertCommentContent } from './contentHtml';
import { captchaFor } from '../captcha/service';
import { commentReader, commentWriter } from './guestWrite';

const tags = ['评论'];

/** Per user: a person in a lively thread writes a few a minute; a script is stopped at 10. */
export const COMMENT_WRITE_LIMIT = { max: 10, windowMs: 60_000 } as const;

const readDoc = 'type：1 文章、2 说说、3 留言、4 自建页面（本站客户端用；关闭评论的页面不能再评论，code 100「这个页面已关闭评论」）。目标（公开的文章、公开的说说、显示中的留言、公开的页面）不存在时：HTTP 200，code 100，如「文章不存在或已被删除」。被隐藏的评论不列出、不计数。';
/** The original client's comment box takes more than 500 characters: told, not 400 (validate.ts). */
const tooLongRefusal = { refusals: [COMMENT_TEXT.tooLong] };
const guestDoc = `网站设置开启游客评论时，未登录也可以发表：guest_name 昵称（必填，经过敏感词过滤）、guest_email 邮箱（可不填，从不公开）、guest_url 网址（可不填）；开启人机验证时还需 altcha（见 GET /api/captcha/challenge，错误或重复使用 400）。游客评论默认待审核：返回的评论带 pending: true，消息为「${GUEST_COMMENT_TEXT.pending}」，审核通过前只有写它的浏览器（guest_token Cookie）能在列表里看到。`;
const writeDoc = `需要登录（游客评论关闭时否则 401）；内容去掉首尾空白后 1–${COMMENT_CONTENT_MAX} 个字（空的 400；太长时 HTTP 200、code 100「${COMMENT_TEXT.tooLong}」，原版客户端的输入框允许更长）；每人每分钟最多 ${COMMENT_WRITE_LIMIT.max} 条（否则 429「${COMMENT_TEXT.tooFrequent}」）。`;

async function spendWriteBudget(limiter: RateLimiter, key: string, reply: FastifyReply): Promise<void> {
  const decision = await limiter.hit(key);
  if (decision.allowed) return;
  reply.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
  throw new ApiError(429, COMMENT_TEXT.tooFrequent);
}

/** /api/comment (DESIGN.md §4): comments on articles (type 1), talk posts (2), guestbook entries (3) and pages of one's own (4). */
const commentRoutes: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (app, { db, dataDir }) => {
  const guards = createAuthGuards(db);
  const captcha = captchaFor(db, dataDir);
  const writes = app.rateLimits.limiter('comment-write', COMMENT_WRITE_LIMIT);
  const service = commentServiceFor(db, app.log);
  // requireUser has read the role from the database, so a demoted admin loses it at once.
  const callerOf = (request: FastifyRequest): Caller => ({ userId: currentUserId(request), role: request.userRole });
  // What a reader gets may hold their own pending guest comments: no shared cache may keep it.
  const readerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const reader = await commentReader(db, request);
    if (reader.viewer !== null) reply.header('Cache-Control', 'private, no-store');
    return reader;
  };

  app.post(
    '/getCommentTotal',
    { schema: routeDoc({ tags, summary: '评论总数（显示中的评论及其回复）', description: `result 是一个数字（一级评论与回复的总数）。${readDoc}`, body: commentTargetBody }) },
    async (request) => {
      const { type, for_id } = validate(commentTargetBody, request.body);
      return ok(await service.total({ type, forId: for_id }));
    },
  );

  app.post(
    '/frontGetParentComment',
    {
      schema: routeDoc({
        tags,
        summary: '一级评论（order：new 新的在前，hot 点赞多的在前；不给时新的在前；分页）',
        description: `每条带 from_id、from_name、from_avatar、thumbs_up、is_like、ipAddress、reply_count 和前 ${COMMENT_PAGE_SIZE.replies} 条回复（replies，旧的在前）。${readDoc}`,
        body: parentCommentPageBody,
      }),
    },
    async (request, reply) => {
      const { type, for_id, current, size, order } = validate(parentCommentPageBody, request.body);
      return ok(await service.parents({ type, forId: for_id }, { current, size }, likerKey(request), order ?? 'new', await readerOf(request, reply)));
    },
  );

  app.post(
    '/frontGetChildrenComment',
    {
      schema: routeDoc({
        tags,
        summary: '某条一级评论的回复（旧的在前，分页）',
        description: `每条另带 to_id、to_name、to_avatar（回复 @昵称）。一级评论不存在或已隐藏：code 100「${COMMENT_TEXT.commentMissing}」。`,
        body: childCommentPageBody,
      }),
    },
    async (request, reply) => {
      const { parent_id, current, size } = validate(childCommentPageBody, request.body);
      return ok(await service.children(parent_id, { current, size }, likerKey(request), await readerOf(request, reply)));
    },
  );

  app.post(
    '/add',
    {
      schema: routeDoc({ tags, summary: '发表一级评论', description: `${writeDoc}${guestDoc}返回新评论。${readDoc}`, body: addCommentBody }),
    },
    async (request, reply) => {
      const body = validate(addCommentBody, request.body, tooLongRefusal);
      const writer = await commentWriter(db, guards, captcha, request, reply, body);
      await spendWriteBudget(writes, writer.budgetKey, reply);
      const stored = await inertCommentContent(await screenText(db, 'comment', body.content));
      const item = await service.add(writer.caller, { type: body.type, forId: body.for_id }, stored, writer.extras);
      return ok(item, item.pending ? GUEST_COMMENT_TEXT.pending : COMMENT_TEXT.added);
    },
  );

  app.post(
    '/apply',
    {
      schema: routeDoc({
        tags,
        summary: '回复评论',
        description: `${writeDoc}parent_id 是一级评论；reply_id 是被回复的那条（一级评论或它下面的回复），也可以只给 to_id（旧名 to_user；必须是这条评论下的作者，否则 400「${COMMENT_TEXT.badReplyTarget}」）；都不给时回复一级评论的作者。from_*、to_name、to_avatar 不被采信。被回复的人会收到通知。${guestDoc}返回新回复。`,
        body: applyCommentBody,
      }),
    },
    async (request, reply) => {
      const body = validate(applyCommentBody, request.body, tooLongRefusal);
      const writer = await commentWriter(db, guards, captcha, request, reply, body);
      await spendWriteBudget(writes, writer.budgetKey, reply);
      const content = await inertCommentContent(await screenText(db, 'comment', body.content));
      const item = await service.apply(writer.caller, { parentId: body.parent_id, replyId: body.reply_id, toUser: body.to_id ?? body.to_user, content }, writer.extras);
      return ok(item, item.pending ? GUEST_COMMENT_TEXT.pending : COMMENT_TEXT.replied);
    },
  );

  app.delete(
    '/delete/:id/:parent_id',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '删除评论（一级评论连同回复一起删除）',
        description: `作者本人或管理员；别人的评论 403「${COMMENT_TEXT.notYours}」。parent_id：一级评论为 0，回复为它的一级评论编号，不符 400「${COMMENT_TEXT.parentMismatch}」。`,
        params: deleteCommentParams,
      }),
    },
    async (request) => {
      const { id, parent_id } = validate(deleteCommentParams, request.params);
      await service.remove(callerOf(request), id, parent_id);
      return ok(null, COMMENT_TEXT.deleted);
    },
  );

  app.put(
    '/hide/:id',
    { preHandler: guards.requireAdmin, schema: routeDoc({ tags, summary: '隐藏评论（管理员）', description: '非管理员 403「权限不足」。', params: idParams }) },
    async (request) => {
      await service.setHidden(validate(idParams, request.params).id, true);
      return ok(null, COMMENT_TEXT.hidden);
    },
  );

  app.put(
    '/show/:id',
    { preHandler: guards.requireAdmin, schema: routeDoc({ tags, summary: '恢复显示被隐藏的评论（管理员）', description: '非管理员 403「权限不足」。', params: idParams }) },
    async (request) => {
      await service.setHidden(validate(idParams, request.params).id, false);
      return ok(null, COMMENT_TEXT.shown);
    },
  );
};

export default commentRoutes;
