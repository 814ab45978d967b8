import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { TAXONOMY_IN_USE_CODE, TAXONOMY_NAME_MAX, TAXONOMY_NOUN, taxonomyDeleteBody, taxonomyMessages, type TaxonomyKind } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createTaxonomyAdminService, type TaxonomyPageRequest } from './service';
import type { TaxonomyAdminRepo } from './types';

/** A body schema and how to read the generic request out of what it parsed. */
interface BodyReader<S extends z.ZodType, T> {
  schema: S;
  read: (body: z.output<S>) => T;
}

export interface TaxonomyRouteConfig<K extends TaxonomyKind, L extends z.ZodType, A extends z.ZodType, U extends z.ZodType> {
  kind: K;
  /** '/getCategoryList' or '/getTagList' (the origin admin's paths). */
  listPath: string;
  createRepo: (db: Db) => TaxonomyAdminRepo;
  list: BodyReader<L, TaxonomyPageRequest>;
  add: BodyReader<A, string>;
  update: BodyReader<U, { id: number; name: string }>;
}

/**
 * The console's five calls of a category or tag module (list, add, update, delete with optional
 * move), every one behind requireAdmin. Registered by category/adminRoutes.ts and tag/adminRoutes.ts.
 */
export function taxonomyAdminRoutes<K extends TaxonomyKind, L extends z.ZodType, A extends z.ZodType, U extends z.ZodType>(
  config: TaxonomyRouteConfig<K, L, A, U>,
): FastifyPluginAsync<AdminRouteOptions> {
  const noun = TAXONOMY_NOUN[config.kind];
  const messages = taxonomyMessages(config.kind);
  const tags = [noun];
  const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
  const nameRule = `名称去掉首尾空格后 1–${TAXONOMY_NAME_MAX} 个字（否则 400）；与已有的重名：code 100「${messages.nameTaken}」。`;

  return async (app, { db, listCache }) => {
    const service = createTaxonomyAdminService(config.kind, config.createRepo(db), () => listCache.clear());
    const preHandler = createAuthGuards(db).requireAdmin;

    app.post(
      config.listPath,
      {
        preHandler,
        schema: routeDoc({
          tags,
          summary: `${noun}列表（管理员，分页，可按名称搜索）`,
          description: `${adminOnly}新建的在前；articleCount 为使用它的文章数（公开、私密、草稿都算，回收站里的不算）。`,
          body: config.list.schema,
        }),
      },
      async (request) => ok(await service.list(config.list.read(validate(config.list.schema, request.body)))),
    );

    app.post(
      '/add',
      { preHandler, schema: routeDoc({ tags, summary: `新增${noun}（管理员）`, description: `${adminOnly}${nameRule}result 为新的一行。`, body: config.add.schema }) },
      async (request) => ok(await service.add(config.add.read(validate(config.add.schema, request.body))), messages.saved),
    );

    app.put(
      '/update',
      {
        preHandler,
        schema: routeDoc({
          tags,
          summary: `${noun}改名（管理员）`,
          description: `${adminOnly}${nameRule}访客看到的${noun}、首页卡片立刻用新名字。`,
          body: config.update.schema,
        }),
      },
      async (request) => {
        const { id, name } = config.update.read(validate(config.update.schema, request.body));
        return ok(await service.rename(id, name), messages.saved);
      },
    );

    app.put(
      '/delete',
      {
        preHandler,
        schema: routeDoc({
          tags,
          summary: `删除${noun}（管理员，可先把文章移到另一个${noun}）`,
          description: `${adminOnly}还有文章（含回收站里的）使用它且没给 move_to_id 时拒绝：HTTP 200，code ${TAXONOMY_IN_USE_CODE}，message「${messages.inUse('N')}」，什么都不改。给了 move_to_id 时在一个事务里把这些文章移过去再删除${config.kind === 'tag' ? '（已有目标标签的文章只去掉旧标签，不会重复）' : ''}；result {moved}。不存在 code 100「${messages.missing}」，目标不存在 code 100「${messages.moveTargetMissing}」。`,
          body: taxonomyDeleteBody,
        }),
      },
      async (request) => {
        const { id, move_to_id } = validate(taxonomyDeleteBody, request.body);
        const answer = await service.remove(id, move_to_id);
        return ok(answer.result, answer.message);
      },
    );
  };
}
