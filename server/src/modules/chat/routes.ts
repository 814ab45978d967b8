import type { FastifyPluginAsync } from 'fastify';
import { CHAT_TEXT, chatListBody, idParams, type ChatListResult } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId, forbidden } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { badRequest, refusal } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { ChatRefusal, type ChatService } from './service';

const tags = ['聊天室'];

/** REST refusals: others' messages 403, a missing one code 100 (the client's 温馨提示). */
function asApiError(error: unknown): unknown {
  if (!(error instanceof ChatRefusal)) return error;
  if (error.reason === 'forbidden') return forbidden(error.message);
  if (error.reason === 'invalid') return badRequest(error.message);
  return refusal(error.message);
}

/** History and moderation under /api/chat (SPEC.md §7); live traffic is the websocket's. */
const chatRoutes: FastifyPluginAsync<{ db: Db; service: ChatService }> = async (app, { db, service }) => {
  const guards = createAuthGuards(db);

  app.post(
    '/getChatList',
    {
      schema: routeDoc({
        tags,
        summary: '聊天记录（一页，旧的在前）',
        description:
          '不需要登录。last_id 之前（更早）的 size 条，last_id 为空或不传时是最新的一页；给了 after_id（本站客户端断线重连后补齐漏掉的消息）时是该编号之后最早的 size 条。默认 10 条，最多 50。都是旧的在前。content_type 为 text 或 image，日期为站点时区的 YYYY-MM-DD HH:mm:ss。',
        body: chatListBody,
      }),
    },
    async (request) => {
      const body = validate(chatListBody, request.body ?? {});
      return ok<ChatListResult>({ list: await service.history(body.size, body.last_id, body.after_id) });
    },
  );

  app.post(
    '/delete',
    { preHandler: guards.requireAdmin, schema: routeDoc({ tags, summary: '清空聊天记录', description: '仅管理员；其他人 403「权限不足」。所有客户端收到 clear。' }) },
    async () => {
      await service.clear();
      return ok(null, CHAT_TEXT.cleared);
    },
  );

  app.delete(
    '/deleteOne/:id',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({
        tags,
        summary: '撤回一条消息',
        description: `作者或管理员；其他人 403「${CHAT_TEXT.revertOthers}」；不存在 code 100「${CHAT_TEXT.messageMissing}」。所有客户端收到 revert。`,
        params: idParams,
      }),
    },
    async (request) => {
      try {
        await service.revert(currentUserId(request), validate(idParams, request.params).id);
      } catch (error) {
        throw asApiError(error);
      }
      return ok(null, CHAT_TEXT.reverted);
    },
  );
};

export default chatRoutes;
