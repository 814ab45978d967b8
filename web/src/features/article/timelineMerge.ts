import type { TimelineYear } from '@blog/contract';

/**
 * Appends a further timeline page. Pages are cut by article, not by year, so the first year of
 * the new page may continue the last year already shown; it is merged instead of repeated.
 */
export function mergeTimeline(shown: readonly TimelineYear[], next: readonly TimelineYear[]): TimelineYear[] {
  const merged = shown.map((year) => ({ ...year, articleList: [...year.articleList] }));
  for (const year of next) {
    const same = merged.find((entry) => entry.year === year.year);
    if (same) {
      const known = new Set(same.articleList.map((a) => a.id));
      same.articleList.push(...year.articleList.filter((a) => !known.has(a.id)));
    } else {
      merged.push({ ...year, articleList: [...year.articleList] });
    }
  }
  return merged;
}

export function countTimelineArticles(years: readonly TimelineYear[]): number {
  return years.reduce((sum, year) => sum + year.articleList.length, 0);
}
