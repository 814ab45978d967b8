import { DIAGRAM_BLOCK_CLASS } from './codeBlocks';

/** What the drawing needs of mermaid (loaded by the browser only where a diagram is shown). */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/** Class of the block once its diagram is drawn (the source is then hidden by the stylesheet). */
export const DIAGRAM_DRAWN_CLASS = 'md-diagram-drawn';
const DIAGRAM_CLASS = 'md-diagram';
const ERROR_CLASS = 'md-diagram-error';

/**
 * mermaid's settings: 'strict' escapes labels and ignores `click` callbacks and links; labels are
 * SVG text rather than HTML in a foreignObject, so its output passes the site's DOMPurify rules
 * whole; an error is thrown to us instead of a bomb image drawn into the page.
 */
function mermaidConfig(dark: boolean): Record<string, unknown> {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    suppressErrorRendering: true,
    fontFamily: 'inherit',
  };
}

/** mermaid's parser error ("Parse error on line 3: …") as a Chinese sentence for the reader. */
export function diagramErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = /line (\d+)/i.exec(message)?.[1];
  return line ? `图表语法有误（第 ${line} 行），无法绘制。下面是它的源码。` : '图表语法有误，无法绘制。下面是它的源码。';
}

let renders = 0;

/**
 * Draws every diagram block under `root` (the rendered article) in the given theme, inside its
 * block, so the preview's own DOM diffing still finds one node per block. A block already drawn in
 * this theme is left alone; one whose source does not parse shows the error in place above its
 * source and never stops the others. `isCurrent` lets a later call (theme switched, text edited)
 * take over: an outdated drawing is dropped.
 */
export async function drawDiagrams(
  root: ParentNode,
  mermaid: MermaidApi,
  options: { dark: boolean; sanitize: (html: string) => string; isCurrent: () => boolean },
): Promise<void> {
  const theme = options.dark ? 'dark' : 'light';
  const blocks = Array.from(root.querySelectorAll<HTMLElement>(`.${DIAGRAM_BLOCK_CLASS}`)).filter((block) => block.dataset.diagramTheme !== theme);
  if (blocks.length === 0) return;
  mermaid.initialize(mermaidConfig(options.dark));
  for (const block of blocks) {
    const code = block.querySelector('pre code');
    const source = code?.querySelector('.md-editor-code-block')?.textContent ?? code?.textContent ?? '';
    let svg: string | null = null;
    let failure: unknown = null;
    try {
      svg = (await mermaid.render(`blog-diagram-${++renders}`, source)).svg;
    } catch (error) {
      failure = error;
    }
    if (!options.isCurrent() || !block.isConnected) return;
    block.querySelector(`:scope > .${DIAGRAM_CLASS}, :scope > .${ERROR_CLASS}`)?.remove();
    block.dataset.diagramTheme = theme;
    const doc = block.ownerDocument;
    if (svg !== null) {
      const figure = doc.createElement('div');
      figure.className = DIAGRAM_CLASS;
      figure.setAttribute('role', 'img');
      figure.setAttribute('aria-label', '图表');
      figure.innerHTML = options.sanitize(svg);
      block.classList.add(DIAGRAM_DRAWN_CLASS);
      block.setAttribute('open', '');
      block.append(figure);
    } else {
      const note = doc.createElement('p');
      note.className = ERROR_CLASS;
      note.textContent = diagramErrorText(failure);
      block.classList.remove(DIAGRAM_DRAWN_CLASS);
      block.querySelector('pre')?.before(note);
    }
  }
}
