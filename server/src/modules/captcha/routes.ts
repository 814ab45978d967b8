import type { FastifyPluginAsync } from 'fastify';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { captchaFor, CAPTCHA_TTL_MS } from './service';

/** GET /api/captcha/challenge: a fresh ALTCHA challenge, the widget's challengeurl. */
const captchaRoutes: FastifyPluginAsync<{ db: import('../../db/connection').Db; dataDir: string }> = async (app, { db, dataDir }) => {
  const captcha = captchaFor(db, dataDir);
  app.get(
    '/challenge',
    {
      schema: routeDoc({
        tags: ['人机验证'],
        summary: '工作量证明验证题（ALTCHA 协议）',
        description: `result 为 algorithm、challenge、salt、signature、maxnumber（ALTCHA 协议的验证题，与其他接口一样包在信封里）。浏览器找出 number 使 SHA-256(salt + number) = challenge，把 base64 的 JSON 作为 altcha 字段随表单提交。${CAPTCHA_TTL_MS / 60_000} 分钟内有效，每道题只能用一次。`,
      }),
    },
    async (_request, reply) => {
      // Each answer is a new challenge: no cache may hand one to two people.
      reply.header('Cache-Control', 'no-store');
      return ok(await captcha.challenge());
    },
  );
};

export default captchaRoutes;
