import { storage } from '@/lib/storage';
import { decryptText, encryptText } from '@/features/user/sessionCipher';

/** Storage key of the remembered login form (SPEC.md §4 remember-me). */
export const REMEMBERED_LOGIN_KEY = 'blogLoginForm';

export interface RememberedLogin {
  username: string;
  password: string;
}

/** The password is kept with the session cipher (obfuscation only, see sessionCipher.ts). */
export function saveRememberedLogin({ username, password }: RememberedLogin): void {
  storage.set(REMEMBERED_LOGIN_KEY, { username, password: encryptText(password) });
}

export function loadRememberedLogin(): RememberedLogin | null {
  const saved = storage.get<Partial<RememberedLogin>>(REMEMBERED_LOGIN_KEY);
  if (!saved || typeof saved.username !== 'string' || typeof saved.password !== 'string') return null;
  return { username: saved.username, password: decryptText(saved.password) };
}

export function clearRememberedLogin(): void {
  storage.remove(REMEMBERED_LOGIN_KEY);
}

/**
 * After a password change: a remembered form holding the old password (this account's: every login
 * saves or clears it) now holds the new one, so the login dialog that follows logs in with Enter.
 * One holding anything else could only fail now, so it goes.
 */
export function rememberChangedPassword(oldPassword: string, newPassword: string): void {
  const remembered = loadRememberedLogin();
  if (!remembered) return;
  if (remembered.password === oldPassword) saveRememberedLogin({ username: remembered.username, password: newPassword });
  else clearRememberedLogin();
}
