/**
 * The drawing of diagrams and their styles: one small chunk, loaded where a diagram is shown. It
 * fetches mermaid itself, so the reader's own chunk does not carry the list of mermaid's chunks.
 */
import { drawDiagrams, type MermaidApi } from '@blog/markdown/diagrams';
import { loadChunk } from '@/lib/chunks';
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

/** `sanitize` is the reader's (passed in rather than imported, so this chunk needs none of the reader's). */
export async function drawDiagramsIn(element: HTMLElement, options: { dark: boolean; sanitize: (html: string) => string; isCurrent: () => boolean }): Promise<void> {
  const api = await loadMermaid();
  if (options.isCurrent()) await drawDiagrams(element, api, options);
}
