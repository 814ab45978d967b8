import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PAGE_NOTICE_REFUSED, adminSendNotifyBody, idParams, notifyListBody } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { createNotifyService, NOTIFY_MISSING_MESSAGE } from './service';

const tags = ['消息通知'];
const loginOnly = '需要登录；未登录或登录过期 401。';

/** The notification drawer under /api/notify (SPEC.md §7) and the admin's direct message. */
const notifyRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createNotifyService(db);
  const guards = createAuthGuards(db);

  app.post(
    '/getNotifyList',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '我的消息（新的在前，分页）',
        description: `${loginOnly}列出登录账号自己的消息；请求里的 userId（原版客户端会带上自己的编号）不起作用，名字别人的编号也只会得到自己的消息。createdAt 为站点时区的「YYYY-MM-DD HH:mm:ss」。`,
        body: notifyListBody,
      }),
    },
    async (request) =>
      ok(await service.list({ userId: currentUserId(request), role: request.userRole }, validate(notifyListBody, request.body))),
  );

  /** Mark and delete act on the caller's own notification only; others read as missing. */
  const ownNotifyAction = (path: string, summary: string, successMessage: string, act: (userId: number, id: number) => Promise<void>) =>
    app.put(
      path,
      {
        preHandler: guards.requireUser,
        schema: routeDoc({ tags, summary, description: `${loginOnly}不是自己的消息：code 100「${NOTIFY_MISSING_MESSAGE}」。`, params: idParams }),
      },
      async (request) => {
        await act(currentUserId(request), validate(idParams, request.params).id);
        return ok(null, successMessage);
      },
    );

  ownNotifyAction('/update/:id', '标记为已读', '已读', service.markViewed);
  ownNotifyAction('/delete/:id', '删除消息', '删除成功', service.remove);

  app.post(
    '/adminSend',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '管理员给用户发消息',
        description: `非管理员 403「权限不足」。type 默认 6（账号消息，点开是个人中心）；4（后台消息，点开是后台）只能发给管理员，发给普通用户 code 100「${ADMIN_PAGE_NOTICE_REFUSED}」，什么都不存。`,
        body: adminSendNotifyBody,
      }),
    },
    async (request) => {
      const body = validate(adminSendNotifyBody, request.body);
      const id = await service.adminSend({ userId: body.user_id, type: body.type, toId: body.to_id, message: body.message });
      return ok({ id }, '发送成功');
    },
  );
};

export default notifyRoutes;
