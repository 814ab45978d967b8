import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from '../src/platform/markdown/articleHtml';

describe('articles rendered on the server', () => {
  it('renders headings, highlighted code, images and links as the client preview does', async () => {
    const html = await renderArticleHtml('# 第一章\n\n正文 **加粗**\n\n```ts\nconst a: number = 1;\n```\n\n![图](/uploads/a.png)\n\n[站外](https://example.com)\n');
    expect(html).toContain('<h1 data-line="0" id="第一章">第一章</h1>');
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<img src="/uploads/a.png" alt="图"');
    expect(html).toContain('<a href="https://example.com">站外</a>');
    expect(html).toMatch(/^<div id="blog-article-preview" class="md-editor md-editor-previewOnly">/);
  });

  it('drops scripts, event handlers and javascript: links written into the Markdown', async () => {
    const html = await renderArticleHtml('<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n<a href="javascript:alert(3)">点</a> <a href="/a" target="_blank">新窗口</a>\n');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<a href="/a" target="_blank" rel="noopener noreferrer">新窗口</a>');
  });

  it('gives the same HTML for the same text and new HTML after an edit', async () => {
    const first = await renderArticleHtml('## 版本一');
    expect(await renderArticleHtml('## 版本一')).toBe(first);
    expect(await renderArticleHtml('## 版本二')).toContain('版本二');
  });
});
