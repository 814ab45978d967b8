import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { trackLoading } from './progress';

/** Each lazy page's loader, so the first render can wait for the current page's chunk (preloadPage). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy whose chunk download drives the top progress bar. The router renders navigations in
 * a transition (the old page stays while the new chunk loads), so a Suspense fallback alone would
 * not show the bar there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= trackLoading(load()));
  const Page = lazy(loadOnce);
  loaders.set(Page, loadOnce);
  return Page;
}

export function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** Starts loading the chunk of the lazy page a route element renders (undefined for other elements). */
export function preloadPage(element: ReactNode): Promise<unknown> | undefined {
  return isValidElement(element) ? loaders.get(element.type as object)?.() : undefined;
}
