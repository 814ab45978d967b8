import { JSDOM } from 'jsdom';
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

  it('draws $…$, $$…$$, \\(…\\) and \\[…\\] with KaTeX, leaves prices alone and keeps diagrams as their source', async () => {
    const html = await renderArticleHtml(String.raw`行内 $a+b$，括号 \(x^2\)，价格 $5 和 $10。` + '\n\n$$\n\\frac{1}{2}\n$$\n\n\\[\ny = 1\n\\]\n\n```mermaid\ngraph TD\n  A --> B\n```\n');
    expect(html.match(/<span class="katex">/g)).toHaveLength(4);
    expect(html.match(/<span class="katex-display">/g)).toHaveLength(2);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(html).toContain('价格 $5 和 $10。');
    expect(html).toMatch(/<details class="md-diagram-source md-editor-code"[^>]*>[\s\S]*<code class="language-mermaid">/);
  });

  it('lets no formula make a link, an attribute or a script (KaTeX trust off, then DOMPurify)', async () => {
    const html = await renderArticleHtml(
      String.raw`$\href{javascript:alert(1)}{点我}$ $\url{javascript:alert(2)}$ $\htmlData{onclick=alert(3)}{x}$ $\htmlClass{x" onmouseover="alert(4)}{y}$ $\includegraphics{javascript:alert(5)}$ $\text{<img src=x onerror=alert(6)>}$`,
    );
    // The payloads stay as text (the formula's source, in red): never as a tag or an attribute.
    const body = new JSDOM(html).window.document.body;
    expect(body.querySelectorAll('a, img, script, [href], [src]')).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(body.textContent).toContain('\\href');
  });

  it('gives the same HTML for the same text and new HTML after an edit', async () => {
    const first = await renderArticleHtml('## 版本一');
    expect(await renderArticleHtml('## 版本一')).toBe(first);
    expect(await renderArticleHtml('## 版本二')).toContain('版本二');
  });
});
