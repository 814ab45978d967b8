import type { FastifyPluginAsync } from 'fastify';
import {
  idParams,
  RESOURCE_ADMIN_MESSAGES,
  resourceGroupBody,
  resourceListOnly,
  resourceOrderBody,
  resourceRenameGroupBody,
  resourceUpdateBody,
  resourceWriteBody,
} from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createResourceAdminRepo } from './adminRepo';
import { createResourceAdminService } from './adminService';
import { createResourceRepo } from './repo';

const tags = ['资源推荐'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const lists = 'list 为 front（前端推荐）、back（后端推荐）或 site（网站导航）。';
const fieldRules = `group_name 分组名（1–32 字）；name 1–64 字；description 最多 255 字；icon 为空（显示首字母）、本站上传的 /uploads/… 地址或 http(s) 图片地址；url 为 http(s) 地址。不符合时 400，什么都不改。`;

/** The console's recommended-site calls under /api/resource (DESIGN.md §8); every one behind requireAdmin. */
const resourceAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const service = createResourceAdminService(createResourceAdminRepo(db), createResourceRepo(db));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.get(
    '/admin/list/:list',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '一个列表的全部分组和网站（管理员）', description: `${adminOnly}${lists}与访客页面同样的顺序，每个网站带 sort。`, params: resourceListOnly }),
    },
    async (request) => ok(await service.groups(validate(resourceListOnly, request.params).list)),
  );

  app.post(
    '/admin/add',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '添加网站（管理员）', description: `${adminOnly}${lists}${fieldRules}加在分组末尾；新的分组名即新建分组（排在最后）。result 为新网站的 id。`, body: resourceWriteBody }),
    },
    async (request) => {
      const { list, ...fields } = validate(resourceWriteBody, request.body);
      return ok(await service.add(list, fields), RESOURCE_ADMIN_MESSAGES.added);
    },
  );

  app.put(
    '/admin/update',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '修改网站（管理员）', description: `${adminOnly}${fieldRules}改了 group_name 时移到那个分组的末尾。不存在：code 100「${RESOURCE_ADMIN_MESSAGES.missing}」。`, body: resourceUpdateBody }),
    },
    async (request) => {
      const { id, list, ...fields } = validate(resourceUpdateBody, request.body);
      await service.update(id, list, fields);
      return ok(null, RESOURCE_ADMIN_MESSAGES.saved);
    },
  );

  app.delete(
    '/admin/delete/:id',
    { preHandler, schema: routeDoc({ tags, summary: '删除网站（管理员）', description: `${adminOnly}不存在：code 100「${RESOURCE_ADMIN_MESSAGES.missing}」。`, params: idParams }) },
    async (request) => {
      await service.remove(validate(idParams, request.params).id);
      return ok(null, RESOURCE_ADMIN_MESSAGES.deleted);
    },
  );

  app.put(
    '/admin/renameGroup',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '重命名分组（管理员）', description: `${adminOnly}同名分组已存在：code 100「${RESOURCE_ADMIN_MESSAGES.groupTaken}」；分组不存在：code 100「${RESOURCE_ADMIN_MESSAGES.groupUnknown}」。`, body: resourceRenameGroupBody }),
    },
    async (request) => {
      const { list, from, to } = validate(resourceRenameGroupBody, request.body);
      await service.renameGroup(list, from, to);
      return ok(null, RESOURCE_ADMIN_MESSAGES.saved);
    },
  );

  app.post(
    '/admin/deleteGroup',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '删除分组和其中全部网站（管理员）', description: `${adminOnly}result 为删除的网站数。分组不存在：code 100「${RESOURCE_ADMIN_MESSAGES.groupUnknown}」。`, body: resourceGroupBody }),
    },
    async (request) => {
      const { list, group_name } = validate(resourceGroupBody, request.body);
      return ok(await service.removeGroup(list, group_name), RESOURCE_ADMIN_MESSAGES.deleted);
    },
  );

  app.put(
    '/admin/order',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '分组和网站排序（管理员）',
        description: `${adminOnly}groups 按新顺序给出每个分组和其中网站的 id（可把网站放进别的分组，也可改名）；必须恰好包含这个列表的每个网站一次，否则 400「${RESOURCE_ADMIN_MESSAGES.orderMismatch}」，什么都不改。`,
        body: resourceOrderBody,
      }),
    },
    async (request) => {
      await service.reorder(validate(resourceOrderBody, request.body));
      return ok(null, RESOURCE_ADMIN_MESSAGES.saved);
    },
  );
};

export default resourceAdminRoutes;
