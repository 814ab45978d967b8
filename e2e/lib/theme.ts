import type { BrowserContext } from 'playwright-core';
import { STORAGE_KEYS } from '@blog/contract';

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
