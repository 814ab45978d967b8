import type { FastifyPluginAsync } from 'fastify';
import { SENSITIVE_LIMITS, SENSITIVE_MESSAGES, SENSITIVE_PLACE_LABEL, sensitiveSaveBody, sensitiveWordEmpty, type SensitiveSettings } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { foldWord } from './matcher';
import { createSensitiveStore } from './store';

const tags = ['敏感词'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const places = Object.entries(SENSITIVE_PLACE_LABEL)
  .map(([place, label]) => `${place}（${label}）`)
  .join('、');

/** The console's sensitive-word calls under /api/sensitive (DESIGN.md §8). */
const sensitiveAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const store = createSensitiveStore(db);
  const preHandler = createAuthGuards(db).requireAdmin;
  const settings = async (): Promise<SensitiveSettings> => {
    const { words, policy, updatedAt } = await store.read();
    return { words, policy, updatedAt };
  };

  app.get(
    '/admin/get',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '敏感词列表和各处的处理方式（管理员）',
        description: `${adminOnly}result 为 {words, policy, updatedAt}；policy 的键为 ${places}，值 mask 打码、refuse 拒绝。从未保存过时为随站附带的默认列表，updatedAt 为 null。`,
      }),
    },
    async () => ok(await settings()),
  );

  app.put(
    '/admin/save',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '保存敏感词列表和处理方式（管理员）',
        description: `${adminOnly}words 为整个列表（去掉首尾空格，空行和重复的忽略），最多 ${SENSITIVE_LIMITS.wordsMax} 个，每个不超过 ${SENSITIVE_LIMITS.wordLengthMax} 个字；只有空格或标点的词 400。不符合时 400 和中文原因，什么都不改。保存后所有进程的下一次检查就用新列表。`,
        body: sensitiveSaveBody,
      }),
    },
    async (request) => {
      const body = validate(sensitiveSaveBody, request.body);
      const unmatchable = body.words.find((word) => foldWord(word) === '');
      if (unmatchable !== undefined) throw badRequest(sensitiveWordEmpty(unmatchable));
      await store.save(body.words, body.policy);
      return ok(await settings(), SENSITIVE_MESSAGES.saved);
    },
  );
};

export default sensitiveAdminRoutes;
