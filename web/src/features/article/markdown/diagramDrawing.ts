/**
 * The drawing of diagrams and their styles: one small chunk, loaded where a diagram is shown. It
 * fetches mermaid itself, so the reader's own chunk does not carry the list of mermaid's chunks.
 */
import { drawDiagrams, type MermaidApi } from '@blog/markdown/diagrams';
import { loadChunk } from '@/lib/chunks';
import { sanitizeHtml } from './sanitize';
import './diagrams.css';

let mermaid: Promise<MermaidApi> | null = null;

function loadMermaid(): Promise<MermaidApi> {
  mermaid ??= loadChunk(() => import('mermaid'), { reloadWhenUpdated: false })
    // mermaid's types ask for its own config type; drawDiagrams passes a plain object of that shape.
    .then((module) => module.default as unknown as MermaidApi)
    .catch((error: unknown) => {
      mermaid = null; // the next diagram tries again
      throw error;
    });
  return mermaid;
}

export async function drawDiagramsIn(element: HTMLElement, dark: boolean, isCurrent: () => boolean): Promise<void> {
  const api = await loadMermaid();
  if (isCurrent()) await drawDiagrams(element, api, { dark, sanitize: sanitizeHtml, isCurrent });
}
