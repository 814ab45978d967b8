import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { lazyChunk } from '@/lib/lazyChunk';
import { trackLoading } from './loading';

/** Each lazy page's loader, so the first render can wait for the current page's chunk (preloadPage). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/** The bar runs while a page's chunk downloads; a failure is the page boundary's to show. */
const trackPage = (loading: Promise<unknown>) => void trackLoading(loading).catch(() => undefined);

/**
 * A page in its own chunk, loaded through the guarded loader (lib/chunks.ts): if the server is
 * down the page area says so (PageBoundary) and the rest of the site stays; if a new build replaced
 * this one the tab reloads into it, at the address it was going to. The chunk download drives the
 * top progress bar: the router renders navigations in a transition (the old page stays while the
 * new chunk loads), so a Suspense fallback alone would not show the bar there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazyChunk(load, { track: trackPage });
  loaders.set(Page, Page.preload);
  return Page;
}

export function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** Starts loading the chunk of the lazy page a route element renders (undefined for other elements). */
export function preloadPage(element: ReactNode): Promise<unknown> | undefined {
  return isValidElement(element) ? loaders.get(element.type as object)?.() : undefined;
}
