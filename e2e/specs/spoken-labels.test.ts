import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, openPage, PHONE, waitForArticleReader } from '../lib/browser';
import { DEMO_USER } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { englishSpokenLabels } from '../lib/spokenLabels';

/** Brand names the footer may show as its visible content; every other word there is Chinese. */
const FOOTER_BRANDS = new Set(['React', 'Fastify']);

/** Pages walked once each after the main ones (their content loads on arrival). */
const OTHER_ROUTES = [
  '/archives',
  '/category',
  '/tag',
  '/articleList?type=tag&id=1',
  '/photoAlbum',
  '/photos?id=1',
  '/talk',
  '/link/list',
  '/message/list',
  '/message/publish',
  '/resources/front',
  '/siteList',
  '/no/such/page',
];

/** Collects, per screen, what a screen reader would speak in English. */
function labelCollector(context: BrowserContext, page: Page) {
  const found: string[] = [];
  return {
    found,
    async check(screen: string) {
      for (const label of await englishSpokenLabels(context, page)) found.push(`${screen}: ${label}`);
    },
  };
}

describe.skipIf(!chromiumPath)('what a screen reader speaks on the visitor pages is Chinese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home, search, article, header menus, music and chat on the desktop', async () => {
    const { context, page } = await openPage(browser);
    const labels = labelCollector(context, page);

    await page.goto(`${baseUrl}/home`);
    await page.getByRole('region', { name: '博主信息' }).waitFor();
    await labels.check('home');

    const footerWords = (await page.locator('footer').innerText()).match(/[A-Za-z][A-Za-z.]*/g) ?? [];
    for (const word of footerWords) if (!FOOTER_BRANDS.has(word)) labels.found.push(`footer: "${word}"`);

    await page.getByRole('button', { name: '更多' }).hover();
    await page.getByRole('link', { name: '前端推荐' }).waitFor();
    await labels.check('header more menu');

    await page.getByRole('button', { name: '搜索文章' }).click();
    const search = page.getByRole('dialog', { name: '搜索文章' });
    await search.getByRole('textbox', { name: '搜索文章' }).fill('React');
    await search.getByRole('list', { name: '搜索结果' }).waitFor();
    await labels.check('search dialog');
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /^切换到.色模式$/ }).click();
    await labels.check('home, other theme');

    await page.getByRole('button', { name: '打开音乐面板' }).click();
    const music = page.getByRole('dialog', { name: '音乐播放器' });
    await music.getByRole('button', { name: /^播放 / }).first().waitFor();
    await labels.check('music panel');
    await music.getByRole('button', { name: '歌词', exact: true }).click();
    await labels.check('music lyrics');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/article?id=1`);
    await waitForArticleReader(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: '登录后发表评论' }).waitFor();
    await labels.check('article');

    await page.getByRole('button', { name: /^聊天室/ }).click();
    await page.getByRole('list', { name: '聊天消息' }).waitFor();
    await labels.check('chat');

    expect(labels.found).toEqual([]);
    await context.close();
  });

  it('every other visitor page', async () => {
    const { context, page } = await openPage(browser);
    const labels = labelCollector(context, page);
    for (const route of OTHER_ROUTES) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForLoadState('networkidle');
      await labels.check(route);
    }
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const login = page.getByRole('dialog').filter({ hasText: '记住我' });
    await login.getByPlaceholder('请输入用户账号').fill('someone');
    await login.getByPlaceholder('请输入用户密码').fill('secret123');
    await labels.check('login dialog');

    expect(labels.found).toEqual([]);
    await context.close();
  });

  it('the logged-in header, its user menu and the message drawer', async () => {
    const { context, page } = await openPage(browser);
    const labels = labelCollector(context, page);
    await page.goto(`${baseUrl}/home`);
    await logIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.getByRole('button', { name: /^我的消息/ }).waitFor();
    await labels.check('logged-in home');

    await page.goto(`${baseUrl}/userCenter`);
    await page.waitForLoadState('networkidle');
    await labels.check('user centre');
    await page.goto(`${baseUrl}/message/publish`);
    await page.waitForLoadState('networkidle');
    await labels.check('message publish as a user');

    await page.getByRole('button', { name: /^我的消息/ }).click();
    await page.getByRole('dialog').filter({ hasText: '我的消息' }).getByRole('listitem').first().waitFor();
    await labels.check('message drawer');

    expect(labels.found).toEqual([]);
    await context.close();
  });

  it('the phone layout: home with its back icon, and the drawer menu', async () => {
    const { context, page } = await openPage(browser, PHONE);
    const labels = labelCollector(context, page);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '打开菜单' }).waitFor();
    await labels.check('phone home');

    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('navigation', { name: '移动端导航' }).waitFor();
    await labels.check('phone drawer');

    await page.goto(`${baseUrl}/article?id=1`);
    await waitForArticleReader(page);
    await labels.check('phone article');

    expect(labels.found).toEqual([]);
    await context.close();
  });
});
