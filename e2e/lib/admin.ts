import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, DESKTOP, openPage, PHONE, waitForArticleReader, type Viewport } from './browser';
import { E2E_ADMIN } from './constants';

/** Helpers for the admin console specs (e2e/specs/admin-*.test.ts). */

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A browser context that starts with a saved session (cookies and localStorage), so a spec logs in
 * through the dialog once and opens more tabs as the same admin. The server allows only 30 logins
 * per address in 5 minutes, shared by every spec file.
 */
export async function openSignedIn(browser: Browser, state: SignedInState, viewport: Viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', isMobile: viewport === PHONE, hasTouch: viewport === PHONE, storageState: state });
  const page = await context.newPage();
  return { context, page };
}

/** Opens the console of the site at `site` and logs in as the admin through its login dialog. */
export async function signInAdmin(page: Page, site = baseUrl): Promise<void> {
  await page.goto(`${site}/admin`);
  await page.getByRole('button', { name: buttonText('登录') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
  await dialog.getByPlaceholder('请输入用户账号').fill(E2E_ADMIN.username);
  await dialog.getByPlaceholder('请输入用户密码').fill(E2E_ADMIN.password);
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await waitForDashboard(page);
}

/**
 * Logs in as the admin through the console's login dialog once and answers the session, for a spec
 * file's later tabs (openSignedIn): logins are rate limited.
 */
export async function signInAdminOnce(browser: Browser): Promise<SignedInState> {
  const { context, page } = await openPage(browser);
  await signInAdmin(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * antd writes a two-character Chinese label of a text-only button with a space ("保 存"); the
 * accessible name follows. Matches the label with or without it.
 */
export function buttonText(text: string): RegExp {
  return new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
}

/** The console's dashboard: its count cards are the first thing it shows. */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: '管理文章' }).waitFor();
  await page.getByText('总访问量', { exact: true }).waitFor();
}

/** A toast (or any text) that appears once the action it reports is done. */
export async function seeText(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

export const SHOTS_DIR = '/tmp/admin-shots';

/** Screens for a person to look at; not part of any assertion. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

/** A short random tag for names a test creates: spec files share one server and may run twice. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Types a name into a pick-or-create select (the editor's 分类, 标签) and takes it with Enter. */
export async function pickOrCreate(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(name);
  await box.press('Enter');
}

/** An article the console just imported, found on the home list and opened as a visitor reads it. */
export async function openImportedArticle(browser: Browser, title: string): Promise<{ context: BrowserContext; page: Page }> {
  const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/50');
  const imported = home.list.find((item) => item.article_title === title);
  if (!imported) throw new Error('导入的文章没有出现在首页列表');
  const { context, page } = await openPage(browser);
  await page.goto(`${baseUrl}/article?id=${imported.id}`);
  await waitForArticleReader(page);
  return { context, page };
}
