import { useEffect, type RefObject } from 'react';
import { DIAGRAM_BLOCK_CLASS } from '@blog/markdown/codeBlocks';
import { drawDiagrams, type MermaidApi } from '@blog/markdown/diagrams';
import { loadChunk } from '@/lib/chunks';
import { sanitizeHtml } from './sanitize';

let mermaid: Promise<MermaidApi> | null = null;
/** mermaid from our own bundle, fetched the first time a diagram is on screen. */
const loadMermaid = () =>
  (mermaid ??= loadChunk(() => import('mermaid'), { reloadWhenUpdated: false })
    // mermaid's types ask for its own config type; drawDiagrams passes a plain object of the same shape.
    .then((module) => module.default as unknown as MermaidApi)
    .catch((error: unknown) => {
      mermaid = null; // the next diagram tries again
      throw error;
    }));

/**
 * Draws the ```mermaid blocks of a rendered preview as diagrams, again when the theme changes or
 * the preview's HTML does (`htmlVersion`, bumped by md-editor-rt's onHtmlChanged). Pages without
 * a diagram never load mermaid.
 */
export function useDiagrams(root: RefObject<HTMLElement | null>, htmlVersion: number, theme: 'dark' | 'light'): void {
  useEffect(() => {
    const element = root.current;
    if (!element?.querySelector(`.${DIAGRAM_BLOCK_CLASS}`)) return undefined;
    let current = true;
    void loadMermaid()
      .then((api) => drawDiagrams(element, api, { dark: theme === 'dark', sanitize: sanitizeHtml, isCurrent: () => current }))
      .catch((error: unknown) => console.error('图表组件加载失败：', error));
    return () => {
      current = false;
    };
  }, [root, htmlVersion, theme]);
}
