import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MessageItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER } from '../lib/constants';

const messageList = (current: number, size: number) =>
  api<PageResult<MessageItem>>('/api/message/getMessageList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ current, size }),
  });

/**
 * The guestbook's own cards, in the kept-alive list. Not `main article`: right after a navigation the
 * URL already says /message/list while the page being left (the publish form with its preview card)
 * is still on screen, and such a locator would find the text in the preview, then re-resolve to the list.
 */
const cards = (page: Page) => page.locator('[data-keep-alive="/message/list"] article');

async function logInAsDemo(page: Page) {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入用户账号').fill(DEMO_USER.username);
  await dialog.getByPlaceholder('请输入用户密码').fill(DEMO_USER.password);
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await page.getByText('登录成功').first().waitFor();
}

/** The header menu, as a visitor moves between pages (a client-side navigation, not a reload). */
const nav = (page: Page, text: string) => page.locator('header').getByRole('link', { name: text, exact: true }).first();

describe.skipIf(!chromiumPath)('guestbook in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/message/list shows the seeded entries as styled cards, ten at a time, with hot tags', async () => {
    const { list, total } = await messageList(1, 10);
    expect(total).toBeGreaterThan(20);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/message/list`);
    await cards(page).first().getByText(list[0]!.message).waitFor();
    expect(await cards(page).count()).toBe(10);
    for (const [i, entry] of list.entries()) expect(await cards(page).nth(i).getByText(entry.message).count()).toBe(1);
    // The author's colours reach the card.
    const styled = list.find((m) => m.bg_color.startsWith('#') && m.bg_color.length === 7)!;
    const note = cards(page).nth(list.indexOf(styled)).locator('p').first();
    const bg = await note.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    const hex = styled.bg_color.slice(1);
    expect(bg).toBe(`rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`);

    await page.getByRole('button', { name: /加载更多/ }).click();
    await expect.poll(() => cards(page).count()).toBe(Math.min(20, total));

    // A hot tag filters the list.
    const tagButton = page.getByRole('group', { name: '按标签筛选' }).getByRole('button').nth(1);
    const [tag, count] = (await tagButton.textContent())!.split(' ');
    await tagButton.click();
    await expect.poll(() => cards(page).count()).toBe(Number(count));
    for (const text of await cards(page).locator('span', { hasText: '#' }).allTextContents()) expect(text).toBe(`# ${tag}`);
    await context.close();
  });

  it('publishes an entry as the demo user, sees it in the card and barrage views, and edits it', async () => {
    const text = `端到端留言 ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/message/list`);
    await cards(page).first().waitFor();
    await logInAsDemo(page);

    await page.getByRole('button', { name: /发布留言/ }).click();
    await page.waitForURL(/\/message\/publish$/);
    await page.getByLabel('留言内容').fill(text);
    await page.getByRole('combobox', { name: '标签' }).fill('打卡');
    await page.keyboard.press('Escape');
    // The live preview shows what will be published.
    await page.getByRole('complementary', { name: '预览' }).getByText(text).waitFor();
    await page.getByRole('button', { name: /发布留言/ }).click();

    // Back on the kept-alive list, which reloaded: the new entry leads.
    await page.waitForURL(/\/message\/list$/);
    const first = cards(page).first();
    await first.getByText(text).waitFor();
    expect(await first.getByText('演示用户').count()).toBe(1);
    expect(await first.getByText('# 打卡').count()).toBe(1);

    // Barrage view: the entry flies across the stage; hovering pauses it; a click opens it.
    await page.getByText('弹幕', { exact: true }).click();
    const bubble = page.locator(`a[title="${text}"]`);
    await bubble.waitFor();
    const stage = (await page.getByRole('region', { name: /弹幕留言/ }).boundingBox())!;
    await expect
      .poll(async () => {
        const box = await bubble.boundingBox();
        return !!box && box.x < stage.x + stage.width && box.x + box.width > stage.x;
      })
      .toBe(true);
    const box = (await bubble.boundingBox())!;
    await page.mouse.move(box.x + Math.min(40, box.width / 2), box.y + box.height / 2);
    const pausedAt = (await bubble.boundingBox())!.x;
    await page.waitForTimeout(600);
    expect(Math.abs((await bubble.boundingBox())!.x - pausedAt)).toBeLessThan(1);
    await bubble.click({ force: true });
    await page.waitForURL(/\/message\/detail\?id=\d+$/);
    await page.getByText(text).first().waitFor();
    await page.goBack();
    await page.waitForURL(/\/message\/list$/);
    await page.getByText('卡片', { exact: true }).click();

    // Edit it: only the author sees 编辑.
    await cards(page).first().getByRole('link', { name: '编辑' }).click();
    await page.waitForURL(/\/message\/publish\?id=\d+$/);
    const box2 = page.getByLabel('留言内容');
    await expect.poll(() => box2.inputValue()).toBe(text);
    await box2.fill(`${text}（改过了）`);
    await page.getByRole('button', { name: /保存修改/ }).click();
    await page.waitForURL(/\/message\/list$/);
    await cards(page).first().getByText(`${text}（改过了）`).waitFor();
    expect((await messageList(1, 1)).list[0]!.message).toBe(`${text}（改过了）`);
    await context.close();
  });

  it('keeps /message/list alive: leaving and coming back finds the same entries at the same scroll position', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/message/list`);
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: /加载更多/ }).click();
    await expect.poll(() => cards(page).count()).toBe(20);

    // Well down the list, wherever its end happens to be on this screen.
    const target = await page.evaluate(() => Math.min(1400, document.documentElement.scrollHeight - window.innerHeight - 40));
    expect(target).toBeGreaterThan(400);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    // The header hides while scrolling down; a little wheel up brings it back, as a reader would.
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, -120);
    await nav(page, '首页').waitFor();
    await expect.poll(() => nav(page, '首页').evaluate((el) => el.getBoundingClientRect().bottom > 0)).toBe(true);
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    const texts = await cards(page).locator('p').allTextContents();

    let listCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/message/getMessageList')) listCalls++;
    });
    await nav(page, '首页').click();
    await page.waitForURL(/\/home$/);
    // The home page's own articles: until the route change has rendered, the guestbook cards are still
    // the articles on screen, and the scroll to the top has not even started.
    await page.getByRole('region', { name: '文章列表' }).getByRole('article').first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await nav(page, '留言').click();
    await page.waitForURL(/\/message\/list$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(await cards(page).locator('p').allTextContents()).toEqual(texts);
    expect(listCalls).toBe(0);
    await context.close();
  });

  it('/message/detail shows the entry with its comments; without an id it says so', async () => {
    const { list } = await messageList(1, 10);
    const commented = list.find((m) => m.comment_total > 0)!;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/message/detail?id=${commented.id}`);
    await page.locator('main article').first().getByText(commented.message).waitFor();
    await page.getByText(/评论/).first().waitFor();
    await page.goto(`${baseUrl}/message/detail`);
    await page.getByText('缺少留言编号，请从留言板进入').waitFor();
    await context.close();
  });
});
