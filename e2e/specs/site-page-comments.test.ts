import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LoginResult, PageResult, SitePageAdmin } from '@blog/contract';
import { buttonText, openSignedIn, seeText, shot, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn, apiRegister, submitLoginDialog } from '../lib/logIn';
import { presetTheme, type SiteTheme } from '../lib/theme';
import { articleComments as comments, scrollToComments } from '../lib/articleComments';

/**
 * Comments under a page of one's own: a visitor comments on the demo 关于 page (/page/about) as
 * under an article; the blogger turns the page's comments off in 页面 and the box is gone.
 */

const suffix = uniqueSuffix();
const VISITOR = { username: `pgc${suffix}`.slice(0, 16), password: 'Visitor-Passw0rd' };

async function openAbout(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/page/about`);
  await page.locator('#root').getByRole('heading', { level: 2, name: '关于我' }).waitFor();
}

describe.skipIf(!chromiumPath)('comments on a page of one\'s own, in Chromium', () => {
  let browser: Browser;
  let admin: LoginResult;
  let adminState: SignedInState;
  let about: SitePageAdmin;

  const savePage = (commentsEnabled: boolean) =>
    api<unknown>('/api/sitePage/admin/update', {
      method: 'PUT',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ id: about.id, title: about.title, slug: about.slug, content: about.content, cover: about.cover, status: about.status, commentsEnabled }),
    });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    adminState = await signInAdminOnce(browser);
    const listed = await api<PageResult<SitePageAdmin>>('/api/sitePage/admin/list', {
      method: 'POST',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ current: 1, size: 50, keyword: 'about' }),
    });
    const found = listed.list.find((page) => page.slug === 'about');
    if (!found) throw new Error('演示内容里没有 /page/about');
    about = found;
    await savePage(true);
    await apiRegister(VISITOR.username, VISITOR.password);
  }, 90_000);
  afterAll(async () => {
    // Later specs find the demo page as the seed left it.
    if (admin && about) await savePage(true);
    await browser?.close();
  });

  it('a visitor comments on 关于; the blogger turns its comments off and the box is gone', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await openAbout(page);
    await scrollToComments(page);
    await comments(page).getByRole('button', { name: '登录后发表评论' }).click();
    await submitLoginDialog(page, VISITOR.username, VISITOR.password);
    const text = `关于页面的评论 ${suffix}`;
    const box = comments(page).getByRole('textbox', { name: '说点什么吧…' });
    await box.fill(text);
    await box.press('Control+Enter');
    await comments(page).getByRole('article').first().getByText(text).waitFor();
    await page.reload();
    await openAbout(page);
    await scrollToComments(page);
    await comments(page).getByText(text).waitFor();

    // The blogger sees it in the comment queue, with a link to the page.
    const console = await openSignedIn(browser, adminState, DESKTOP);
    await console.page.goto(`${baseUrl}/admin/comments`);
    await console.page.getByText(text).first().waitFor();
    await console.page.locator('a[href="/page/about"]').first().waitFor();

    // 页面 → 编辑「关于」→ 评论 off.
    await console.page.goto(`${baseUrl}/admin/pages`);
    await console.page.getByRole('button', { name: '编辑页面「关于」', exact: true }).click();
    const dialog = console.page.getByRole('dialog').filter({ hasText: '编辑页面' });
    const toggle = dialog.getByRole('switch', { name: '允许访客评论这个页面' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await shot(console.page, 'site-page-form-comments-desktop');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: buttonText('保存') }).click();
    await seeText(console.page, '页面已保存');
    await console.page.getByRole('row').filter({ hasText: '评论已关闭' }).waitFor();
    await console.context.close();

    await page.reload();
    await openAbout(page);
    await page.waitForLoadState('networkidle');
    // Down to the page's end, where the comments would load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#root').getByRole('table').waitFor();
    expect(await comments(page).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: '说点什么吧…' }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('screenshots: 关于 with its comments, light and dark, 1366 and 390', async () => {
    await savePage(true);
    for (const theme of ['light', 'dark'] as SiteTheme[]) {
      for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        await presetTheme(context, theme);
        const page = await context.newPage();
        await openAbout(page);
        await scrollToComments(page);
        await comments(page).getByRole('article').first().waitFor();
        await shot(page, `site-page-comments-${theme}-${name}`);
        await context.close();
      }
    }
  }, 180_000);
});
