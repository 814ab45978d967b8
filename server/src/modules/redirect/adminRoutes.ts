import type { FastifyPluginAsync } from 'fastify';
import { idParams, REDIRECT_LIMITS, REDIRECT_MESSAGES, redirectListBody, redirectRuleBody, redirectTestQuery, redirectUpdateBody } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { createRedirectRepo } from './repo';
import { createRedirectService } from './service';
import type { RedirectTable } from './table';

const tags = ['重定向'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const ruleRules =
  `from 为本站路径（以 / 开头，也可粘贴完整网址；中文可写原文或百分号编码，结尾的 / 不计），不能带 ? 参数，不能是 /api、/wapi、/ws、/uploads、/admin、/assets、/post、/page 开头的地址或本站已有页面；` +
  `to 为本站路径（可带 ?参数）或 http(s) 完整网址，不能指向 /api、/wapi、/ws、/admin；status 为 301（默认）或 302。` +
  `来源重复、目标本身又会跳转、或有规则会跳到这个来源（连续跳转、循环）时 code 100，什么都不改。最多 ${REDIRECT_LIMITS.count} 条。`;

/** The console's 重定向 screen under /api/redirect/admin (DESIGN.md §8). */
const redirectAdminRoutes: FastifyPluginAsync<{ db: Db; table: RedirectTable }> = async (app, { db, table }) => {
  const service = createRedirectService(db, createRedirectRepo(db), table);
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/admin/list',
    { preHandler, schema: routeDoc({ tags, summary: '重定向规则列表（管理员）', description: `${adminOnly}新建的在前；keyword 在来源和目标里找。`, body: redirectListBody }) },
    async (request) => {
      const { current, size, keyword } = validate(redirectListBody, request.body);
      return ok(await service.list(keyword, current, size));
    },
  );

  app.post(
    '/admin/add',
    { preHandler, schema: routeDoc({ tags, summary: '添加重定向规则（管理员）', description: `${adminOnly}${ruleRules}返回新规则的编号。`, body: redirectRuleBody }) },
    async (request) => ok({ id: await service.add(validate(redirectRuleBody, request.body)) }, REDIRECT_MESSAGES.saved),
  );

  app.put(
    '/admin/update',
    { preHandler, schema: routeDoc({ tags, summary: '修改重定向规则（管理员）', description: `${adminOnly}${ruleRules}不存在 code 100「${REDIRECT_MESSAGES.missing}」。`, body: redirectUpdateBody }) },
    async (request) => {
      const { id, ...rule } = validate(redirectUpdateBody, request.body);
      await service.update(id, rule);
      return ok(null, REDIRECT_MESSAGES.saved);
    },
  );

  app.delete(
    '/admin/delete/:id',
    { preHandler, schema: routeDoc({ tags, summary: '删除重定向规则（管理员）', description: `${adminOnly}不存在 code 100「${REDIRECT_MESSAGES.missing}」。`, params: idParams }) },
    async (request) => {
      await service.remove(validate(idParams, request.params).id);
      return ok(null, REDIRECT_MESSAGES.deleted);
    },
  );

  app.get(
    '/admin/test',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '测试一个地址会跳到哪里（管理员）',
        description: `${adminOnly}path 为本站路径或完整网址。kind：rule（某条规则把它送走）、article（文章以前的链接名，301 到现在的地址）、page（本站有这个页面）、none（会是 404）。`,
        querystring: redirectTestQuery,
      }),
    },
    async (request) => ok(await service.test(validate(redirectTestQuery, request.query).path)),
  );
};

export default redirectAdminRoutes;
