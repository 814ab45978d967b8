import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMMENT_TYPE, type ArticleListItem, type CommentItem, type LoginResult, type PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { logIn } from '../lib/logIn';

const PASSWORD = 'abc12345';
/** Hosts only named in user text: a request to any of them means user text became markup. */
const EVIL_HOST = /evil\.example|e\.zz/;

/**
 * What an attacker types in a reply, once with angle brackets written as entities (which the drawer
 * turns back, SPEC.md §5) and once raw. Each stays under the 60 characters a notification quotes.
 */
const PAYLOADS = [
  '<img src=https://evil.example/i1>图',
  '<h1>大标题</h1>',
  '<b>粗体</b>',
  '<details open>展开</details>',
  "<svg onload=fetch('//evil.example/s1')>",
  '<iframe src=//evil.example/f1></iframe>',
  "<style>@import '//evil.example/c1'</style>",
  '<a href=javascript:alert(1)>点我</a>',
];
const asEntities = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** How the victim reads it in the drawer: the same characters, with full-width < > &. */
const readable = (text: string) => text.replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');

const NICK_ENTITIES = '&lt;h1&gt;坏人甲';
const NICK_RAW = '<img src=//e.zz>';

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

async function newUser(prefix: string): Promise<LoginResult & { username: string }> {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
  await api('/api/user/register', { method: 'POST', headers: json(), body: JSON.stringify({ username, password: PASSWORD }) });
  const login = await api<LoginResult>('/api/user/login', { method: 'POST', headers: json(), body: JSON.stringify({ username, password: PASSWORD }) });
  return { ...login, username };
}

describe.skipIf(!chromiumPath)('user text in the notification drawer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows HTML typed in replies and nicknames (raw or as entities) as text, loading nothing from hosts it names', async () => {
    const victim = await newUser('e2e_v');
    // A title with a word of SPEC.md §5's list (TypeScript) would keep the drawer from rendering HTML at all.
    const article = (await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/50')).list.find(
      (a) => !/script|alert|window|prompt|location|href|iframe|onload|onerror/i.test(a.article_title),
    );
    const top = await api<CommentItem>('/api/comment/add', {
      method: 'POST',
      headers: json(victim.token),
      body: JSON.stringify({ type: COMMENT_TYPE.article, for_id: article!.id, content: '一条普通的评论' }),
    });

    // Two attackers, so each stays under the comment rate limit (10 a minute).
    const expected: string[] = [];
    for (const [nickName, encode] of [
      [NICK_ENTITIES, asEntities],
      [NICK_RAW, (text: string) => text],
    ] as const) {
      const attacker = await newUser('e2e_a');
      await api('/api/user/updateOwnUserInfo', { method: 'PUT', headers: json(attacker.token), body: JSON.stringify({ nick_name: nickName, avatar: '' }) });
      for (const payload of PAYLOADS) {
        const content = encode(payload);
        const response = await fetch(`${baseUrl}/api/comment/apply`, { method: 'POST', headers: json(attacker.token), body: JSON.stringify({ parent_id: top.id, content }) });
        const body = (await response.json()) as { code: number; result?: CommentItem };
        // Raw markup is reduced to harmless tags before it is stored (a reply of nothing but markup is
        // refused): the notification quotes what was stored.
        if (body.code === 0) expected.push(`${readable(nickName)} 在文章《`, `下回复了你：「${readable(body.result!.content)}」`);
      }
    }

    const { context, page } = await openPage(browser);
    const evilRequests: string[] = [];
    page.on('request', (request) => {
      if (EVIL_HOST.test(request.url())) evilRequests.push(request.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/home`);
    await logIn(page, victim.username, PASSWORD);
    await page.getByRole('button', { name: /^我的消息/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    const list = drawer.getByRole('list', { name: '消息列表' });
    const more = drawer.getByRole('button', { name: '点击加载更多' });
    const end = drawer.getByText('已经到底了');
    // Each page ends in one of the two footers once it has loaded.
    for (;;) {
      await more.or(end).waitFor();
      if (await end.isVisible()) break;
      const shown = await list.locator('li').count();
      await more.click();
      await expect.poll(() => list.locator('li').count()).toBeGreaterThan(shown);
    }
    // One notification per stored reply (expected holds two pieces for each).
    expect(await list.locator('li').count()).toBe(expected.length / 2);

    expect(await list.locator('img, h1, b, details, summary, svg, iframe, style, a, [onload], [onerror]').count()).toBe(0);
    // Every page of the drawer is rendered: any image or frame in it would have been requested by now.
    expect(evilRequests).toEqual([]);
    expect(dialogs).toEqual([]);
    const texts = (await list.locator('.notify-item__text').allTextContents()).join('\n');
    for (const piece of expected) expect(texts).toContain(piece);
    await context.close();
  });
});
