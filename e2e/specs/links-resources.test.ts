import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LinkItem, LoginResult, OwnLink, PageResult, ResourceGroup } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage, PHONE } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';

/** Pending applications of the demo visitors (server/src/db/seed/community/links.ts). */
const SEEDED_PENDING = ['林间小鹿的博客', '北风的技术札记'];
/** An 8×8 red PNG for the avatar upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGO4Y6OBFTEMLQkAb5lQAdZVdE8AAAAASUVORK5CYII=',
  'base64',
);
const PASSWORD = 'abc12345';

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

const approvedLinks = () => api<PageResult<LinkItem>>('/api/links/getLinksList', json({ current: 1, size: 50 }));
const linkList = (page: Page) => page.getByRole('list', { name: '友链列表' });

describe.skipIf(!chromiumPath)('friend links and recommended resources in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seeded approved links, not the pending ones, each opening in a new tab', async () => {
    const approved = await approvedLinks();
    expect(approved.list.length).toBeGreaterThanOrEqual(8);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/link/list`);
    const cards = linkList(page).getByRole('link');
    await expect.poll(() => cards.count()).toBe(approved.list.length);
    for (const link of approved.list) await linkList(page).getByText(link.site_name, { exact: true }).waitFor();
    for (const name of SEEDED_PENDING) expect(await page.getByText(name).count()).toBe(0);
    expect(await cards.first().getAttribute('target')).toBe('_blank');
    expect(await cards.first().getAttribute('rel')).toBe('noopener noreferrer');
    // Avatars are the locally generated images, loaded for real.
    await expect.poll(() => linkList(page).locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('asks a guest to log in when applying', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/link/list`);
    await page.getByRole('button', { name: '申请友链' }).click();
    await page.getByRole('dialog').getByPlaceholder('请输入用户账号').waitFor();
    await context.close();
  });

  it('a new user applies with an uploaded avatar, sees the pending message, and is listed once the admin approves', async () => {
    const username = `e2e_l${Date.now().toString(36).slice(-7)}`;
    await api('/api/user/register', json({ username, password: PASSWORD, nick_name: '友链读者' }));
    const siteName = `端到端${username.slice(-4)}`;

    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/link/list`);
    await logIn(page, username, PASSWORD);
    await page.getByRole('button', { name: '申请友链' }).click();

    await page.getByLabel('网站名称').fill(siteName);
    await page.getByLabel('网站描述').fill('端到端测试写的站点介绍');
    await page.getByLabel('网站地址').fill('javascript:alert(1)');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('网站地址必须是以 http:// 或 https:// 开头的有效网址').waitFor();

    await page.getByLabel('网站地址').fill('https://e2e.example.com');
    await page.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => page.getByLabel('网站头像地址').inputValue()).toMatch(/^\/uploads\/img\/[a-f0-9]{64}\.webp$/);
    await page.getByRole('button', { name: '提交申请' }).click();

    await page.getByText('你的友链申请正在审核中').waitFor();
    const mine = page.getByLabel('我的友链申请');
    await mine.getByText('待审核').waitFor();
    await mine.getByText(siteName).waitFor();
    expect(await linkList(page).getByText(siteName).count()).toBe(0);

    // The application survives a reload; the admin approves it through the API.
    const me = await api<LoginResult>('/api/user/login', json({ username, password: PASSWORD }));
    const own = await api<OwnLink>('/api/links/getOwnLink', { headers: { authorization: `Bearer ${me.token}` } });
    expect(own).toMatchObject({ site_name: siteName, status: 1, url: 'https://e2e.example.com' });
    const admin = await api<LoginResult>('/api/user/login', json(E2E_ADMIN));
    await api(`/api/links/approve/${own.id}`, { method: 'PUT', headers: { authorization: `Bearer ${admin.token}` } });

    await page.reload();
    await page.getByText('你的友链已通过审核，已经显示在上方的列表里').waitFor();
    await linkList(page).getByText(siteName).waitFor();
    await context.close();
  });

  for (const [path, title, list] of [
    ['/resources/front', '前端推荐', 'front'],
    ['/resources/back', '后端推荐', 'back'],
    ['/siteList', '网站导航', 'site'],
  ] as const) {
    it(`${path} shows its seeded groups in order, fitting a 390 px phone`, async () => {
      const groups = await api<ResourceGroup[]>(`/api/resource/getResourceList/${list}`);
      expect(groups.length).toBeGreaterThanOrEqual(3);
      const { context, page } = await openPage(browser, PHONE);
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const headings = page.locator('main h2');
      await expect.poll(() => headings.allTextContents()).toEqual(groups.map((g) => g.group_name));
      const first = groups[0]!.list[0]!;
      const card = page.getByRole('link', { name: new RegExp(first.name) }).first();
      expect(await card.getAttribute('href')).toBe(first.url);
      expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await context.close();
    });
  }
});
