import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Flags that keep Debian's Chromium quiet on a machine with no outside network. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

export const baseUrl = inject('baseUrl');
export const chromiumPath = inject('chromiumPath');

/** `extraArgs` adds flags one spec file needs (the music spec allows autoplay). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not available');
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1366, height: 900 };
/** A common phone width (iPhone 12–15). */
export const PHONE: Viewport = { width: 390, height: 844 };

export async function openPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  return { context, page };
}

/** Reads the `/api` envelope's result, the same data the page shows. */
export async function api<T>(pathname: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, init);
  const body = (await response.json()) as { code: number; result: T };
  if (body.code !== 0) throw new Error(`${pathname} answered code ${body.code}`);
  return body.result;
}

/**
 * An article page is React's own: the server's copy of the article (the content shell, shown
 * until the reader has drawn the same text) is gone. `.md-editor-preview` alone is found in that
 * copy too, before anything below the article (comments, like button) exists.
 */
export async function waitForArticleReader(page: Page): Promise<void> {
  await page.locator('#boot-shell').waitFor({ state: 'detached' });
  await page.locator('.md-editor-preview').first().waitFor();
}
