import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buttonText, openSignedIn, seeText, shot, signInAdminOnce, uniqueSuffix, waitForDashboard, type SignedInState } from '../lib/admin';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn, apiRegister, submitLoginDialog } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { presetTheme, SITE_THEMES } from '../lib/theme';

/**
 * What the admin's console must not do on its own: load a friend-link applicant's avatar from the
 * applicant's server (it would reveal the admin's address and browser); and how it resolves
 * accounts whose usernames differ only in case, which are kept, listed and renamed by the admin.
 */

const PASSWORD = 'abc12345';
const suffix = uniqueSuffix();
const AVATAR_HOST = 'applicant-avatars.example.com';
const LAYOUTS: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** Every request the page makes to the applicant's host. */
function requestsTo(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === host) seen.push(request.url());
  });
  return seen;
}

describe.skipIf(!chromiumPath)('the console and what applicants typed, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState;
  const siteName = `头像站${suffix.slice(-4)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminState = await signInAdminOnce(browser);
    const username = `e2e_av${suffix}`.slice(0, 16);
    await apiRegister(username, PASSWORD);
    const { token } = await apiLogIn(username, PASSWORD);
    await api('/api/links/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ site_name: siteName, site_desc: '头像放在申请人自己的服务器上', site_avatar: `https://${AVATAR_HOST}/me.png`, url: 'https://applicant.example.com' }),
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a pending avatar on the applicant’s host is loaded only when the admin clicks 显示头像 (list and edit dialog)', async () => {
    const { context, page } = await openSignedIn(browser, adminState);
    const fetched = requestsTo(page, AVATAR_HOST);
    await page.goto(`${baseUrl}/admin/links`);
    const card = page.getByTestId('pending-link').filter({ hasText: siteName });
    const reveal = card.getByRole('button', { name: `显示「${siteName}」的头像（从 ${AVATAR_HOST} 加载）` });
    await reveal.waitFor();

    await card.getByRole('button', { name: buttonText('编辑') }).click();
    const dialog = page.getByRole('dialog', { name: '编辑友链' });
    await dialog.getByRole('button', { name: '点击加载预览' }).waitFor();
    await dialog.getByRole('button', { name: buttonText('取消') }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The page has settled (its list and the dialog were drawn) without one request to that host.
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    const asked = page.waitForRequest((request) => new URL(request.url()).host === AVATAR_HOST);
    await reveal.click();
    await asked;
    expect(fetched).toEqual([`https://${AVATAR_HOST}/me.png`]);
    await context.close();
  });

  for (const theme of SITE_THEMES) {
    for (const [layout, viewport] of LAYOUTS) {
      it(`shows the waiting avatar readably (${layout}, ${theme})`, async () => {
        const { context, page } = await openSignedIn(browser, adminState, viewport);
        await presetTheme(context, theme);
        const fetched = requestsTo(page, AVATAR_HOST);
        await page.goto(`${baseUrl}/admin/links`);
        const card = page.getByTestId('pending-link').filter({ hasText: siteName });
        await card.getByText('显示头像').waitFor();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `integrity-pending-avatar-${layout}-${theme}`);
        expect(fetched).toEqual([]);
        await context.close();
      });
    }
  }
});

describe.skipIf(!chromiumPath)('usernames that differ only in case, resolved in the console, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;

  beforeAll(async () => {
    own = await startOwnServer({ env: { SEED_DEMO: 'false' } });
    browser = await launchBrowser();
    const register = (username: string) =>
      fetch(`${own.baseUrl}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    expect((await (await register('Twin_Reader')).json()).code).toBe(0);
    // Refused now: the same name in other case is taken.
    expect((await (await register('twin_reader')).json()).message).toBe('用户名已存在');
    // An account from before names were compared regardless of case, as migration 019 leaves it.
    const db = new Database(path.join(own.dataDir, 'blog.db'));
    try {
      const stamp = new Date().toISOString();
      db.prepare(
        `insert into user (username, username_key, password_hash, role, nick_name, avatar, created_at, updated_at) values ('twin_reader', null, 'x', 2, '后来的双胞胎', '', ?, ?)`,
      ).run(stamp, stamp);
    } finally {
      db.close();
    }
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  async function signedInUsersPage(viewport: Viewport, theme: (typeof SITE_THEMES)[number]) {
    const opened = await openPage(browser, viewport);
    await presetTheme(opened.context, theme);
    await opened.page.goto(`${own.baseUrl}/admin`);
    await opened.page.getByRole('button', { name: buttonText('登录') }).click();
    await submitLoginDialog(opened.page, E2E_ADMIN.username, E2E_ADMIN.password);
    await waitForDashboard(opened.page);
    await opened.page.goto(`${own.baseUrl}/admin/users`);
    return opened;
  }

  for (const theme of SITE_THEMES) {
    for (const [layout, viewport] of LAYOUTS) {
      it(`lists both accounts with who holds the name (${layout}, ${theme})`, async () => {
        const { context, page } = await signedInUsersPage(viewport, theme);
        await page.getByText('有 1 组账号的用户名只差大小写').waitFor();
        const accounts = page.getByTestId('clash-account');
        expect(await accounts.count()).toBe(2);
        await accounts.filter({ hasText: 'Twin_Reader' }).getByText('拥有这个名字').waitFor();
        await accounts.filter({ hasText: '后来的双胞胎' }).getByText('待改名').waitFor();
        await shot(page, `integrity-username-clash-${layout}-${theme}`);
        await context.close();
      });
    }
  }

  it('the admin renames the waiting account: a name in other case is refused, a new one clears the list', async () => {
    const { context, page } = await signedInUsersPage(DESKTOP, 'light');
    // Names match case-sensitively here: the holder's button says 给「Twin_Reader」改用户名.
    await page.getByRole('button', { name: '给「twin_reader」改用户名', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '给「twin_reader」改用户名', exact: true });
    const input = dialog.getByLabel('新的用户名');
    await input.fill('TWIN_READER');
    await dialog.getByRole('button', { name: buttonText('改名') }).click();
    await seeText(page, '用户名已存在');
    await input.fill('twin_reader2');
    await shot(page, 'integrity-username-rename-dialog');
    await dialog.getByRole('button', { name: buttonText('改名') }).click();
    await seeText(page, '用户名已修改，请告诉该用户用新的用户名登录');
    await page.getByText('有 1 组账号的用户名只差大小写').waitFor({ state: 'detached' });
    await page.getByText('twin_reader2').first().waitFor();
    await context.close();
  });
});
