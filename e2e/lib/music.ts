import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_PLAYLIST_INDEX, STORAGE_KEYS, type Song, type SongsResponse, type ToplistDetailResponse } from '@blog/contract';
import { baseUrl } from './browser';

/** The demo tracks are short WAV files; headless Chromium must play them without a gesture. */
export const AUTOPLAY_ARGS = ['--autoplay-policy=no-user-gesture-required'];

/** Reads a /wapi answer (NetEase shape, code 200), the same data the player shows. */
export async function wapi<T>(pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl}/wapi${pathname}`);
  const body = (await response.json()) as T & { code: number };
  if (body.code !== 200) throw new Error(`/wapi${pathname} answered code ${body.code}`);
  return body;
}

export async function defaultPlaylistSongs(): Promise<{ name: string; songs: Song[] }> {
  const toplist = await wapi<ToplistDetailResponse>('/toplist/detail');
  // The admin's choice; the 4th when none was made.
  const playlist = toplist.list.find((p) => p.id === toplist.defaultId) ?? toplist.list[DEFAULT_PLAYLIST_INDEX]!;
  const { songs } = await wapi<SongsResponse>(`/playlist/track/all?id=${playlist.id}&limit=30&offset=0`);
  return { name: playlist.name, songs };
}

/** How the player writes a song's artists. */
export function artistsOf(song: Song): string {
  return song.ar.map((artist) => artist.name).join(' / ');
}

/** mm:ss, as the bar shows a time. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "01:05" → 65. */
export function clockSeconds(text: string): number {
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`unexpected time "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The played time the bar shows, in whole seconds (the same element on the phone and the desktop). */
export async function barSeconds(page: Page): Promise<number> {
  return clockSeconds(await page.locator('.music-bar__elapsed').innerText());
}

export const barName = (page: Page) => page.locator('.music-bar__name');

export async function openPanel(page: Page, path = '/home') {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: '打开音乐面板' }).click();
  const panel = page.getByRole('dialog', { name: '音乐播放器' });
  await panel.waitFor();
  return panel;
}

/** Clicks the play-mode button until it reads `label` (it cycles through three modes). */
export async function choosePlayMode(page: Page, label: '随机播放' | '列表循环' | '单曲循环'): Promise<void> {
  const modeButton = page.getByRole('button', { name: /^播放模式：/ });
  for (let clicks = 0; clicks < 3 && (await modeButton.getAttribute('aria-label')) !== `播放模式：${label}`; clicks++) {
    await modeButton.click();
  }
  await page.getByRole('button', { name: `播放模式：${label}`, exact: true }).waitFor();
}

/**
 * Starts every page of the context in the given theme, as a visitor who picked it in the header
 * would (the stored preference, written through the site's storage encoding).
 */
export async function presetTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      const encode = (text: string) => window.btoa(encodeURIComponent(text));
      window.localStorage.setItem(encode(key), encode(JSON.stringify(value)));
    },
    { key: STORAGE_KEYS.theme, value: theme },
  );
}
