import type { FastifyPluginAsync } from 'fastify';
import { adminDisableBody, adminRenameBody, adminUserListBody, adminUserRoleParams, idParams, USER_ADMIN_MESSAGES, USER_ROLE } from '@blog/contract';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createUserAdminRepo } from './adminRepo';
import { createUserAdminService, type EndChatSessions } from './adminService';
import { createNameRules } from './nameRules';
import { USERNAME_TAKEN_MESSAGE } from './service';

const tags = ['用户'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const missing = `用户不存在：code 100「${USER_ADMIN_MESSAGES.missing}」。`;

/** The console's user calls under /api/user (DESIGN.md §8); every one behind requireAdmin (the role read from the database). */
const userAdminRoutes: FastifyPluginAsync<AdminRouteOptions & { endChatSessions: EndChatSessions }> = async (app, { db, endChatSessions }) => {
  const service = createUserAdminService(createUserAdminRepo(db), endChatSessions, createNameRules(db));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/adminList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '用户列表（管理员）',
        description: `${adminOnly}新注册的在前；keyword 匹配用户名或昵称，role 1 管理员 / 2 普通用户，status 1 正常 / 2 已禁用。每行带注册时间、最后登录时间（从未登录为 null）、评论数（含回复和被隐藏的）和留言数。`,
        body: adminUserListBody,
      }),
    },
    async (request) => ok(await service.list(validate(adminUserListBody, request.body))),
  );

  app.get(
    '/adminNameClashes',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '用户名只差大小写的账号（管理员）',
        description: `${adminOnly}用户名不区分大小写（以及全角半角、看不见的字符）之后，每个名字只能有一个账号。以前注册的、只差大小写的账号没有合并：最早的那个拥有这个名字（holdsName），其余的在这里列出，请为其中一个改名。result 为 [{ key, accounts: [{ id, username, nick_name, createdAt, lastLoginAt, holdsName }] }]，没有时为 []。`,
      }),
    },
    async () => ok(await service.nameClashes()),
  );

  app.put(
    '/adminRename/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '修改用户名（管理员）',
        description: `${adminOnly}请求体 { username }，规则与注册相同（5–16 位，不能有看不见的字符：code 100）。与别的账号只差大小写时 code 100「${USERNAME_TAKEN_MESSAGE}」。改名后该用户要用新的用户名登录（已有的登录不受影响）；它让出的名字如果有只差大小写的账号在等，那个账号立即得到这个名字。${missing}`,
        params: idParams,
        body: adminRenameBody,
      }),
    },
    async (request) => {
      const { id } = validate(idParams, request.params);
      const { username } = validate(adminRenameBody, request.body);
      return ok(null, await service.rename(id, username));
    },
  );

  app.put(
    '/adminDisable/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '禁用或启用用户（管理员）',
        description: `请求体 { disabled: true | false }，默认禁用。${adminOnly}不能禁用自己（code 100「${USER_ADMIN_MESSAGES.disableSelf}」）或管理员（「${USER_ADMIN_MESSAGES.disableAdmin}」）。被禁用的用户登录得到 code 100「账号已被禁用」，已有的登录从下一次请求起 401「账号已被禁用」，聊天室的连接立即断开。${missing}`,
        params: idParams,
        body: adminDisableBody,
      }),
    },
    async (request) => {
      const { id } = validate(idParams, request.params);
      const { disabled } = validate(adminDisableBody, request.body ?? {});
      return ok(await service.setDisabled(currentUserId(request), id, disabled), disabled ? USER_ADMIN_MESSAGES.disabled : USER_ADMIN_MESSAGES.enabled);
    },
  );

  app.put(
    '/adminRole/:id/:role',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '设为管理员（1）或取消管理员（2）（管理员）',
        description: `${adminOnly}不能改自己（code 100「${USER_ADMIN_MESSAGES.roleSelf}」）；最后一位管理员不能取消（「${USER_ADMIN_MESSAGES.lastAdmin}」）；已禁用的账号不能设为管理员（「${USER_ADMIN_MESSAGES.disabledNotAdmin}」）。新角色从该用户的下一次请求起生效。${missing}`,
        params: adminUserRoleParams,
      }),
    },
    async (request) => {
      const { id, role } = validate(adminUserRoleParams, request.params);
      await service.setRole(currentUserId(request), id, role);
      return ok(null, role === USER_ROLE.admin ? USER_ADMIN_MESSAGES.madeAdmin : USER_ADMIN_MESSAGES.removedAdmin);
    },
  );

  app.put(
    '/adminResetPassword/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '重置用户密码（管理员）',
        description: `${adminOnly}服务端生成一个 12 位的新密码（字母加数字），只在这次的 result.password 里出现一次，库里只存它的哈希；旧密码立即失效，该用户所有的登录立即失效（401），聊天室连接断开。不能重置自己的（code 100「${USER_ADMIN_MESSAGES.resetSelf}」）。${missing}`,
        params: idParams,
      }),
    },
    async (request) => ok(await service.resetPassword(currentUserId(request), validate(idParams, request.params).id), USER_ADMIN_MESSAGES.passwordReset),
  );
};

export default userAdminRoutes;
