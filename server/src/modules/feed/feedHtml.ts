import { renderArticleHtml } from '../../platform/markdown/articleHtml';

/** One detached document to reshape articles in; jsdom is already loaded by the renderer. */
let scratch: Promise<Document> | null = null;
const scratchDocument = () => (scratch ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window.document));

/** A link or image address as a feed reader needs it: absolute, read against the article's page. */
function absolute(value: string, articleUrl: string): string {
  try {
    return new URL(value, articleUrl).href;
  } catch {
    return value;
  }
}

/**
 * An article's body for feed readers: the sanitized HTML the client draws (renderArticleHtml),
 * without md-editor-rt's page chrome (wrapper elements, the code blocks' copy button, language
 * label and collapse icon) and with every link and image absolute, since a reader shows the
 * HTML away from the site.
 */
export async function feedArticleHtml(markdown: string, articleUrl: string): Promise<string> {
  const [html, document] = await Promise.all([renderArticleHtml(markdown), scratchDocument()]);
  const box = document.createElement('div');
  box.innerHTML = html;
  const body = box.querySelector('.md-editor-preview') ?? box;
  for (const block of body.querySelectorAll('details.md-editor-code')) {
    const pre = block.querySelector('pre');
    if (pre) block.replaceWith(pre);
    else block.remove();
  }
  // Between the body's blocks: the indentation md-editor-rt's code-block template left behind.
  for (const node of body.childNodes) if (node.nodeType === node.TEXT_NODE && !node.textContent?.trim()) node.textContent = '\n';
  // The gutter md-editor-rt draws line numbers into.
  for (const gutter of body.querySelectorAll('pre code > span[aria-hidden="true"]')) gutter.remove();
  for (const node of body.querySelectorAll('[data-line]')) node.removeAttribute('data-line');
  for (const node of body.querySelectorAll('[href]')) node.setAttribute('href', absolute(node.getAttribute('href') ?? '', articleUrl));
  for (const node of body.querySelectorAll('[src]')) node.setAttribute('src', absolute(node.getAttribute('src') ?? '', articleUrl));
  return body.innerHTML.trim();
}
