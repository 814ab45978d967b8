import type { FastifyPluginAsync } from 'fastify';
import { idParams, LIKE_TYPE, talkListBody, TALK_MISSING_MESSAGE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { likerKey } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { likedIds } from '../like/likedIds';
import { createTalkRepo } from './repo';
import { createTalkService } from './service';

const tags = ['说说'];
/** Every answer carries the caller's own is_like, so no shared cache may keep it. */
const PER_VISITOR = 'private, no-cache';

/** Reading calls under /api/talk (DESIGN.md §4). */
const talkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createTalkService(createTalkRepo(db), (liker, ids) => likedIds(db, LIKE_TYPE.talk, liker, ids));

  app.post(
    '/blogGetTalkList',
    {
      schema: routeDoc({
        tags,
        summary: '说说列表（置顶优先，新的在前，分页）',
        description: '只列出公开的说说；每条带 user_id、nick_name、avatar（作者）、createdAt、like_times、is_like（按登录账号、访客标识或地址判断），有配图时带 talkImgList（图片地址数组）。',
        body: talkListBody,
      }),
    },
    async (request, reply) => {
      const body = validate(talkListBody, request.body);
      reply.header('Cache-Control', PER_VISITOR);
      return ok(await service.list(body, likerKey(request)));
    },
  );

  app.get(
    '/getTalkById/:id',
    {
      schema: routeDoc({
        tags,
        summary: '单条说说（分享链接 /talk?id= 用）',
        description: `不存在或未公开时：HTTP 200，code 100，message「${TALK_MISSING_MESSAGE}」。`,
        params: idParams,
      }),
    },
    async (request, reply) => {
      const { id } = validate(idParams, request.params);
      reply.header('Cache-Control', PER_VISITOR);
      return ok(await service.detail(id, likerKey(request)));
    },
  );
};

export default talkRoutes;
