import { render, waitFor } from '@testing-library/react';
import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedHtmlFrom } from '@blog/markdown/feed';
import { provideKatex } from '@blog/markdown/mathsState';
import { loadServerRenderer, type RenderMarkdown } from '@blog/markdown/serverRender';
import { RICH_FIXTURE, XSS_FIXTURES } from '../../../../../markdown/test/fixtures';
import ArticleMarkdownEditor from '@/admin/articles/ArticleMarkdownEditor';
import { ArticleBody } from '@/features/article/components/ArticleBody';

/**
 * One Markdown text through the four paths that show an article: the reader (ArticleBody), the
 * console's editor preview (ArticleMarkdownEditor), the server's copy (the renderer the server
 * calls) and the feed (the server's HTML reshaped for feed readers). The three previews must be
 * the same HTML; the feed is the same body without the page chrome.
 */

let serverRender: RenderMarkdown;

beforeAll(async () => {
  serverRender = await loadServerRenderer();
  // The browser fetches KaTeX on the first formula (mathsAssets.ts); jsdom loads no stylesheet,
  // so the bundle is handed over directly, as the browser's loader would once it arrived.
  provideKatex(katex);
});

/** The preview's inner HTML (what md-editor-rt drew from the Markdown), from any of the paths. */
function previewHtml(container: ParentNode): string {
  const preview = container.querySelector('.md-editor-preview');
  if (!preview) throw new Error('没有找到预览区');
  return preview.innerHTML;
}

function serverPreview(markdown: string): string {
  const box = document.createElement('div');
  box.innerHTML = serverRender(markdown);
  return previewHtml(box);
}

function readerPreview(markdown: string): string {
  const { container, unmount } = render(<ArticleBody content={markdown} />);
  const html = previewHtml(container);
  unmount();
  return html;
}

async function consolePreview(markdown: string): Promise<string> {
  const { container, unmount } = render(<ArticleMarkdownEditor value={markdown} onChange={() => {}} onSave={() => {}} />);
  // The editor renders its preview after its first paint (md-editor-rt's render delay).
  await waitFor(() => expect(container.querySelector('.md-editor-preview')?.innerHTML).toContain('</'));
  const html = previewHtml(container);
  unmount();
  return html;
}

function feedBody(markdown: string): string {
  return feedHtmlFrom(serverRender(markdown), document, 'https://blog.example/article?id=1');
}

/** Whatever a browser would run: script elements, event handler attributes, javascript: URLs. */
function activeContent(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const found: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName.toUpperCase())) found.push(element.tagName);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      // Browsers ignore blanks and control characters inside a scheme ("java\tscript:").
      const value = [...attribute.value].filter((char) => char > ' ').join('');
      if (/^(javascript|vbscript|data:text\/html)/i.test(value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

/**
 * The preview HTML without what differs by where it is drawn: md-editor-rt's per-instance ids and
 * the mark it puts on a copy button once it has bound its click handler in the browser.
 */
const comparable = (html: string) => html.replaceAll('admin-article-editor', 'blog-article-preview').replaceAll(' data-processed="true"', '');

describe('one Markdown pipeline', () => {
  it('draws maths, diagrams as source, footnotes, containers, code and tables the same in the reader, the console and the server', async () => {
    const server = serverPreview(RICH_FIXTURE);
    // KaTeX drew every formula: $…$, $$…$$, \(…\), \[…\] and the one in the table.
    expect(server.match(/class="katex"/g)).toHaveLength(5);
    expect(server.match(/class="katex-display"/g)).toHaveLength(2);
    expect(server).toContain('<annotation encoding="application/x-tex">a^2 + b^2 = c^2</annotation>');
    expect(server).toContain('价格 $5 和 $10 不是公式');
    expect(server).not.toContain('md-maths-pending');
    expect(server).toMatch(/<details class="md-diagram-source md-editor-code"[^>]*>[\s\S]*<code class="language-mermaid">/);
    expect(server).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(server).toContain('<section class="footnotes" aria-label="脚注">');
    expect(server).toContain('<div class="md-container md-container-tip"><p class="md-container-title">提示</p>');
    expect(server).toContain('<div class="md-container md-container-warning"><p class="md-container-title">小心</p>');
    expect(server).toContain('<div class="md-container md-container-danger"><p class="md-container-title">警告</p>');
    expect(server).toContain('<details class="md-container md-container-details"><summary>点开看看</summary>');
    expect(server).toContain('<span class="hljs-keyword">const</span>');
    expect(server).toContain('没有语言的代码块');
    expect(server).toContain('<span class="md-editor-copy-button" role="button" tabindex="0" aria-label="复制代码"');
    expect(server).toMatch(/<table[^>]*>[\s\S]*<td>苹果<\/td>/);

    expect(comparable(readerPreview(RICH_FIXTURE))).toBe(server);
    expect(comparable(await consolePreview(RICH_FIXTURE))).toBe(server);
  });

  it('gives feed readers the same body without the page chrome, formulas as MathML and diagrams as code', () => {
    const feed = feedBody(RICH_FIXTURE);
    expect(feed.match(/<math /g)).toHaveLength(5);
    expect(feed).not.toContain('katex-html');
    expect(feed).not.toContain('md-editor-copy-button');
    expect(feed).toMatch(/<pre><code class="language-mermaid">[\s\S]*graph TD/);
    expect(feed).toContain('<a href="https://blog.example/article?id=1#fn1" id="fnref1">[1]</a>');
    expect(feed).toContain('<details class="md-container md-container-details"><summary>点开看看</summary>');
  });

  it.each(Object.entries(XSS_FIXTURES))('lets no script, event handler or javascript: URL through any path (%s)', async (_name, markdown) => {
    const outputs = [serverRender(markdown), feedBody(markdown), readerPreview(markdown), await consolePreview(markdown)];
    for (const html of outputs) expect(activeContent(html)).toEqual([]);
  });
});
