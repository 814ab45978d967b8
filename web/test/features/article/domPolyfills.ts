/**
 * jsdom lacks a few browser APIs antd and our hooks read. Installed only when missing so a
 * shared setup file, if it provides them, wins.
 */
export function installDomPolyfills(): void {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (typeof window.ResizeObserver !== 'function') {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoopResizeObserver });
  }
  // jsdom logs "Not implemented" for the pseudo-element argument antd's scroll locker passes.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => original(element);
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
}
