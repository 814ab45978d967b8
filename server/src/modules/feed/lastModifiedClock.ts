import type { Validators } from '../../platform/conditional';

/** Documents remembered: each kind for the few origins a site answers on (Host varies without site_url). */
const MAX_DOCUMENTS = 32;

const wholeSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

/**
 * Keeps Last-Modified moving whenever a document's entity tag does. The database records no time
 * for some changes (a restore from the recycle bin, articles moved by deleting their category),
 * and two writes in one second share an HTTP date; when the tag changes but the recorded time does
 * not pass the one served before, this process dates the document a second later. Readers sending
 * If-None-Match (most do) are exact in every case, across processes too.
 */
export function createLastModifiedClock() {
  const served = new Map<string, Validators>();

  return function stamp(documentKey: string, next: Validators): Validators {
    const before = served.get(documentKey);
    if (before?.etag === next.etag) return before;
    let validators = next;
    const previous = before?.lastModified;
    if (previous && (next.lastModified === null || wholeSecond(next.lastModified) <= wholeSecond(previous))) {
      validators = { ...next, lastModified: new Date(Math.max(wholeSecond(previous) + 1000, Date.now())).toISOString() };
    }
    served.delete(documentKey);
    if (served.size >= MAX_DOCUMENTS) served.delete(served.keys().next().value ?? '');
    served.set(documentKey, validators);
    return validators;
  };
}
