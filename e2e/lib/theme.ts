import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '@blog/contract';
import { PHONE, type Viewport } from './browser';

export type SiteTheme = 'light' | 'dark';
export const SITE_THEMES: readonly SiteTheme[] = ['light', 'dark'];

/** The browser storage codec of SPEC.md §9 (URL-encoded, then base64), for ASCII text. */
function encode(text: string): string {
  return Buffer.from(encodeURIComponent(text)).toString('base64');
}

/**
 * Every page of the context opens in `theme`, as for a visitor who chose it earlier with the
 * header's toggle (the choice is stored under useDarkKEY).
 */
export async function presetTheme(context: BrowserContext, theme: SiteTheme): Promise<void> {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [encode(STORAGE_KEYS.theme), encode(JSON.stringify(theme))] as const);
}

/**
 * A new page whose site theme and system colour scheme are both `theme` (pages drawn without the
 * site's script, such as the server's own forms, follow the system setting).
 */
export async function openThemedPage(browser: Browser, viewport: Viewport, theme: SiteTheme): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', isMobile: viewport === PHONE, hasTouch: viewport === PHONE, colorScheme: theme });
  await presetTheme(context, theme);
  return context.newPage();
}
