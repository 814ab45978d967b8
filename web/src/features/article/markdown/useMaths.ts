import { useSyncExternalStore } from 'react';
import { mathsState, subscribeMaths, type MathsState } from '@blog/markdown/maths';

/**
 * Whether KaTeX is idle, loading (a preview met a formula) or ready. A preview drawn before it was
 * ready shows formulas as their source; keyed on this, it draws again once KaTeX has arrived.
 */
export function useMathsState(): MathsState {
  return useSyncExternalStore(subscribeMaths, mathsState, mathsState);
}
