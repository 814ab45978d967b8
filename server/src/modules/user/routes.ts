import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  idParams,
  loginBody,
  passwordStampBody,
  registerBody,
  updateOwnUserInfoBody,
  updatePasswordBody,
  USER_ROLE,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { refusal } from '../../platform/errors';
import { consumeAttempts, TOO_MANY_ATTEMPTS_MESSAGE } from '../../platform/rateLimit';
import { validate } from '../../platform/validate';
import { ACCOUNT_LIMITS, createAccountLimiters, loginBudgetOf } from './limits';
import { createNameRules } from './nameRules';
import { createUserRepo } from './repo';
import { screenFields } from '../sensitive/screen';
import { BAD_CREDENTIALS_MESSAGE, createUserService, USER_MISSING_MESSAGE, USERNAME_TAKEN_MESSAGE } from './service';

const tags = ['用户'];
import { captchaFor } from '../captcha/service';
import { guestSettings } from '../comment/guest';

/** The original client's register and profile forms take longer nicknames than ours: told, not 400 (validate.ts). */
const nickNameRefusal = { refusals: [ACCOUNT_MESSAGES.nickNameLength] };
const nickNameDoc = `昵称超过 16 个字：HTTP 200，code 100「${ACCOUNT_MESSAGES.nickNameLength}」，什么都不改。`;
const loginOnly = '需要登录（Authorization: 登录令牌，可带或不带 Bearer 前缀）；未登录或登录过期 401。';

/** Accounts under /api/user (SPEC.md §7); the admin's user calls are adminRoutes.ts's. */
const userRoutes: FastifyPluginAsync<{ db: Db; registerPerHour: number; dataDir: string }> = async (app, { db, registerPerHour, dataDir }) => {
  const captcha = captchaFor(db, dataDir);
  const service = createUserService(createUserRepo(db), app.tokens, createNameRules(db));
  const guards = createAuthGuards(db);
  const limits = createAccountLimiters(app.rateLimits, registerPerHour);

  app.post(
    '/register',
    {
      schema: routeDoc({
        tags,
        summary: '注册',
        description: `用户名已存在：code 100「${USERNAME_TAKEN_MESSAGE}」。${nickNameDoc}同一地址每小时最多 ${registerPerHour} 次（REGISTER_PER_HOUR，默认 ${ACCOUNT_LIMITS.registerPerIp.max}），超出 429「${TOO_MANY_ATTEMPTS_MESSAGE}」。`,
        body: registerBody,
      }),
    },
    async (request, reply) => {
      const raw = validate(registerBody, request.body, nickNameRefusal);
      // Without a nickname the username is shown as one, so it passes the same check.
      const body = await screenFields(db, { nick_name: 'nickname' }, { ...raw, nick_name: raw.nick_name || raw.username });
      if ((await guestSettings(db)).captchaRegister) await captcha.verify(raw.altcha);
      await consumeAttempts([{ limiter: limits.registerPerIp, key: request.ip }], reply);
      await service.register({ username: body.username, password: body.password, nick_name: body.nick_name });
      return ok(null, '注册成功');
    },
  );

  app.post(
    '/login',
    {
      schema: routeDoc({
        tags,
        summary: '登录',
        description: `成功返回 { token, id, password_stamp }（password_stamp 是当前密码的指纹，「记住我」的表单和它一起保存，见 checkPasswordStamp；Cache-Control: no-store）。用户名或密码不对：code 100「${BAD_CREDENTIALS_MESSAGE}」。同一用户名 5 分钟内最多 10 次、同一地址 30 次（登录成功的不算），超出 429；从 30 天内以该用户登录成功过的地址登录时，另算这个地址自己的 10 次，别人猜密码锁不住它。`,
        body: loginBody,
      }),
    },
    async (request, reply) => {
      const body = validate(loginBody, request.body);
      const budget = await loginBudgetOf(limits, body.username, request.ip);
      await consumeAttempts([budget, { limiter: limits.loginPerIp, key: request.ip }], reply);
      const result = await service.login(body);
      // The address's budget is for wrong guesses: a right password gives its try back, so a school's
      // or an office's shared address is not locked by its own people logging in.
      await Promise.all([budget.onSuccess(), limits.loginPerIp.hit(request.ip, -1)]);
      // The answer carries the session token: never kept by a cache.
      reply.header('Cache-Control', 'no-store');
      return ok(result, '登录成功');
    },
  );

  app.post(
    '/checkPasswordStamp',
    {
      schema: routeDoc({
        tags,
        summary: '记住的密码是否仍然有效',
        description:
          '登录对话框打开时用：「记住我」保存的表单带着登录时得到的 password_stamp，这里回答 { current }——账号的密码在那之后改过（个人中心、管理员重置、命令行重置，无论在哪台设备上）就是 false，对话框于是不再填入旧密码。没有这个用户也是 false。指纹只说明密码变没变，不能用来登录。',
        body: passwordStampBody,
      }),
    },
    async (request) => ok({ current: await service.passwordStampIsCurrent(validate(passwordStampBody, request.body)) }),
  );

  app.get(
    '/getUserInfoById/:id',
    {
      schema: routeDoc({
        tags,
        summary: '用户公开信息（id、昵称、头像、角色）',
        description: `没有头像的账号返回站点默认头像。编号不存在或不是编号（原版客户端退出登录后会请求 /getUserInfoById/undefined）：HTTP 200，code 100「${USER_MISSING_MESSAGE}」。`,
        params: idParams,
      }),
    },
    async (request) => {
      const parsed = idParams.safeParse(request.params);
      if (!parsed.success) throw refusal(USER_MISSING_MESSAGE);
      return ok(await service.info(parsed.data.id));
    },
  );

  app.put(
    '/updateOwnUserInfo',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({ tags, summary: '修改自己的昵称和头像', description: `${loginOnly}头像只能是空或本站上传的 /uploads/… 地址。${nickNameDoc}`, body: updateOwnUserInfoBody }),
    },
    async (request) =>
      ok(
        await service.updateProfile(
          currentUserId(request),
          await screenFields(db, { nick_name: 'nickname' }, validate(updateOwnUserInfoBody, request.body, nickNameRefusal)),
          request.userRole === USER_ROLE.admin,
        ),
        '修改成功',
      ),
  );

  app.put(
    '/updatePassword',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({ tags, summary: '修改密码', description: `${loginOnly}原密码不对：code 100「原密码错误」。成功时 result 为 { password_stamp }（新密码的指纹）。`, body: updatePasswordBody }),
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const body = validate(updatePasswordBody, request.body);
      await consumeAttempts([{ limiter: limits.passwordChangePerUser, key: String(userId) }], reply);
      return ok(await service.updatePassword(userId, body), '密码修改成功');
    },
  );
};

export default userRoutes;
