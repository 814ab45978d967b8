/** mermaid, the drawing of diagrams and their styles: one chunk, loaded where a diagram is shown. */
import mermaid from 'mermaid';
import { drawDiagrams, type MermaidApi } from '@blog/markdown/diagrams';
import { sanitizeHtml } from './sanitize';
import './diagrams.css';

export function drawDiagramsIn(element: HTMLElement, dark: boolean, isCurrent: () => boolean): Promise<void> {
  // mermaid's types ask for its own config type; drawDiagrams passes a plain object of that shape.
  return drawDiagrams(element, mermaid as unknown as MermaidApi, { dark, sanitize: sanitizeHtml, isCurrent });
}
