import { storage } from '@/lib/storage';
import { decryptText, encryptText } from '@/features/user/sessionCipher';

/** Storage key of the remembered login form (SPEC.md §4 remember-me). */
export const REMEMBERED_LOGIN_KEY = 'blogLoginForm';

/**
 * The login form 记住我 keeps: the username, and the password that last logged in with it, with
 * that password's stamp from the server (LoginResult.password_stamp). The stamp lets the dialog ask
 * whether the password still holds before offering it (a change on another device, an admin's
 * reset, a reset from the command line); a form kept by an older version has none. A password of
 * '' means it was found stale: the username alone is offered.
 */
export interface RememberedLogin {
  username: string;
  password: string;
  stamp?: string;
}

interface StoredLogin {
  username: string;
  password: string;
  stamp?: string;
}

/** The password is kept with the session cipher (obfuscation only, see sessionCipher.ts). */
export function saveRememberedLogin({ username, password, stamp }: RememberedLogin): void {
  const stored: StoredLogin = { username, password: password ? encryptText(password) : '' };
  if (stamp && password) stored.stamp = stamp;
  storage.set(REMEMBERED_LOGIN_KEY, stored);
}

export function loadRememberedLogin(): RememberedLogin | null {
  const saved = storage.get<Partial<StoredLogin>>(REMEMBERED_LOGIN_KEY);
  if (!saved || typeof saved.username !== 'string' || typeof saved.password !== 'string') return null;
  const password = saved.password ? decryptText(saved.password) : '';
  return typeof saved.stamp === 'string' && password ? { username: saved.username, password, stamp: saved.stamp } : { username: saved.username, password };
}

export function clearRememberedLogin(): void {
  storage.remove(REMEMBERED_LOGIN_KEY);
}

/** The remembered password no longer works: keep offering the username, never that password. */
export function forgetRememberedPassword(): void {
  const remembered = loadRememberedLogin();
  if (remembered) saveRememberedLogin({ username: remembered.username, password: '' });
}

/**
 * After a password change in this browser: a remembered form holding the old password (this
 * account's: every login saves or clears it) now holds the new one and its stamp, so the login
 * dialog that follows logs in with Enter. One holding anything else could only fail now, so it goes.
 */
export function rememberChangedPassword(oldPassword: string, newPassword: string, stamp: string | undefined): void {
  const remembered = loadRememberedLogin();
  if (!remembered) return;
  if (remembered.password === oldPassword) saveRememberedLogin({ username: remembered.username, password: newPassword, stamp });
  else clearRememberedLogin();
}
