import {
  ACCOUNT_MESSAGES,
  DEFAULT_AVATAR_URL,
  USER_ROLE,
  type LoginBody,
  type LoginResult,
  type PasswordChanged,
  type PasswordStampBody,
  type RegisterBody,
  type UpdateOwnUserInfoBody,
  type UpdatePasswordBody,
  type UserInfo,
} from '@blog/contract';
import { ACCOUNT_DISABLED_MESSAGE, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword, type TokenService } from '../../platform/auth';
import { badRequest, refusal } from '../../platform/errors';
import { withDefaultAvatar } from './defaultAvatar';
import type { NameRules } from './nameRules';
import { passwordStamp, stampIsCurrent } from './passwordStamp';
import { isUniqueViolation, type UserRepo, type UserRow } from './repo';

export const USERNAME_TAKEN_MESSAGE = '用户名已存在';
/** The same words for an unknown user and a wrong password: a guesser learns nothing. */
export const BAD_CREDENTIALS_MESSAGE = '用户名或密码错误';
export const USER_MISSING_MESSAGE = '用户不存在';
export const OLD_PASSWORD_WRONG_MESSAGE = '原密码错误';

/** Our own uploads only: an avatar never points at a third-party tracker or a javascript: URL. */
const OWN_UPLOAD_URL = /^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif)$/;

export function toUserInfo(row: Pick<UserRow, 'id' | 'nick_name' | 'avatar' | 'role'>): UserInfo {
  return { id: row.id, nick_name: row.nick_name, avatar: withDefaultAvatar(row.avatar), role: row.role };
}

export function createUserService(repo: UserRepo, tokens: TokenService, names: NameRules) {
  async function info(id: number): Promise<UserInfo> {
    const user = await repo.findById(id);
    if (!user) throw refusal(USER_MISSING_MESSAGE);
    return toUserInfo(user);
  }

  return {
    info,

    async register(body: RegisterBody): Promise<number> {
      names.checkUsername(body.username);
      // `Case_x` is taken when `case_x` exists: one name, one account.
      if (await repo.findByUsernameKey(body.username)) throw refusal(USERNAME_TAKEN_MESSAGE);
      if (await repo.findByUsername(body.username)) throw refusal(USERNAME_TAKEN_MESSAGE);
      // Without a nickname the visitor is called by the name they chose to log in with.
      const nickName = body.nick_name || body.username;
      await names.checkDisplayName(nickName, 'nickname');
      const passwordHash = await hashPassword(body.password);
      try {
        return await repo.insert({ username: body.username, passwordHash, nickName, role: USER_ROLE.user, avatar: DEFAULT_AVATAR_URL });
      } catch (error) {
        // Two registrations of one name at once: the unique index decides, the loser reads why.
        if (isUniqueViolation(error)) throw refusal(USERNAME_TAKEN_MESSAGE);
        throw error;
      }
    },

    /** Throws the refusal a visitor reads; the password is checked before the disabled flag. */
    async login(body: LoginBody): Promise<LoginResult> {
      const user = await repo.findByUsername(body.username);
      const valid = user ? await verifyPassword(user.password_hash, body.password) : await verifyAgainstDummy(body.password);
      if (!user || !valid) throw refusal(BAD_CREDENTIALS_MESSAGE);
      if (user.disabled === 1) throw refusal(ACCOUNT_DISABLED_MESSAGE);
      // An account imported from the original site still has its bcrypt hash: the password just
      // proved right, so store it as argon2id now. Its sessions stay valid (same password).
      let storedHash = user.password_hash;
      if (needsRehash(storedHash)) {
        const argon = await hashPassword(body.password);
        if (await repo.replaceLegacyHash(user.id, storedHash, argon)) storedHash = argon;
      }
      await repo.recordLogin(user.id);
      return {
        token: await tokens.sign({ userId: user.id, role: user.role, version: user.token_version }),
        id: user.id,
        password_stamp: passwordStamp(user.id, storedHash),
      };
    },

    /** Whether a remembered login form's password is still this account's (false for no such account). */
    async passwordStampIsCurrent(body: PasswordStampBody): Promise<boolean> {
      const user = await repo.findByUsername(body.username);
      return user !== undefined && stampIsCurrent(user.id, user.password_hash, body.password_stamp);
    },

    /** `isAdmin`: the blogger may go by 博主 and use their own picture; nobody else may. */
    async updateProfile(userId: number, body: UpdateOwnUserInfoBody, isAdmin: boolean): Promise<UserInfo> {
      // No picture means the site's default one (what the original client shows and sends back).
      const avatar = body.avatar.trim() || DEFAULT_AVATAR_URL;
      if (avatar !== DEFAULT_AVATAR_URL && !OWN_UPLOAD_URL.test(avatar)) throw badRequest(ACCOUNT_MESSAGES.avatarInvalid);
      if (!isAdmin) {
        await names.checkDisplayName(body.nick_name, 'nickname');
        await names.checkAvatar(avatar);
      }
      await repo.updateProfile(userId, { nickName: body.nick_name, avatar });
      return info(userId);
    },

    /** Answers the new password's stamp, for the login form this browser may remember. */
    async updatePassword(userId: number, body: UpdatePasswordBody): Promise<PasswordChanged> {
      const user = await repo.findById(userId);
      if (!user) throw refusal(USER_MISSING_MESSAGE);
      if (!(await verifyPassword(user.password_hash, body.password))) throw refusal(OLD_PASSWORD_WRONG_MESSAGE);
      // Every session, this one included, ends: the web client asks for a login with the new password.
      const hash = await hashPassword(body.password1);
      await repo.updatePasswordHash(userId, hash);
      return { password_stamp: passwordStamp(userId, hash) };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
