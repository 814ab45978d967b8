import { DEFAULT_AVATAR_URL, foldDisplayName, hasInvisibleCharacters, NAME_MESSAGES, RESERVED_NAMES } from '@blog/contract';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import { createUserRepo } from './repo';

/** Whose name is checked: an account's nickname, or the name a guest signs the guestbook with. */
export type NameKind = 'nickname' | 'guest';

const INVISIBLE = { nickname: NAME_MESSAGES.nicknameInvisible, guest: NAME_MESSAGES.guestNameInvisible } as const;
const RESERVED = { nickname: NAME_MESSAGES.nicknameReserved, guest: NAME_MESSAGES.guestNameReserved } as const;

/**
 * Nobody poses as the blogger: no name with invisible characters, no name that reads like an
 * admin's nickname or 博主/管理员/站长 (after NFKC, case, spaces, punctuation and invisible
 * characters: `博\u200b主`, `博 主`, `ＢＬＯＧＧＥＲ` for an admin called blogger), no avatar that is an
 * admin's or the site's picture. Admins themselves may use any of these. Refusals are code 100, so
 * the original client shows them too.
 */
export function createNameRules(db: Db) {
  const repo = createUserRepo(db);

  return {
    async checkDisplayName(name: string, kind: NameKind): Promise<void> {
      if (hasInvisibleCharacters(name)) throw refusal(INVISIBLE[kind]);
      const folded = foldDisplayName(name);
      if (!folded) return;
      const { nickNames } = await repo.blogger();
      const reserved = [...RESERVED_NAMES, ...nickNames].map(foldDisplayName).filter(Boolean);
      if (reserved.includes(folded)) throw refusal(RESERVED[kind]);
    },

    checkUsername(username: string): void {
      if (hasInvisibleCharacters(username)) throw refusal(NAME_MESSAGES.usernameInvisible);
    },

    /** Our default avatar is everyone's; an admin's own upload (or the site's avatar) is not. */
    async checkAvatar(avatar: string): Promise<void> {
      if (avatar === DEFAULT_AVATAR_URL) return;
      const { avatars } = await repo.blogger();
      if (avatars.includes(avatar)) throw refusal(NAME_MESSAGES.avatarReserved);
    },
  };
}

export type NameRules = ReturnType<typeof createNameRules>;
