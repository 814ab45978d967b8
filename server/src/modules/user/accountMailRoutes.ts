import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FORGOT_PASSWORD_ANSWER, USER_MAIL_KINDS, USER_MAIL_LABELS, forgotPasswordBody, mailPrefsBody, resetPasswordBody, setEmailBody, verifyEmailBody, type AccountEmailView } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { badRequest, refusal } from '../../platform/errors';
import { consumeAttempts } from '../../platform/rateLimit';
import { validate } from '../../platform/validate';
import { siteInfoOf } from '../outbox';
import { userUnsubscribeSignatureOk } from '../outbox/render';
import { secretBoxFor } from '../../platform/secretBox';
import { createAccountMail, LINK_INVALID_MESSAGE } from './accountMail';
import { linkInvalidPage, resetDonePage, resetFormPage, unsubscribeConfirmPage, unsubscribedPage, verifiedPage, verifyConfirmPage } from './accountMailPages';

const tags = ['用户'];
const MINUTE = 60_000;
/** 忘记密码 answers no sooner than this, found or not, so its time says nothing about the account. */
const FORGOT_FLOOR_MS = 600;

export const ACCOUNT_MAIL_LIMITS_RATE = {
  emailPerUser: { max: 5, windowMs: 60 * MINUTE },
  forgotPerIp: { max: 10, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Reset mails one account receives, however its name or address was typed. */
  resetMailsPerUser: { max: 3, windowMs: 60 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
} as const;

const unsubscribeQuery = z.object({ user: z.coerce.number().int().positive(), kind: z.enum(USER_MAIL_KINDS), sig: z.string().max(128) });
const tokenQuery = z.object({ token: z.string().max(128).optional() });
const isForm = (request: FastifyRequest) => !(request.headers['content-type'] ?? '').includes('application/json');
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** 个人中心's 邮箱 and 通知设置, and 忘记密码, under /api/user. */
const accountMailRoutes: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (app, { db, dataDir }) => {
  const mail = createAccountMail(db, () => siteInfoOf(app, db));
  const guards = createAuthGuards(db);
  const limits = {
    emailPerUser: app.rateLimits.limiter('email-user', ACCOUNT_MAIL_LIMITS_RATE.emailPerUser),
    forgotPerIp: app.rateLimits.limiter('forgot-ip', ACCOUNT_MAIL_LIMITS_RATE.forgotPerIp),
    forgotPerAccount: app.rateLimits.limiter('forgot-account', ACCOUNT_MAIL_LIMITS_RATE.forgotPerAccount),
    resetMailsPerUser: app.rateLimits.limiter('reset-mail-user', ACCOUNT_MAIL_LIMITS_RATE.resetMailsPerUser),
    resetPerIp: app.rateLimits.limiter('reset-ip', ACCOUNT_MAIL_LIMITS_RATE.resetPerIp),
  };

  // The mailed links' pages post plain forms (no script on them); only this plugin reads that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/email', { preHandler: guards.requireUser, schema: routeDoc({ tags, summary: '我的邮箱与通知设置', description: '需要登录。email 是已验证的邮箱；pending_email 是等待验证的；prefs 是想收的邮件；mail_enabled 说明本站能否发信。' }) }, async (request) =>
    ok<AccountEmailView>(await mail.view(currentUserId(request))),
  );

  app.put(
    '/email',
    {
      preHandler: guards.requireUser,
      schema: routeDoc({ tags, summary: '设置邮箱', description: `需要登录。email 为空则解除邮箱；否则给它发一封验证邮件（链接 24 小时内有效，只能用一次），打开后才绑定，在那之前不会给它发别的邮件。每人每小时 ${ACCOUNT_MAIL_LIMITS_RATE.emailPerUser.max} 次。`, body: setEmailBody }),
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { email } = validate(setEmailBody, request.body);
      if (email !== '') await consumeAttempts([{ limiter: limits.emailPerUser, key: String(userId) }], reply);
      const notice = await mail.setEmail(userId, email);
      return ok<AccountEmailView>(await mail.view(userId), notice);
    },
  );

  app.put('/mailPrefs', { preHandler: guards.requireUser, schema: routeDoc({ tags, summary: '通知设置', description: '需要登录。reply：有人回复我的评论或留言时发邮件；link：我的友链申请有结果时发邮件。', body: mailPrefsBody }) }, async (request) => {
    const userId = currentUserId(request);
    await mail.savePrefs(userId, validate(mailPrefsBody, request.body));
    return ok<AccountEmailView>(await mail.view(userId), '通知设置已保存');
  });

  /* The mails' per-account one-click unsubscribe: GET shows a button (mail scanners open links), POST does it (RFC 8058). */
  const checkUnsubscribe = (query: unknown) => {
    const parsed = unsubscribeQuery.safeParse(query);
    if (!parsed.success || !userUnsubscribeSignatureOk(secretBoxFor(dataDir), parsed.data.user, parsed.data.kind, parsed.data.sig)) return null;
    return parsed.data;
  };

  app.get('/unsubscribe', { schema: routeDoc({ tags, summary: '退订邮件（确认页）', description: '回复提醒等邮件里的退订链接打开的页面：按下按钮才退订。链接按账号和邮件类型签名。' }) }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    const link = checkUnsubscribe(request.query);
    if (!link) return reply.code(400).send(linkInvalidPage('这个退订链接无效或不完整。'));
    return unsubscribeConfirmPage(new URLSearchParams({ user: String(link.user), kind: link.kind, sig: link.sig }).toString(), USER_MAIL_LABELS[link.kind]);
  });

  app.post('/unsubscribe', { schema: routeDoc({ tags, summary: '一键退订邮件', description: 'List-Unsubscribe-Post 一键退订（RFC 8058）。签名不对时 400。之后可以在 个人中心 → 通知设置 重新打开。' }) }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    const link = checkUnsubscribe(request.query);
    if (!link) return reply.code(400).send(linkInvalidPage('这个退订链接无效或不完整。'));
    await mail.optOut(link.user, link.kind);
    return unsubscribedPage(USER_MAIL_LABELS[link.kind]);
  });

  app.get('/verifyEmail', { schema: routeDoc({ tags, summary: '验证邮箱（确认页）', description: '验证邮件里的链接打开的页面：带一个确认按钮（邮件扫描器会预先打开链接），按下才验证。' }) }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const parsed = verifyEmailBody.safeParse(tokenQuery.parse(request.query));
    if (!parsed.success) return reply.code(400).send(linkInvalidPage(LINK_INVALID_MESSAGE));
    return verifyConfirmPage(parsed.data.token);
  });

  app.post('/verifyEmail', { schema: routeDoc({ tags, summary: '验证邮箱', description: `token 是邮件链接里的。表单提交时回答一个页面，JSON 提交时回答 { code }。链接过期或用过：「${LINK_INVALID_MESSAGE}」。` }) }, async (request, reply) => {
    const parsed = verifyEmailBody.safeParse(request.body);
    const verified = parsed.success && (await mail.verify(parsed.data.token));
    if (!isForm(request)) {
      if (!verified) throw refusal(LINK_INVALID_MESSAGE);
      return ok(null, '邮箱已验证');
    }
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return verified ? verifiedPage() : reply.code(400).send(linkInvalidPage(LINK_INVALID_MESSAGE));
  });

  app.post(
    '/forgotPassword',
    {
      schema: routeDoc({
        tags,
        summary: '忘记密码',
        description: `account 是用户名或已验证的邮箱。无论账号是否存在、有没有邮箱，回答都一样：「${FORGOT_PASSWORD_ANSWER}」，用时也相同。链接 30 分钟内有效，只能用一次。同一地址 15 分钟 ${ACCOUNT_MAIL_LIMITS_RATE.forgotPerIp.max} 次、同一账号名 ${ACCOUNT_MAIL_LIMITS_RATE.forgotPerAccount.max} 次，一个账号每小时最多收 ${ACCOUNT_MAIL_LIMITS_RATE.resetMailsPerUser.max} 封，超出 429。`,
        body: forgotPasswordBody,
      }),
    },
    async (request, reply) => {
      const started = Date.now();
      const { account } = validate(forgotPasswordBody, request.body);
      await consumeAttempts([{ limiter: limits.forgotPerIp, key: request.ip }, { limiter: limits.forgotPerAccount, key: account.trim().toLowerCase() }], reply);
      // The per-account mail budget is spent silently: refusing aloud would tell that the account exists.
      await mail.forgot(account, async (userId) => (await limits.resetMailsPerUser.hit(String(userId))).allowed);
      await sleepUntil(started + FORGOT_FLOOR_MS);
      return ok(null, FORGOT_PASSWORD_ANSWER);
    },
  );

  app.get('/resetPassword', { schema: routeDoc({ tags, summary: '重置密码页', description: '重置邮件里的链接打开的页面：输入新密码两次。链接无效时说明原因。' }) }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const parsed = verifyEmailBody.safeParse(tokenQuery.parse(request.query));
    if (!parsed.success || !(await mail.resetLinkLive(parsed.data.token))) return reply.code(400).send(linkInvalidPage(LINK_INVALID_MESSAGE));
    return resetFormPage(parsed.data.token);
  });

  app.post(
    '/resetPassword',
    { schema: routeDoc({ tags, summary: '重置密码', description: `token 是邮件链接里的，password1/password2 是新密码。成功后链接作废，账号在所有设备上的登录都退出。表单提交时回答页面，JSON 时回答 { code }。链接无效：「${LINK_INVALID_MESSAGE}」。` }) },
    async (request, reply) => {
      await consumeAttempts([{ limiter: limits.resetPerIp, key: request.ip }], reply);
      const form = isForm(request);
      const parsed = resetPasswordBody.safeParse(request.body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? '输入不正确';
        if (!form) throw badRequest(message);
        const token = verifyEmailBody.safeParse(request.body);
        reply.type('text/html; charset=utf-8');
        return reply.code(400).send(token.success ? resetFormPage(token.data.token, message) : linkInvalidPage(LINK_INVALID_MESSAGE));
      }
      const done = await mail.reset(parsed.data.token, parsed.data.password1);
      if (!form) {
        if (!done) throw refusal(LINK_INVALID_MESSAGE);
        return ok(null, '密码已重置，请用新密码登录');
      }
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return done ? resetDonePage() : reply.code(400).send(linkInvalidPage(LINK_INVALID_MESSAGE));
    },
  );
};

export default accountMailRoutes;
