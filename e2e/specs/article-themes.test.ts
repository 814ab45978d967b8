import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArticleDetail, ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { contrastOverPixels, textContrast, WCAG_AA, WCAG_AAA_TEXT, withoutTransitions, type ForegroundProbe } from '../lib/contrast';
import { presetTheme, SITE_THEMES, type SiteTheme } from '../lib/theme';

/** SPEC.md §3: the static settings store's lists. */
const PREVIEW_THEME_LIST = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'];
const CODE_THEME_LIST = ['atom', 'a11y', 'github', 'gradient', 'kimbie', 'paraiso', 'qtcreator', 'stackoverflow'];

type TextRole = 'heading' | 'body' | 'other';
interface TextProbe extends ForegroundProbe {
  role: TextRole;
}

/**
 * The article's words, a few of each kind (headings, paragraphs, list items, table cells, bold,
 * inline code, quotes, the code blocks' language and copy labels), in page coordinates.
 */
function articleTextProbes(page: Page): Promise<TextProbe[]> {
  return page.evaluate(() => {
    const perKind = new Map<string, number>();
    const probes: TextProbe[] = [];
    for (const el of Array.from(document.querySelectorAll('.md-editor-preview *'))) {
      if (el.closest('pre')) continue;
      // Only the element's own words: a bold run or inline code inside has its own colours.
      const ownText = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (ownText.length === 0) continue;
      const kind = `${el.tagName.toLowerCase()}<${el.parentElement?.tagName.toLowerCase()}${el.className ? `.${String(el.className)}` : ''}`;
      if ((perKind.get(kind) ?? 0) >= 3) continue;
      const boxes = ownText.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects())
          .filter((r) => r.width > 0 && r.height > 0)
          // The glyphs' own band: the line box's top and bottom edges may touch the padding of
          // inline code on the lines above and below.
          .map((r) => ({ x: r.x + window.scrollX, y: r.y + window.scrollY + r.height * 0.2, width: r.width, height: r.height * 0.6 }));
      });
      if (boxes.length === 0) continue;
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      const tag = el.tagName.toLowerCase();
      const role: TextRole = /^h[1-6]$/.test(tag) ? 'heading' : ['p', 'li', 'td'].includes(tag) && !el.closest('blockquote') ? 'body' : 'other';
      probes.push({ role, label: `${kind} "${el.textContent!.trim().slice(0, 12)}"`, colour: getComputedStyle(el).color, boxes });
    }
    return probes;
  });
}

/** The article's words made transparent, and the page's fixed parts (header, floating buttons) hidden. */
const HIDE_ARTICLE_TEXT = `
  .md-editor-preview, .md-editor-preview * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }
  .site-header, .floating-button, .music-disc, .music-start-toast, .ant-notification { visibility: hidden !important; }
`;

async function pickPreviewTheme(page: Page, theme: string): Promise<void> {
  const select = page.getByRole('combobox', { name: '正文样式' });
  if (!(await select.isVisible())) await page.getByRole('button', { name: '阅读主题' }).click();
  await select.selectOption(theme);
  await page.locator(`.md-editor-preview.${theme}-theme`).waitFor();
}

describe.skipIf(!chromiumPath)('reading an article in each preview theme in Chromium', () => {
  let browser: Browser;
  let article: ArticleDetail;

  beforeAll(async () => {
    browser = await launchBrowser();
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const details = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
    // One with every kind of text: headings, a list, a table, a quote, inline code, a code block.
    article = details.find((a) => ['\n|', '\n> ', '\n1. ', '\n```', '\n### '].every((mark) => a.article_content.includes(mark)) && /[^`]`[^`\n]+`/.test(a.article_content))!;
    expect(article).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openArticle = async (theme: SiteTheme, viewport = DESKTOP) => {
    const opened = await openPage(browser, viewport);
    await presetTheme(opened.context, theme);
    await opened.page.goto(`${baseUrl}/article?id=${article.id}`);
    await opened.page.locator('.md-editor-preview h2').first().waitFor();
    return opened;
  };

  for (const theme of SITE_THEMES) {
    it(`keeps every preview theme readable${theme === 'dark' ? ', with headings apart from the text' : ''} (${theme})`, { timeout: 120_000 }, async () => {
      const { context, page } = await openArticle(theme);
      await withoutTransitions(page);
      const problems: string[] = [];
      for (const preview of PREVIEW_THEME_LIST) {
        await pickPreviewTheme(page, preview);
        await page.evaluate(() => document.fonts.ready);
        const probes = await articleTextProbes(page);
        const measured = await contrastOverPixels(page, probes, HIDE_ARTICLE_TEXT, { fullPage: true });
        const bodyColours = new Set(measured.filter((p) => p.role === 'body').map((p) => p.colour));
        expect(bodyColours.size, `${preview}: body text found`).toBeGreaterThan(0);
        expect(measured.filter((p) => p.role === 'heading').length, `${preview}: headings found`).toBeGreaterThan(0);
        for (const p of measured) {
          const where = `${theme}/${preview} ${p.label} ${p.colour}`;
          if (p.ratio < WCAG_AA.text) problems.push(`${where} on ${p.worstBackdrop}: ${p.ratio.toFixed(2)}:1 (AA needs ${WCAG_AA.text})`);
          if (p.role === 'body' && p.typicalRatio < WCAG_AAA_TEXT) problems.push(`${where}: ${p.typicalRatio.toFixed(2)}:1 on the page (comfortable reading: ${WCAG_AAA_TEXT})`);
          // In the dark, a heading of the same grey as the text hardly stands out by its weight alone.
          if (theme === 'dark' && p.role === 'heading' && bodyColours.has(p.colour)) problems.push(`${where}: a heading in the body text's own colour`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  it('lets a reader pick the text style and code colours with the keyboard, and keeps them', async () => {
    const { context, page } = await openArticle('dark', PHONE);
    const toggle = page.getByRole('button', { name: '阅读主题' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('group', { name: '阅读主题' });
    const previewSelect = panel.getByRole('combobox', { name: '正文样式' });
    const codeSelect = panel.getByRole('combobox', { name: '代码配色' });
    expect(await previewSelect.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(PREVIEW_THEME_LIST);
    expect(await codeSelect.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(CODE_THEME_LIST);
    expect(await previewSelect.inputValue()).toBe('default');
    expect(await codeSelect.inputValue()).toBe('atom');

    // Tab to the first list, one step down; Tab to the second, one step down.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.locator('.md-editor-preview.github-theme').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('#blog-code-theme-css').getAttribute('href')).toMatch(/a11y/);

    // Readable in dark theme, on a phone.
    for (const part of [toggle, panel.getByText('正文样式'), previewSelect, codeSelect]) {
      const { ratio, colour, background } = await textContrast(part);
      expect(ratio, `${colour} on ${background}`).toBeGreaterThanOrEqual(WCAG_AA.text);
    }
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    await page.locator('.md-editor-preview.github-theme').waitFor();
    await page.getByRole('button', { name: '阅读主题' }).click();
    expect(await page.getByRole('combobox', { name: '正文样式' }).inputValue()).toBe('github');
    expect(await page.getByRole('combobox', { name: '代码配色' }).inputValue()).toBe('a11y');
    await context.close();
  });
});
