import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTICLE_STATUS } from '@blog/contract';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader, type Viewport } from '../lib/browser';
import { openSignedIn, shot, signInAdminOnce, uniqueSuffix } from '../lib/admin';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn } from '../lib/logIn';
import { presetTheme, SITE_THEMES } from '../lib/theme';

/**
 * Maths and diagrams (issue 27): formulas drawn by our own KaTeX in the reader and in the server's
 * copy (JavaScript off), mermaid diagrams drawn by our own lazily loaded bundle in both themes, a
 * broken diagram explained in place, and no payload in a formula or a diagram that runs.
 */

const RICH = [
  '# 公式与图表',
  '',
  '质能方程 $E = mc^2$，勾股定理 \\(a^2 + b^2 = c^2\\)。',
  '',
  '$$',
  '\\int_0^1 x^2 \\, dx = \\frac{1}{3}',
  '$$',
  '',
  '```mermaid',
  'graph TD',
  '  A[开始] --> B{判断}',
  '  B -->|是| C[结束]',
  '```',
  '',
  '::: tip',
  '提示容器。',
  ':::',
  '',
  '::: details 点开看看',
  '折叠起来的内容。',
  ':::',
  '',
  '脚注在这里[^1]。',
  '',
  '[^1]: 这是脚注。',
  '',
  '```js',
  'const first = 1;',
  'const second = 2;',
  '```',
].join('\n');

const BROKEN = ['# 坏掉的图表', '', '下面的图表写错了。', '', '```mermaid', 'graph TD', '  A[开始] --> ', '  这不是 mermaid ((( ', '```', '', '图表下面的文字还在。'].join('\n');

const HOSTILE = [
  '# 不该运行的东西',
  '',
  '$\\href{javascript:alert(1)}{点我}$ 和 $\\htmlData{onclick=alert(1)}{x}$',
  '',
  '```mermaid',
  'graph TD',
  '  A["<img src=x onerror=alert(1)>"] --> B["<script>alert(2)</script>"]',
  '  click A callback "提示"',
  '  click B "javascript:alert(3)"',
  '```',
].join('\n');

/** Every article here has a run of Chinese prose, as the other specs expect of the newest articles (reading.test.ts searches one). */
const PROSE = '\n\n这篇文章用来检查公式和图表在页面上的显示效果。';

async function addArticle(token: string, title: string, content: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/article/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ article_title: `${title} ${uniqueSuffix()}`, article_content: content + PROSE, category_name: '前端开发', status: ARTICLE_STATUS.public }),
  });
  const body = (await response.json()) as { code: number; result: { id: number } };
  expect(body.code).toBe(0);
  return `${baseUrl}/article?id=${body.result.id}`;
}

/** Script elements, event handler attributes and javascript: URLs inside the article. */
function activeContent(page: Page): Promise<string[]> {
  return page.locator('.article-body').evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      if (element.tagName.toLowerCase() === 'script') found.push('script');
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    return found;
  });
}

/** The diagram's drawn colour scheme: the fill of its first node box. */
const nodeFill = (page: Page) => page.locator('.md-diagram svg .node rect, .md-diagram svg .node polygon').first().evaluate((el) => getComputedStyle(el).fill);

describe.skipIf(!chromiumPath)('maths and diagrams in an article, in Chromium', () => {
  let browser: Browser;
  let richUrl = '';
  let brokenUrl = '';
  let hostileUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    richUrl = await addArticle(admin.token, '公式与图表', RICH);
    brokenUrl = await addArticle(admin.token, '坏掉的图表', BROKEN);
    hostileUrl = await addArticle(admin.token, '不该运行', HOSTILE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases: { viewport: Viewport; label: string }[] = [
    { viewport: DESKTOP, label: '1366' },
    { viewport: PHONE, label: '390' },
  ];
  for (const { viewport, label } of cases) {
    for (const theme of SITE_THEMES) {
      it(`shows KaTeX formulas and an SVG diagram (${label}, ${theme})`, async () => {
        const { context, page } = await openPage(browser, viewport);
        await presetTheme(context, theme);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(richUrl);
        await waitForArticleReader(page);
        const body = page.locator('.article-body');
        await body.locator('.katex').first().waitFor();
        expect(await body.locator('.katex').count()).toBe(3);
        expect(await body.locator('.katex-display').count()).toBe(1);
        // KaTeX's stylesheet applied: the MathML copy is visually hidden, the drawn formula shown.
        expect(await body.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
        expect(await body.locator('.katex-html').first().isVisible()).toBe(true);
        const diagram = body.locator('.md-diagram svg');
        await diagram.waitFor();
        expect(await diagram.locator('text, tspan').filter({ hasText: '开始' }).count()).toBeGreaterThan(0);
        // The source is hidden behind the drawing.
        expect(await body.locator('.md-diagram-source pre').isVisible()).toBe(false);
        // Fits the column on a phone.
        const width = await diagram.evaluate((el) => el.getBoundingClientRect().width);
        expect(width).toBeLessThanOrEqual(viewport.width);
        await diagram.scrollIntoViewIfNeeded();
        await shot(page, `markdown-rich-${label}-${theme}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('styles containers and footnotes in both themes, also without JavaScript', async () => {
    for (const theme of SITE_THEMES) {
      const { context, page } = await openPage(browser);
      await presetTheme(context, theme);
      await page.goto(richUrl);
      await waitForArticleReader(page);
      const tip = page.locator('.article-body .md-container-tip');
      expect(await tip.locator('.md-container-title').textContent()).toBe('提示');
      // A coloured edge and background from the extras' stylesheet.
      expect(await tip.evaluate((el) => getComputedStyle(el).borderInlineStartWidth)).toBe('4px');
      const details = page.locator('.article-body details.md-container-details');
      expect(await details.getByText('折叠起来的内容。').isVisible()).toBe(false);
      await details.locator('summary').click();
      expect(await details.getByText('折叠起来的内容。').isVisible()).toBe(true);
      await page.locator('.article-body .footnote-ref a').click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#fn1');
      expect(await page.getByRole('region', { name: '脚注' }).getByText('这是脚注。').isVisible()).toBe(true);
      await tip.scrollIntoViewIfNeeded();
      await shot(page, `markdown-rich-boxes-${theme}`);
      await context.close();
    }
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(richUrl);
    expect(await page.locator('.article-body .md-container-tip').evaluate((el) => getComputedStyle(el).borderInlineStartWidth)).toBe('4px');
    await context.close();
  });

  it('copies a code block from the keyboard: Tab reaches 复制代码, Enter copies', async () => {
    const { context, page } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(richUrl);
    await waitForArticleReader(page);
    const block = page.locator('.article-body .md-editor-code').filter({ hasText: 'const first' });
    // Focus lands just before the block (its head's summary), then Tab moves to the button.
    await block.locator('summary').focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: '复制代码' }).and(block.locator('.md-editor-copy-button'));
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.locator('.ant-message-notice').filter({ hasText: '复制成功' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('const second = 2;');
    // The block stayed open (Enter on a button inside the summary must not fold it).
    expect(await block.getAttribute('open')).not.toBeNull();
    await context.close();
  });

  it('shows line numbers beside code, and hides them from 阅读主题 → 代码行号 for the next visit too', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(richUrl);
    await waitForArticleReader(page);
    const gutter = page.locator('.article-body .md-editor-code').filter({ hasText: 'const first' }).locator('span[rn-wrapper]');
    const numbers = () => gutter.evaluate((el) => [...el.children].map((line) => getComputedStyle(line, '::before').content));
    expect(await gutter.isVisible()).toBe(true);
    expect(await numbers()).toEqual(['counter(linenumber)', 'counter(linenumber)']);
    await page.getByRole('button', { name: '阅读主题' }).click();
    await page.getByRole('checkbox', { name: '代码行号' }).uncheck();
    expect(await gutter.isVisible()).toBe(false);
    await page.reload();
    await page.locator('.article-body[data-line-numbers="off"]').first().waitFor();
    await waitForArticleReader(page);
    expect(await gutter.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the same formulas, diagram and boxes in the console editor\'s preview', async () => {
    const state = await signInAdminOnce(browser);
    const { context, page } = await openSignedIn(browser, state);
    const id = new URL(richUrl).searchParams.get('id');
    await page.goto(`${baseUrl}/admin/articles/${id}/edit`);
    const preview = page.locator('.md-editor-preview');
    await preview.locator('.katex').first().waitFor();
    expect(await preview.locator('.katex').count()).toBe(3);
    await preview.locator('.md-diagram svg').waitFor();
    expect(await preview.locator('.md-container-tip .md-container-title').textContent()).toBe('提示');
    await shot(page, 'markdown-rich-console');
    await context.close();
  });

  it('draws the diagram again in the other theme when the reader switches', async () => {
    const { context, page } = await openPage(browser);
    await presetTheme(context, 'light');
    await page.goto(richUrl);
    await waitForArticleReader(page);
    await page.locator('.md-diagram-source[data-diagram-theme="light"] .md-diagram svg').waitFor();
    const lightFill = await nodeFill(page);
    await page.getByRole('button', { name: '切换到深色模式' }).click();
    await page.locator('.md-diagram-source[data-diagram-theme="dark"] .md-diagram svg').waitFor();
    expect(await nodeFill(page)).not.toBe(lightFill);
    expect(await page.locator('.md-diagram svg').count()).toBe(1);
    await context.close();
  });

  it('has the formulas in the page the server sends, for readers without JavaScript', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(richUrl);
    const body = page.locator('.article-body');
    await body.locator('.katex').first().waitFor();
    expect(await body.locator('.katex').count()).toBe(3);
    // Styled by KaTeX's stylesheet from our own build: the page links it.
    const href = await page.locator('link#blog-katex-css').getAttribute('href');
    expect(href).toMatch(/^\/assets\/katex\.min-[\w-]+\.css$/);
    expect(await body.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // The diagram is its source, as code.
    expect(await body.locator('.md-diagram-source pre code').textContent()).toContain('graph TD');
    await shot(page, 'markdown-rich-no-js');
    await context.close();
  });

  it('shows a broken diagram\'s error in place, in Chinese, and the rest of the article', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(brokenUrl);
    await waitForArticleReader(page);
    const error = page.locator('.md-diagram-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^图表语法有误（第 \d+ 行），无法绘制。下面是它的源码。$/);
    expect(await page.locator('.md-diagram-source pre').isVisible()).toBe(true);
    expect(await page.getByText('图表下面的文字还在。').isVisible()).toBe(true);
    expect(await page.locator('.md-diagram svg').count()).toBe(0);
    await shot(page, 'markdown-rich-broken-diagram');
    await context.close();
  });

  it('runs nothing from a formula or a diagram', async () => {
    const { context, page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(hostileUrl);
    await waitForArticleReader(page);
    await page.locator('.md-diagram svg').waitFor();
    await page.locator('.md-diagram svg').click();
    await page.locator('.katex').first().click();
    expect(await activeContent(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('loads no KaTeX and no mermaid on the home page or an article without them', async () => {
    const { context, page } = await openPage(browser);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/katex|mermaid|KaTeX_/i.test(request.url())) loaded.push(request.url());
    });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    await page.goto(brokenUrl.replace(/id=\d+/, 'id=1'), { waitUntil: 'networkidle' });
    await waitForArticleReader(page);
    expect(loaded).toEqual([]);
    await context.close();
  });
});
