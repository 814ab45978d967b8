/** A link or image address as a feed reader needs it: absolute, read against the article's page. */
function absolute(value: string, articleUrl: string): string {
  try {
    return new URL(value, articleUrl).href;
  } catch {
    return value;
  }
}

/**
 * An article's body for feed readers from its rendered HTML (serverRender.ts), in a scratch
 * document: without md-editor-rt's page chrome (wrapper elements, the code blocks' copy button,
 * language label and collapse icon, the line-number gutter), with every link and image absolute,
 * since a reader shows the HTML away from the site. Formulas keep only KaTeX's MathML: its HTML
 * half needs the site's stylesheet, which a feed reader does not load, while MathML draws alone.
 * A diagram stays its source, a code block.
 */
export function feedHtmlFrom(html: string, document: Document, articleUrl: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const body = box.querySelector('.md-editor-preview') ?? box;
  for (const block of body.querySelectorAll('details.md-editor-code, div.md-editor-code')) {
    const pre = block.querySelector('pre');
    if (pre) block.replaceWith(pre);
    else block.remove();
  }
  // Between the body's blocks: the indentation md-editor-rt's code-block template left behind.
  for (const node of body.childNodes) if (node.nodeType === node.TEXT_NODE && !node.textContent?.trim()) node.textContent = '\n';
  // The gutter md-editor-rt draws line numbers into.
  for (const gutter of body.querySelectorAll('pre code > span[aria-hidden="true"]')) gutter.remove();
  for (const drawn of body.querySelectorAll('.katex-html')) drawn.remove();
  for (const node of body.querySelectorAll('[data-line]')) node.removeAttribute('data-line');
  for (const node of body.querySelectorAll('[href]')) node.setAttribute('href', absolute(node.getAttribute('href') ?? '', articleUrl));
  for (const node of body.querySelectorAll('[src]')) node.setAttribute('src', absolute(node.getAttribute('src') ?? '', articleUrl));
  return body.innerHTML.trim();
}
