import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { articleComments, scrollToArticleComments } from '../lib/articleComments';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER } from '../lib/constants';

/** Seeded articles with seeded comments (server/src/db/seed/community/comments.ts). */
const TS_TITLE = 'TypeScript 类型收窄：把运行时判断变成编译期保证';
const SQLITE_TITLE = 'SQLite 不只是玩具：WAL 模式与小站点的数据库选型';

async function articleId(title: string): Promise<number> {
  const page = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/50');
  const found = page.list.find((a) => a.article_title === title);
  if (!found) throw new Error(`没有找到演示文章《${title}》`);
  return found.id;
}

const comments = articleComments;
/** The comments under an article load when the reader scrolls near them. */
const scrollToComments = scrollToArticleComments;
async function openArticle(page: Page, id: number): Promise<void> {
  await page.goto(`${baseUrl}/article?id=${id}`);
  await scrollToComments(page);
}
/** A top-level comment by its author and some of its text. */
const commentBy = (page: Page, author: string, text: string) => comments(page).getByRole('article', { name: `${author}的评论` }).filter({ hasText: text });
/** The comment's own like button (its replies have theirs further down). */
const ownLike = (card: Locator) => card.getByRole('button', { name: /^(点赞|取消点赞)$/ }).first();
const likeCount = async (card: Locator) => Number(await card.getByTestId('like-count').first().textContent());
/** The article's own pill-shaped button under the text: 点赞 132 / 已赞 133. */
const articleLike = (page: Page) => page.getByRole('button', { name: /^(点赞|已赞)\s*\d+$/ });
const articleLikeCount = async (page: Page) => Number((await articleLike(page).textContent())?.match(/(\d+)$/)?.[1]);

describe.skipIf(!chromiumPath)('comments and likes in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an article loads its comments only when the reader scrolls near them', async () => {
    const id = await articleId(SQLITE_TITLE);
    const { context, page } = await openPage(browser);
    const commentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/comment/')) commentRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/article?id=${id}`);
    await page.getByRole('heading', { name: '相关推荐' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(commentRequests).toEqual([]);
    expect(await comments(page).getAttribute('aria-busy')).toBe('true');

    await scrollToComments(page);
    await comments(page).getByText('收藏了，周末把自己的小项目迁过去试试。').waitFor();
    expect(commentRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  it('a guest reads the seeded comments and replies, loads more, and is asked to log in to write', async () => {
    const id = await articleId(SQLITE_TITLE);
    const { context, page } = await openPage(browser);
    await openArticle(page, id);
    const section = comments(page);
    await section.getByText('收藏了，周末把自己的小项目迁过去试试。').waitFor();
    expect(await section.getByRole('article').count()).toBe(10);
    await section.getByRole('button', { name: '加载更多' }).click();
    await section.getByText('我们组的内部工单系统也是 SQLite，三年了没出过问题。').waitFor();
    expect(await section.getByRole('article').count()).toBe(12);
    await expect.poll(() => section.getByRole('button', { name: '加载更多' }).count()).toBe(0);
    expect(await section.getByRole('textbox').count()).toBe(0);
    await section.getByRole('button', { name: '登录后发表评论' }).click();
    await page.getByRole('dialog').getByPlaceholder('请输入用户账号').waitFor();
    await context.close();
  });

  it('the demo user logs in from the comment box, posts a comment and a reply, and both are there after a reload', async () => {
    const id = await articleId(TS_TITLE);
    const { context, page } = await openPage(browser);
    await openArticle(page, id);
    await comments(page).getByRole('button', { name: '登录后发表评论' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入用户账号').fill(DEMO_USER.username);
    await dialog.getByPlaceholder('请输入用户密码').fill(DEMO_USER.password);
    await dialog.getByPlaceholder('请输入用户密码').press('Enter');
    await page.getByText('登录成功').first().waitFor();

    const heading = comments(page).getByRole('heading', { level: 2 });
    await expect.poll(async () => /\d+$/.test((await heading.textContent()) ?? '')).toBe(true);
    const totalBefore = Number((await heading.textContent())!.match(/(\d+)$/)![1]);

    const text = `端到端的评论 ${Date.now().toString(36)}`;
    const box = comments(page).getByRole('textbox', { name: '说点什么吧…' });
    await box.fill(text);
    await box.press('Control+Enter');
    const mine = comments(page).getByRole('article').first();
    await mine.getByText(text).waitFor();
    expect(await box.inputValue()).toBe('');
    await expect.poll(async () => (await heading.textContent())?.endsWith(String(totalBefore + 1))).toBe(true);

    // Reply to 北风吹过's question: the reply names whom it answers.
    const question = commentBy(page, '北风吹过', '自定义类型守卫');
    await question.getByRole('button', { name: '回复', exact: true }).first().click();
    const replyBox = comments(page).getByRole('textbox', { name: '回复 @北风吹过' });
    const replyText = `端到端的回复 ${Date.now().toString(36)}`;
    await replyBox.fill(replyText);
    await replyBox.press('Control+Enter');
    const reply = question.getByRole('article', { name: '演示用户的回复' }).filter({ hasText: replyText });
    await reply.waitFor();
    expect(await reply.getByText('@北风吹过').count()).toBe(1);

    await page.reload();
    await scrollToComments(page);
    await comments(page).getByRole('article').first().getByText(text).waitFor();
    await commentBy(page, '北风吹过', '自定义类型守卫').getByRole('article', { name: '演示用户的回复' }).filter({ hasText: replyText }).waitFor();
    await expect.poll(async () => (await heading.textContent())?.endsWith(String(totalBefore + 2))).toBe(true);
    await context.close();
  });

  it('a guest likes and unlikes a comment and the article; the counts move and survive a reload', async () => {
    const id = await articleId(TS_TITLE);
    const { context, page } = await openPage(browser);
    await openArticle(page, id);
    const card = commentBy(page, '林间小鹿', '判别联合那一节');
    await ownLike(card).waitFor();
    await articleLike(page).waitFor();
    const commentBefore = await likeCount(card);
    const articleBefore = await articleLikeCount(page);
    expect(await ownLike(card).getAttribute('aria-pressed')).toBe('false');

    await ownLike(card).click();
    await expect.poll(() => likeCount(card)).toBe(commentBefore + 1);
    await articleLike(page).click();
    await expect.poll(() => articleLikeCount(page)).toBe(articleBefore + 1);
    // Wait for both answers before reloading (the buttons settle on the server's counts).
    await card.getByRole('button', { name: '取消点赞' }).first().waitFor();
    await page.waitForLoadState('networkidle');

    await page.reload();
    await scrollToComments(page);
    const again = commentBy(page, '林间小鹿', '判别联合那一节');
    await again.getByRole('button', { name: '取消点赞', exact: true }).first().waitFor();
    expect(await ownLike(again).getAttribute('aria-pressed')).toBe('true');
    expect(await likeCount(again)).toBe(commentBefore + 1);
    await expect.poll(() => articleLikeCount(page)).toBe(articleBefore + 1);
    expect(await articleLike(page).getAttribute('aria-pressed')).toBe('true');

    await ownLike(again).click();
    await expect.poll(() => likeCount(again)).toBe(commentBefore);
    await articleLike(page).click();
    await expect.poll(() => articleLikeCount(page)).toBe(articleBefore);
    await page.waitForLoadState('networkidle');

    await page.reload();
    await scrollToComments(page);
    const after = commentBy(page, '林间小鹿', '判别联合那一节');
    await ownLike(after).waitFor();
    expect(await ownLike(after).getAttribute('aria-pressed')).toBe('false');
    expect(await likeCount(after)).toBe(commentBefore);
    await expect.poll(() => articleLikeCount(page)).toBe(articleBefore);
    await context.close();
  });
});
