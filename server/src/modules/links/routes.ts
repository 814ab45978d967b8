import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminLinkListBody,
  idParams,
  LINK_LIMITS,
  LINK_MESSAGES,
  LINK_NOTIFY_TYPE,
  LINK_TEXT,
  linkApplicationBody,
  linkListBody,
  linkRejectBody,
  linkUpdateBody,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { consumeAttempts } from '../../platform/rateLimit';
import { validate } from '../../platform/validate';
import { screenFields } from '../sensitive/screen';
import { createLinkService } from './service';

const tags = ['友链'];
const loginOnly = '需要登录；未登录或登录过期 401。';
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const fieldRules = `网站名称 1–${LINK_LIMITS.siteNameMax} 字，描述 1–${LINK_LIMITS.siteDescMax} 字，头像为 http(s) 图片地址或 /api/upload/img 返回的 /uploads/img/… 路径，网址只能是 http(s) 且不超过 ${LINK_LIMITS.urlMax} 个字符（javascript:、data: 等一律拒绝）；不符合时 400 并给出中文原因，名称或描述太长时 HTTP 200、code 100（原版客户端的表单允许更长），都什么都不改。`;
/** The original client's form counts a description to 125 and a name past ours: told, not 400 (validate.ts). */
const lengthRefusals = { refusals: [LINK_MESSAGES.siteNameLength, LINK_MESSAGES.siteDescLength] };

/**
 * Applying and editing are writes a visitor could repeat endlessly: 10 per user in 10 minutes and
 * 30 per address an hour, far above what filling in one form needs. Only well-formed requests are
 * counted (a 400 writes nothing), so correcting a typo does not use up the budget.
 */
export const LINK_WRITE_LIMITS = {
  perUser: { max: 10, windowMs: 10 * 60_000 },
  perIp: { max: 30, windowMs: 60 * 60_000 },
} as const;

/** Friend links under /api/links (DESIGN.md §4) plus the admin's review calls. */
const linkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createLinkService(db);
  const guards = createAuthGuards(db);
  const perUser = app.rateLimits.limiter('link-user', LINK_WRITE_LIMITS.perUser);
  const perIp = app.rateLimits.limiter('link-ip', LINK_WRITE_LIMITS.perIp);

  const countWrite = (request: FastifyRequest, reply: FastifyReply) =>
    consumeAttempts(
      [
        { limiter: perUser, key: String(currentUserId(request)) },
        { limiter: perIp, key: request.ip },
      ],
      reply,
    );

  app.post(
    '/getLinksList',
    {
      schema: routeDoc({
        tags,
        summary: '友链列表（仅已通过审核的）',
        description: '按加入时间从早到晚（created_at，再按 id）；编辑后重新通过审核的友链保持原来的位置。',
        body: linkListBody,
      }),
    },
    async (request) => ok(await service.list(validate(linkListBody, request.body))),
  );

  app.get(
    '/getOwnLink',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({ tags, summary: '我的友链申请', description: `${loginOnly}没有申请时 result 为 null；status 1 待审核，2 已通过。` }),
    },
    async (request) => ok(await service.own(currentUserId(request))),
  );

  app.post(
    '/add',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '申请友链（待博主审核）',
        description: `${loginOnly}每人一个友链：再次申请时用新内容替换自己的申请（待审核的仍是同一份申请，message「${LINK_TEXT.replacedPending}」；已通过的与 frontUpdate 一样回到待审核，message「${LINK_TEXT.updatedBackToPending}」；内容相同 message「${LINK_TEXT.unchanged}」）。${fieldRules}成功时 message「${LINK_TEXT.applied}」，result 为自己的申请（status 1）。频率限制：每人 10 分钟 ${LINK_WRITE_LIMITS.perUser.max} 次、每个地址每小时 ${LINK_WRITE_LIMITS.perIp.max} 次（与 frontUpdate 合计），超出 429。`,
        body: linkApplicationBody,
      }),
    },
    async (request, reply) => {
      const fields = await screenFields(db, { site_name: 'link', site_desc: 'link' }, validate(linkApplicationBody, request.body, lengthRefusals));
      await countWrite(request, reply);
      const answer = await service.apply(currentUserId(request), fields);
      return ok(answer.result, answer.message);
    },
  );

  app.post(
    '/frontUpdate',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '修改自己的友链申请',
        description: `${loginOnly}${fieldRules}只改调用者自己的申请；带 id 且不是自己的：code 100「${LINK_TEXT.notYours}」。已通过的友链修改后回到待审核（message「${LINK_TEXT.updatedBackToPending}」），内容不变时保持原状态。`,
        body: linkUpdateBody,
      }),
    },
    async (request, reply) => {
      const { id, ...fields } = await screenFields(db, { site_name: 'link', site_desc: 'link' }, validate(linkUpdateBody, request.body, lengthRefusals));
      await countWrite(request, reply);
      const answer = await service.updateOwn(currentUserId(request), fields, id);
      return ok(answer.result, answer.message);
    },
  );

  app.post(
    '/adminGetLinksList',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({ tags, summary: '全部友链与申请（管理员）', description: `${adminOnly}status 可选：1 待审核，2 已通过；不传为全部。`, body: adminLinkListBody }),
    },
    async (request) => ok(await service.adminList(validate(adminLinkListBody, request.body))),
  );

  app.put(
    '/approve/:id',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '通过友链申请（管理员）',
        description: `${adminOnly}通过后出现在友链列表，并给申请人发一条站内消息（type ${LINK_NOTIFY_TYPE}「友链」，点开跳到 /link/list）。已通过的再次调用不变也不再发消息；不存在 code 100「${LINK_TEXT.missing}」。`,
        params: idParams,
      }),
    },
    async (request) => {
      const answer = await service.approve(validate(idParams, request.params).id);
      return ok(answer.result, answer.message);
    },
  );

  app.put(
    '/reject/:id',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '拒绝并删除友链申请（管理员）',
        description: `${adminOnly}删除该申请（已通过的则从列表移除），给申请人发站内消息，可附 reason（不超过 100 字）；申请人之后可以重新申请。不存在 code 100「${LINK_TEXT.missing}」。`,
        params: idParams,
        body: linkRejectBody,
      }),
    },
    async (request) => {
      const { id } = validate(idParams, request.params);
      const { reason } = validate(linkRejectBody, request.body ?? {});
      const answer = await service.reject(id, reason || undefined);
      return ok(answer.result, answer.message);
    },
  );
};

export default linkRoutes;
