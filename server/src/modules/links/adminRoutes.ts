import type { FastifyPluginAsync } from 'fastify';
import { adminLinkSortBody, adminLinkUpdateBody, LINK_ADMIN_LIST_MAX, LINK_ADMIN_MESSAGES } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createLinkAdminRepo } from './adminRepo';
import { createLinkAdminService } from './adminService';

const tags = ['友链'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

/**
 * The console's friend-link calls under /api/links (DESIGN.md §8). Approving and rejecting (which
 * tell the applicant) are routes.ts's /approve/:id and /reject/:id; the console uses those.
 */
const linkAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const service = createLinkAdminService(createLinkAdminRepo(db));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.get(
    '/adminAll',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '友链管理列表（管理员）',
        description: `${adminOnly}pending：待审核的申请，先申请的在前；approved：已通过的友链，按 /links 显示的顺序。合计最多 ${LINK_ADMIN_LIST_MAX} 条。`,
      }),
    },
    async () => ok(await service.board()),
  );

  app.put(
    '/adminUpdate',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '修改友链（管理员）',
        description: `${adminOnly}改名称、描述、头像和网址，规则与申请相同（不符合 400，什么都不改）；审核状态不变，也不通知申请人。不存在 code 100「${LINK_ADMIN_MESSAGES.missing}」。`,
        body: adminLinkUpdateBody,
      }),
    },
    async (request) => {
      const { id, ...fields } = validate(adminLinkUpdateBody, request.body);
      await service.update(id, fields);
      return ok(null, LINK_ADMIN_MESSAGES.saved);
    },
  );

  app.put(
    '/adminSort',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '友链排序（管理员）',
        description: `${adminOnly}ids 为全部已通过友链的编号，按 /links 要显示的顺序，每个正好一次；与当前列表不符（期间有友链通过或被删除）code 100「${LINK_ADMIN_MESSAGES.orderStale}」，什么都不改。新通过的友链排在最后。`,
        body: adminLinkSortBody,
      }),
    },
    async (request) => {
      await service.sort(validate(adminLinkSortBody, request.body).ids);
      return ok(null, LINK_ADMIN_MESSAGES.sorted);
    },
  );
};

export default linkAdminRoutes;
