import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, type UserInfo } from '@blog/contract';
import { codecPersistStorage } from '@/lib/storage';
import { decryptText, encryptText } from './sessionCipher';

/**
 * User store of SPEC.md §3. In memory the token and user info are plain; in storage (userState,
 * through the storage codec) both are encrypted with the client's fixed key. showLogin is not
 * persisted: a reload must not pop the dialog up again.
 */
export interface UserState {
  blogAvatar: string;
  userInfo: UserInfo | null;
  token: string;
  infoFlag: boolean;
  tokenFlag: boolean;
  showLogin: boolean;
  setToken(token: string): void;
  setUserInfo(info: UserInfo): void;
  setBlogAvatar(url: string): void;
  setShowLogin(open: boolean): void;
  /** Empties token and user info and resets both flags. */
  clearSession(): void;
  logout(): void;
}

/** What lands in storage: encrypted text instead of the token and the user info. */
interface PersistedUserState {
  blogAvatar: string;
  userInfo: string;
  token: string;
  infoFlag: boolean;
  tokenFlag: boolean;
}

const EMPTY_SESSION = { userInfo: null, token: '', infoFlag: false, tokenFlag: false } as const;

function isUserInfo(value: unknown): value is UserInfo {
  if (!value || typeof value !== 'object') return false;
  const info = value as Partial<UserInfo>;
  return typeof info.id === 'number' && typeof info.nick_name === 'string';
}

function readUserInfo(cipher: string): UserInfo | null {
  const text = decryptText(cipher);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isUserInfo(parsed) ? { ...parsed, avatar: parsed.avatar ?? '' } : null;
  } catch {
    return null;
  }
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      blogAvatar: '',
      ...EMPTY_SESSION,
      showLogin: false,
      setToken(token) {
        set({ token, tokenFlag: !!token });
      },
      setUserInfo(info) {
        set({ userInfo: info, infoFlag: true });
      },
      setBlogAvatar(url) {
        set({ blogAvatar: url });
      },
      setShowLogin(open) {
        set({ showLogin: open });
      },
      clearSession() {
        set({ ...EMPTY_SESSION });
      },
      logout() {
        set({ ...EMPTY_SESSION });
      },
    }),
    {
      name: STORAGE_KEYS.userState,
      storage: codecPersistStorage<PersistedUserState>('local'),
      partialize: (state): PersistedUserState => ({
        blogAvatar: state.blogAvatar,
        userInfo: state.userInfo ? encryptText(JSON.stringify(state.userInfo)) : '',
        token: encryptText(state.token),
        infoFlag: state.infoFlag,
        tokenFlag: state.tokenFlag,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedUserState>;
        const token = decryptText(typeof saved.token === 'string' ? saved.token : '');
        const userInfo = readUserInfo(typeof saved.userInfo === 'string' ? saved.userInfo : '');
        return {
          ...current,
          blogAvatar: typeof saved.blogAvatar === 'string' ? saved.blogAvatar : '',
          token,
          tokenFlag: !!token,
          userInfo,
          infoFlag: !!userInfo,
        };
      },
    },
  ),
);

/** Logged in = a token and the user info both present (the header shows the user then). */
export function selectLoggedIn(state: Pick<UserState, 'tokenFlag' | 'infoFlag'>): boolean {
  return state.tokenFlag && state.infoFlag;
}

export function useLoggedIn(): boolean {
  return useUserStore(selectLoggedIn);
}

/** The decrypted token for the Authorization header; null when logged out. */
export function currentToken(): string | null {
  return useUserStore.getState().token || null;
}
