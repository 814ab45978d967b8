import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LoginResult } from '@blog/contract';
import { buttonText, openSignedIn, seeText, shot, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn } from '../lib/logIn';

/**
 * A page of one's own, as a blogger makes it and a visitor finds it: a 关于 page written in the
 * console's 页面, put in the header on the 菜单 screen, opened from the header on a phone (the
 * drawer) and on a desktop.
 */

const suffix = uniqueSuffix();
const TITLE = `关于${suffix}`;
const SLUG = `about-${suffix}`;
const BODY_TEXT = `这是我的关于页面 ${suffix}`;

/** The page as the reader draws it: its title as the banner heading and its Markdown rendered. */
async function seeAboutPage(page: Page): Promise<void> {
  await page.waitForURL(`${baseUrl}/page/${SLUG}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.locator('#root').getByRole('heading', { level: 2, name: '我是谁' }).waitFor();
  await page.locator('#root').getByText(BODY_TEXT).waitFor();
}

describe.skipIf(!chromiumPath)('pages of one\'s own and the header menu, in Chromium', () => {
  let browser: Browser;
  let admin: LoginResult;
  let adminState: SignedInState;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    adminState = await signInAdminOnce(browser);
  }, 90_000);
  afterAll(async () => {
    // Later specs expect the default header.
    if (admin) await fetch(`${baseUrl}/api/sitePage/admin/menu`, { method: 'DELETE', headers: { authorization: admin.token } });
    await browser?.close();
  });

  it('the blogger writes a 关于 page and adds it to the menu; a visitor opens it from the header on a phone and a desktop', async () => {
    const { context, page } = await openSignedIn(browser, adminState, DESKTOP);
    await page.goto(`${baseUrl}/admin/pages`);
    await page.getByRole('heading', { name: '页面', level: 1 }).waitFor();
    await page.locator('.ant-table').waitFor();
    await page.getByRole('button', { name: '新建页面' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建页面' });
    await dialog.getByLabel('标题').fill(TITLE);
    // A slug the site uses itself is refused as it is typed.
    await dialog.getByLabel('链接名').fill('archives');
    await dialog.getByText('「archives」是本站程序自己的地址').waitFor();
    await dialog.getByLabel('链接名').fill(SLUG);
    await dialog.getByLabel('公开').check();
    await dialog.getByLabel('内容（Markdown）').fill(`## 我是谁\n\n${BODY_TEXT}，写代码的普通人。\n\n- 喜欢 **TypeScript**\n`);
    await shot(page, 'site-pages-new-desktop');
    await dialog.getByRole('button', { name: buttonText('创建') }).click();
    await seeText(page, '页面已保存');
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await shot(page, 'site-pages-list-desktop');

    await page.goto(`${baseUrl}/admin/menu`);
    await page.getByRole('heading', { name: '菜单', level: 1 }).waitFor();
    await page.getByRole('list', { name: '页头菜单项' }).waitFor();
    await page.getByLabel('添加自建页面', { exact: true }).click();
    await page.getByTitle(TITLE).click();
    await page.getByRole('list', { name: '页头菜单项' }).getByText(`页面：/page/${SLUG}`).waitFor();
    // Added at the end of the top level: moved up one place with the keyboard-usable ↑ button.
    await page.getByRole('button', { name: `上移「${TITLE}」` }).click();
    await page.getByRole('button', { name: '保存菜单' }).click();
    await seeText(page, '菜单已保存');
    await shot(page, 'site-menu-saved-desktop');
    await context.close();

    // A phone: the drawer lists the page; choosing it opens it.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${baseUrl}/home`);
    await phone.page.getByRole('button', { name: '打开菜单' }).click();
    await phone.page.getByRole('navigation', { name: '移动端导航' }).getByRole('link', { name: TITLE }).click();
    await seeAboutPage(phone.page);
    await shot(phone.page, 'site-page-phone');
    await phone.context.close();

    // A desktop: the header bar has it.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto(`${baseUrl}/home`);
    await desktop.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: TITLE }).click();
    await seeAboutPage(desktop.page);
    await shot(desktop.page, 'site-page-desktop');
    // Loaded first at its own address, the server already sends it (head and body) before any script.
    const response = await fetch(`${baseUrl}/page/${SLUG}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes(BODY_TEXT) || !html.includes(`<title>${TITLE}`)) throw new Error(`服务端没有渲染页面：${response.status}`);
    await desktop.context.close();
  }, 180_000);
});
