import { useEffect, type RefObject } from 'react';
import { DIAGRAM_BLOCK_CLASS } from '@blog/markdown/codeBlocks';
import { loadChunk } from '@/lib/chunks';
import { sanitizeHtml } from './sanitize';

type Drawing = typeof import('./diagramDrawing');
let drawing: Promise<Drawing> | null = null;

/** mermaid from our own bundle, fetched the first time a diagram is on screen. */
function loadDrawing(): Promise<Drawing> {
  drawing ??= loadChunk(() => import('./diagramDrawing'), { reloadWhenUpdated: false }).catch((error: unknown) => {
    drawing = null; // the next diagram tries again
    throw error;
  });
  return drawing;
}

/**
 * Draws the ```mermaid blocks of a rendered preview as diagrams, again when the theme changes or
 * the preview's HTML does (`htmlVersion`, bumped by md-editor-rt's onHtmlChanged). Pages without
 * a diagram never load mermaid; a diagram that cannot load stays its source.
 */
export function useDiagrams(root: RefObject<HTMLElement | null>, htmlVersion: number, theme: 'dark' | 'light'): void {
  useEffect(() => {
    const element = root.current;
    if (!element?.querySelector(`.${DIAGRAM_BLOCK_CLASS}`)) return undefined;
    let current = true;
    void loadDrawing()
      .then(({ drawDiagramsIn }) => drawDiagramsIn(element, { dark: theme === 'dark', sanitize: sanitizeHtml, isCurrent: () => current }))
      .catch((error: unknown) => console.error('图表组件加载失败：', error));
    return () => {
      current = false;
    };
  }, [root, htmlVersion, theme]);
}
