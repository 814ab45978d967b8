import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type UserInfo } from '@blog/contract';
import { storage } from '@/lib/storage';
import { decryptText, encryptText } from '@/features/user/sessionCipher';
import { currentToken, selectLoggedIn, useUserStore } from '@/features/user/userStore';

const USER: UserInfo = { id: 7, nick_name: '小明同学', avatar: '/uploads/a.webp', role: 2 };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.payload-with-secret.signature';

afterEach(() => {
  useUserStore.getState().clearSession();
  useUserStore.getState().setShowLogin(false);
});

describe('session cipher', () => {
  it('round-trips ASCII and Chinese text and never returns the plain text as the cipher', () => {
    for (const plain of [TOKEN, '中文昵称😀', 'a']) {
      const cipher = encryptText(plain);
      // A one-letter text may appear in base64 by chance; longer ones must not.
      if (plain.length > 1) expect(cipher).not.toContain(plain);
      expect(cipher).not.toBe(plain);
      expect(decryptText(cipher)).toBe(plain);
    }
  });

  it('keeps empty as empty and turns garbage into empty text', () => {
    expect(encryptText('')).toBe('');
    expect(decryptText('')).toBe('');
    expect(decryptText('%%% not base64 %%%')).toBe('');
    expect(decryptText('AAAA')).toBe('');
  });
});

describe('user store', () => {
  it('sets the flags with the token and the user info, and clearSession resets both', () => {
    const store = useUserStore.getState();
    expect(selectLoggedIn(useUserStore.getState())).toBe(false);
    store.setToken(TOKEN);
    expect(useUserStore.getState().tokenFlag).toBe(true);
    expect(useUserStore.getState().infoFlag).toBe(false);
    store.setUserInfo(USER);
    expect(useUserStore.getState().infoFlag).toBe(true);
    expect(selectLoggedIn(useUserStore.getState())).toBe(true);
    expect(currentToken()).toBe(TOKEN);

    store.clearSession();
    const after = useUserStore.getState();
    expect(after).toMatchObject({ token: '', userInfo: null, tokenFlag: false, infoFlag: false });
    expect(currentToken()).toBeNull();
  });

  it('stores userState encrypted: neither the token nor the nick name appear in storage', () => {
    useUserStore.getState().setToken(TOKEN);
    useUserStore.getState().setUserInfo(USER);
    const raw = Object.values({ ...window.localStorage }).join('\n');
    expect(raw).not.toContain(TOKEN);
    const decoded = storage.get<{ state: Record<string, unknown> }>(STORAGE_KEYS.userState);
    expect(decoded?.state).toBeTruthy();
    const persisted = JSON.stringify(decoded);
    expect(persisted).not.toContain(TOKEN);
    expect(persisted).not.toContain('payload-with-secret');
    expect(persisted).not.toContain(USER.nick_name);
    expect(decoded?.state.showLogin).toBeUndefined();
    expect(decryptText(String(decoded?.state.token))).toBe(TOKEN);
  });

  it('restores the decrypted session from storage on rehydrate', async () => {
    useUserStore.getState().setToken(TOKEN);
    useUserStore.getState().setUserInfo(USER);
    const saved = storage.get(STORAGE_KEYS.userState);
    // setState persists too: put the saved copy back, as a fresh page load would find it.
    useUserStore.setState({ token: '', userInfo: null, tokenFlag: false, infoFlag: false });
    storage.set(STORAGE_KEYS.userState, saved);
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState()).toMatchObject({ token: TOKEN, userInfo: USER, tokenFlag: true, infoFlag: true });
  });

  it('treats tampered storage as logged out', async () => {
    storage.set(STORAGE_KEYS.userState, { state: { token: 'garbage', userInfo: 'garbage', tokenFlag: true, infoFlag: true }, version: 0 });
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState()).toMatchObject({ token: '', userInfo: null, tokenFlag: false, infoFlag: false });
  });
});
