import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LyricResponse, SongsResponse } from '@blog/contract';
import { baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { AUTOPLAY_ARGS, barName, barSeconds, choosePlayMode, clockSeconds, defaultPlaylistSongs, openPanel, wapi } from '../lib/music';

interface LyricLine {
  ms: number;
  text: string;
}

/** A deliberately separate LRC reader, so the page's own parser is checked against it. */
function parseLrc(lrc: string): LyricLine[] {
  const lines: LyricLine[] = [];
  for (const raw of lrc.split('\n')) {
    const match = /^\[(\d+):(\d+)(?:\.(\d+))?\](.*)$/.exec(raw.trim());
    if (!match) continue;
    const fraction = match[3] ? Number(`0.${match[3]}`) : 0;
    lines.push({ ms: Math.round((Number(match[1]) * 60 + Number(match[2]) + fraction) * 1000), text: match[4]!.trim() });
  }
  return lines.sort((a, b) => a.ms - b.ms);
}

async function lyricsOf(songId: number): Promise<LyricLine[]> {
  const lines = parseLrc((await wapi<LyricResponse>(`/lyric?id=${songId}`)).lrc.lyric);
  if (lines.length < 4) throw new Error(`song ${songId} has too few lyric lines`);
  return lines;
}

function lineAt(lines: LyricLine[], ms: number): string {
  const sung = lines.filter((line) => line.ms <= ms);
  return sung.length > 0 ? sung[sung.length - 1]!.text : '♪';
}

/**
 * Reads the bar time and the shown lyric line in one go (one DOM snapshot), then checks the line
 * is the LRC line for that time. The bar shows whole seconds, so a line that starts within that
 * second is accepted too. Answers 'ok' or what was wrong, for expect.poll's message.
 */
async function lineMatchesTime(page: Page, lineSelector: string, lines: LyricLine[]): Promise<string> {
  const seen = await page.evaluate((selector) => {
    const time = document.querySelector('.music-bar__elapsed')?.textContent ?? '';
    const line = document.querySelector(selector)?.textContent ?? null;
    return { time, line };
  }, lineSelector);
  const seconds = clockSeconds(seen.time);
  const allowed = [lineAt(lines, seconds * 1000), lineAt(lines, seconds * 1000 + 999)];
  return seen.line !== null && allowed.includes(seen.line) ? 'ok' : `at ${seen.time} the page shows "${seen.line}", LRC says "${allowed[0]}"`;
}

const COMMON_CURRENT_LINE = '.music-lyrics [aria-current="true"]';
const SPECIAL_LINE = '.music-special__line';

/** Playing, as the user sees it: the big button offers 暂停 and the time moves. */
async function expectPlaying(page: Page) {
  await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
  const start = await barSeconds(page);
  await expect.poll(() => barSeconds(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(start + 1);
}

describe.skipIf(!chromiumPath)('the music player in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(AUTOPLAY_ARGS);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays the first song of the default playlist; time advances and the lyric board highlights the sung line', async () => {
    const { name, songs } = await defaultPlaylistSongs();
    const first = songs[0]!;
    const lines = await lyricsOf(first.id);
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name, pressed: true }).waitFor();

    await panel.getByRole('button', { name: `播放 ${first.name}`, exact: true }).click();
    await expect.poll(() => barName(page).innerText()).toBe(first.name);
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    const start = await barSeconds(page);
    await expect.poll(() => barSeconds(page), { timeout: 6_000 }).toBeGreaterThanOrEqual(start + 2);

    await panel.getByRole('button', { name: '歌词', exact: true }).click();
    await panel.getByRole('list', { name: '歌词' }).waitFor();
    await expect.poll(() => lineMatchesTime(page, COMMON_CURRENT_LINE, lines)).toBe('ok');
    // Still in step once the song has moved on to a later line.
    const later = lines.find((line) => line.ms > (start + 3) * 1000)!;
    await expect.poll(() => barSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.ceil(later.ms / 1000));
    await expect.poll(() => lineMatchesTime(page, COMMON_CURRENT_LINE, lines)).toBe('ok');
    await context.close();
  });

  it('finds a demo song by a Chinese part of its name and plays it from the results', async () => {
    const { songs: inDefault } = await defaultPlaylistSongs();
    const { songs: all } = await wapi<SongsResponse>('/song/detail?ids=1,2,3,4,5,6,7,8');
    // A song outside the default list, so the bar can only show it through the search.
    const target = all.find((song) => !inDefault.some((s) => s.id === song.id) && /^[\u4e00-\u9fff]{4,}$/.test(song.name))!;
    const part = target.name.slice(2);
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);
    // The panel has shown its ranked list, so the player has finished starting (restoring its saved
    // state) before the search: on a busy machine a click made earlier could be undone by that start.
    await panel.getByRole('button', { name: `播放 ${inDefault[0]!.name}`, exact: true }).waitFor();

    await panel.getByRole('button', { name: '搜索歌曲' }).click();
    const box = page.getByRole('textbox', { name: '请输入歌名或歌手' });
    await box.fill(part);
    await box.press('Enter');
    const results = page.getByRole('list', { name: '搜索结果' });
    await results.getByRole('button', { name: target.name, exact: true }).click();

    await expect.poll(() => barName(page).innerText()).toBe(target.name);
    await expectPlaying(page);
    await context.close();
  });

  it('skips between two custom-list songs in 列表循环, wrapping both ways', async () => {
    const { songs } = await defaultPlaylistSongs();
    // Added out of the ranked order: following the ranked list instead would give other names.
    const [a, b] = [songs[3]!, songs[0]!];
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);

    for (const song of [a, b]) {
      await panel.getByRole('button', { name: `添加 ${song.name} 到播放列表`, exact: true }).click();
      await page.getByText('添加成功', { exact: true }).first().waitFor();
      await panel.getByRole('button', { name: `${song.name} 已在播放列表`, exact: true }).waitFor();
      // Let the 1 s toast go, so the second add is seen raising its own.
      await page.getByText('添加成功', { exact: true }).first().waitFor({ state: 'hidden', timeout: 5_000 });
    }
    const listButton = panel.getByRole('button', { name: '播放列表', exact: true });
    await listButton.click();
    const custom = page.getByRole('list', { name: '播放列表' });
    await expect.poll(() => custom.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining(a.name),
      expect.stringContaining(b.name),
    ]);
    await listButton.click();
    await custom.waitFor({ state: 'hidden' });

    await choosePlayMode(page, '列表循环');

    const skip = async (control: '下一首' | '上一首', expected: string) => {
      await panel.getByRole('button', { name: control, exact: true }).click();
      await expect.poll(() => barName(page).innerText()).toBe(expected);
      await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    };
    // From nothing playing, forward starts at the list's first song.
    await skip('下一首', a.name);
    await skip('下一首', b.name);
    await skip('下一首', a.name);
    await skip('上一首', b.name);
    // From a song outside the custom list, back goes to its last song: with two songs only these
    // entry steps tell 列表循环 from 随机播放, which also alternates.
    const outside = songs[2]!;
    await panel.getByRole('button', { name: `播放 ${outside.name}`, exact: true }).click();
    await expect.poll(() => barName(page).innerText()).toBe(outside.name);
    await skip('上一首', b.name);
    await skip('下一首', a.name);
    await context.close();
  });

  it('jumps to a lyric line when it is clicked', async () => {
    const { songs } = await defaultPlaylistSongs();
    const song = songs[0]!;
    const lines = await lyricsOf(song.id);
    const target = lines.find((line) => line.ms >= 15_000)!;
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: `播放 ${song.name}`, exact: true }).click();
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    await panel.getByRole('button', { name: '歌词', exact: true }).click();
    expect(await barSeconds(page)).toBeLessThan(target.ms / 1000 - 5);

    await panel.getByRole('list', { name: '歌词' }).getByRole('button', { name: target.text, exact: true }).click();
    const expectedSeconds = target.ms / 1000;
    await expect.poll(() => barSeconds(page), { timeout: 3_000 }).toBeGreaterThanOrEqual(Math.floor(expectedSeconds));
    expect(await barSeconds(page)).toBeLessThanOrEqual(expectedSeconds + 1);
    await expect.poll(() => page.locator(COMMON_CURRENT_LINE).innerText()).toBe(target.text);
    await context.close();
  });

  it('?showSpecial opens the panel in special mode on the restored track and shows its current line', async () => {
    const { songs } = await defaultPlaylistSongs();
    const song = songs[1]!;
    const lines = await lyricsOf(song.id);
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: `播放 ${song.name}`, exact: true }).click();
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    await panel.getByRole('button', { name: '歌词', exact: true }).click();
    // Somewhere in the middle of the song, so a line other than the title line is due.
    const middle = lines[Math.floor(lines.length / 2)]!;
    await panel.getByRole('list', { name: '歌词' }).getByRole('button', { name: middle.text, exact: true }).click();
    await expect.poll(() => barSeconds(page), { timeout: 3_000 }).toBeGreaterThanOrEqual(Math.floor(middle.ms / 1000));

    await page.goto(`${baseUrl}/home?showSpecial=1`);
    const special = page.getByRole('dialog', { name: '音乐播放器' });
    await special.waitFor();
    await special.getByRole('button', { name: '歌词模式', pressed: true }).waitFor();
    await expect.poll(() => special.getByRole('heading', { level: 2 }).innerText()).toBe(song.name);
    await expect.poll(() => barSeconds(page)).toBeGreaterThanOrEqual(Math.floor(middle.ms / 1000));
    await expect.poll(() => lineMatchesTime(page, SPECIAL_LINE, lines)).toBe('ok');

    // And it keeps following the track once it plays on.
    await special.getByRole('button', { name: '播放', exact: true }).click();
    await expectPlaying(page);
    await expect.poll(() => lineMatchesTime(page, SPECIAL_LINE, lines)).toBe('ok');
    await context.close();
  });

  it('restores the last played track after a reload', async () => {
    const { songs } = await defaultPlaylistSongs();
    const song = songs[2]!;
    const { context, page } = await openPage(browser);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: `播放 ${song.name}`, exact: true }).click();
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => barSeconds(page), { timeout: 8_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => barName(page).innerText()).toBe(song.name);

    await page.reload();
    const disc = page.getByRole('button', { name: '打开音乐面板' });
    await expect.poll(() => disc.getAttribute('title')).toBe(`正在播放：${song.name}`);
    await disc.click();
    await page.getByRole('dialog', { name: '音乐播放器' }).waitFor();
    await expect.poll(() => barName(page).innerText()).toBe(song.name);
    // Restored where it was left, not from the start.
    await expect.poll(() => barSeconds(page)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
