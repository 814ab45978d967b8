import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForArticleReader } from './browser';

/** The comments under an article (its placeholder until it comes near, then the comments). */
export const articleComments = (page: Page) => page.getByRole('region', { name: /^评论/ });

/**
 * Scrolls a page to its comments (an article's or a page of one's own), which load when the reader
 * scrolls near them. The placeholder is swapped for the comments as it comes near: a reload that
 * restores the scroll position can swap it while it is being scrolled to, so it is scrolled to again then.
 */
export async function scrollToComments(page: Page): Promise<void> {
  await expect
    .poll(() =>
      articleComments(page)
        .last()
        .scrollIntoViewIfNeeded({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        ),
    )
    .toBe(true);
}

/** An article page's comments, once its reader has drawn the article. */
export async function scrollToArticleComments(page: Page): Promise<void> {
  await waitForArticleReader(page);
  await scrollToComments(page);
}
