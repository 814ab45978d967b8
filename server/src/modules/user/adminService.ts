import { randomInt } from 'node:crypto';
import {
  USER_ROLE,
  USER_ADMIN_MESSAGES,
  USERNAME_CLASH_MESSAGES,
  usernameKey,
  type AdminPasswordReset,
  type AdminUserListBody,
  type AdminUserPage,
  type UserInfo,
  type UsernameClash,
} from '@blog/contract';
import { hashPassword } from '../../platform/auth';
import { refusal } from '../../platform/errors';
import type { UserAdminRepo } from './adminRepo';
import type { NameRules } from './nameRules';
import { USERNAME_TAKEN_MESSAGE } from './service';

/** Ends every live chat socket of a user, on every server process (chat/index.ts provides it). */
export type EndChatSessions = (userId: number) => Promise<void>;

// No 0/O, 1/l/I: the blogger may read the password out to its owner.
const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const RESET_PASSWORD_LENGTH = 12;

/** 12 characters with letters and digits, so it passes PASSWORD_PATTERN (the login form checks it). */
export function oneTimePassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < RESET_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]!);
  // Shuffle, so the letter and digit are not always the first two.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Users in the console. Every refusal changes nothing. */
export function createUserAdminService(repo: UserAdminRepo, endChatSessions: EndChatSessions, names: NameRules) {
  async function existing(id: number) {
    const user = await repo.byId(id);
    if (!user) throw refusal(USER_ADMIN_MESSAGES.missing);
    return user;
  }

  /** Only the new password's hash is kept; the user's tokens are refused from now on and their chat sockets close. */
  async function renewPassword(id: number): Promise<string> {
    const password = oneTimePassword();
    await repo.setPassword(id, await hashPassword(password));
    await endChatSessions(id);
    return password;
  }

  /**
   * The accounts without a username key, grouped by the name they fold to, with the account that
   * holds it. A keyless account whose name nobody holds (its twin was renamed, or a tool wrote it
   * without a key) takes it here, the oldest first: only real clashes are left.
   */
  async function clashes(): Promise<UsernameClash[]> {
    const waiting = new Map<string, Awaited<ReturnType<UserAdminRepo['keyless']>>>();
    for (const account of await repo.keyless()) {
      const key = usernameKey(account.username);
      waiting.set(key, [...(waiting.get(key) ?? []), account]);
    }
    const holders = new Map((await repo.keyHolders([...waiting.keys()])).map((holder) => [holder.username_key!, holder]));
    const result: UsernameClash[] = [];
    for (const [key, accounts] of waiting) {
      let holder = holders.get(key);
      if (!holder) {
        const [oldest] = accounts;
        if (!oldest || !(await repo.claimKey(oldest.id, key))) continue;
        holder = { ...oldest, username_key: key };
        accounts.shift();
      }
      if (accounts.length === 0) continue;
      const account = (row: typeof holder, holdsName: boolean) => ({
        id: row.id,
        username: row.username,
        nick_name: row.nick_name,
        createdAt: row.created_at,
        lastLoginAt: row.last_login_at,
        holdsName,
      });
      result.push({ key, accounts: [account(holder, true), ...accounts.map((a) => account({ ...a, username_key: null }, false))] });
    }
    return result;
  }

  return {
    async list(body: AdminUserListBody): Promise<AdminUserPage> {
      const filter = { keyword: body.keyword || undefined, role: body.role, status: body.status };
      const [list, total] = await Promise.all([repo.page(filter, (body.current - 1) * body.size, body.size), repo.count(filter)]);
      return { current: body.current, size: body.size, total, list };
    },

    /** A disabled user's token is refused on their next call, and their chat sockets close now. */
    async setDisabled(adminId: number, targetId: number, disabled: boolean): Promise<UserInfo & { disabled: boolean }> {
      if (targetId === adminId) throw refusal(USER_ADMIN_MESSAGES.disableSelf);
      const target = await existing(targetId);
      if (disabled && target.role === USER_ROLE.admin) throw refusal(USER_ADMIN_MESSAGES.disableAdmin);
      await repo.setDisabled(targetId, disabled);
      if (disabled) await endChatSessions(targetId);
      return { id: target.id, nick_name: target.nick_name, avatar: target.avatar, role: target.role, disabled };
    },

    async setRole(adminId: number, targetId: number, role: number): Promise<void> {
      if (targetId === adminId) throw refusal(USER_ADMIN_MESSAGES.roleSelf);
      const target = await existing(targetId);
      if (role === USER_ROLE.admin) {
        if (target.disabled === 1) throw refusal(USER_ADMIN_MESSAGES.disabledNotAdmin);
        await repo.makeAdmin(targetId);
        return;
      }
      if (!(await repo.removeAdmin(targetId))) throw refusal(USER_ADMIN_MESSAGES.lastAdmin);
    },

    nameClashes: clashes,

    /**
     * A new login name (the rules of registering). The name it leaves may be waiting for an account
     * that clashed with it: that one takes it at once (clashes() settles it).
     */
    async rename(targetId: number, username: string): Promise<string> {
      names.checkUsername(username);
      const target = await existing(targetId);
      if (target.username === username) return USERNAME_CLASH_MESSAGES.unchanged;
      if (!(await repo.rename(targetId, username, usernameKey(username)))) throw refusal(USERNAME_TAKEN_MESSAGE);
      await clashes();
      return USERNAME_CLASH_MESSAGES.renamed;
    },

    /** The new password is returned once and only its hash is kept; every session of the user ends. */
    async resetPassword(adminId: number, targetId: number): Promise<AdminPasswordReset> {
      if (targetId === adminId) throw refusal(USER_ADMIN_MESSAGES.resetSelf);
      await existing(targetId);
      return { password: await renewPassword(targetId) };
    },

    /**
     * `npm run reset-password -- <username>` on the server: the way back in for a blogger who lost the
     * admin password, so any account, the admins' too. Null when no user has that name.
     */
    async resetPasswordByUsername(username: string) {
      const user = await repo.byUsername(username);
      if (!user) return null;
      return { user, password: await renewPassword(user.id) };
    },

    adminUsernames: () => repo.adminUsernames(),
  };
}
