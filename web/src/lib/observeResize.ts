/**
 * Calls `onResize` now and whenever the element's box changes (ResizeObserver; window resizes where
 * it is missing, as in jsdom). Returns the clean-up for an effect.
 */
export function observeResize(element: Element, onResize: () => void): () => void {
  onResize();
  if (typeof ResizeObserver === 'undefined') {
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }
  const observer = new ResizeObserver(onResize);
  observer.observe(element);
  return () => observer.disconnect();
}
