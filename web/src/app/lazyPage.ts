import { lazy, type ComponentType } from 'react';
import { trackLoading } from './progress';

/**
 * React.lazy whose chunk download drives the top progress bar. The router renders navigations in
 * a transition (the old page stays while the new chunk loads), so a Suspense fallback alone would
 * not show the bar there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => trackLoading(load()));
}

export function lazyNamed<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
