import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { Song } from '@blog/contract';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import {
  artistsOf,
  AUTOPLAY_ARGS,
  barName,
  barSeconds,
  choosePlayMode,
  clock,
  defaultPlaylistSongs,
  openPanel,
  presetTheme,
} from '../lib/music';

/** The song table's 其他 text: its aliases, else its album. */
function otherOf(song: Song): string {
  return song.alia.filter(Boolean).join(' / ') || song.al.name;
}

/** The box is on screen and big enough for a finger. */
async function expectTappable(control: Locator, viewport: Viewport): Promise<void> {
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.width).toBeGreaterThanOrEqual(32);
  expect(box!.height).toBeGreaterThanOrEqual(32);
}

/**
 * Whether a person sees the whole control: its cell must not overflow (an overflowing cell cuts
 * the control off, or its ellipsis turns it into "…"), and the control must be what is drawn at
 * its centre.
 */
async function seenWhole(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const cell = element.closest('td, li') ?? element.parentElement!;
    if (cell.scrollWidth > cell.clientWidth) {
      return `cut off by its ${cell.tagName.toLowerCase()} (${cell.scrollWidth} px of content in ${cell.clientWidth} px)`;
    }
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit && element.contains(hit) ? 'whole' : `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`;
  });
}

/** WCAG contrast of two computed rgb()/rgba() colours (alpha ignored: the popovers are opaque). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The frame of the popover holding `content`: its border and the shadow around it. */
async function popoverFrame(content: Locator) {
  return content.evaluate((element) => {
    const container = element.closest('.ant-popover-container');
    const root = element.closest('.ant-popover');
    if (!container || !root) return null;
    const style = getComputedStyle(container);
    return {
      borderWidth: parseFloat(style.borderTopWidth),
      borderStyle: style.borderTopStyle,
      borderColor: style.borderTopColor,
      background: style.backgroundColor,
      shadow: `${getComputedStyle(root).filter} ${style.boxShadow}`,
    };
  });
}

describe.skipIf(!chromiumPath)('music widgets on the phone and the desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(AUTOPLAY_ARGS);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 390 px the song table keeps its add button whole and tappable, and the bar shows the times and artist', async () => {
    const { songs } = await defaultPlaylistSongs();
    const [song, other] = [songs[0]!, songs[1]!];
    const { context, page } = await openPage(browser, PHONE);
    const panel = await openPanel(page);

    const add = panel.getByRole('button', { name: `添加 ${song.name} 到播放列表`, exact: true });
    await add.waitFor();
    await expectTappable(add, PHONE);
    expect(await seenWhole(add)).toBe('whole');
    const play = panel.getByRole('button', { name: `播放 ${other.name}`, exact: true });
    await expectTappable(play, PHONE);
    expect(await seenWhole(play)).toBe('whole');

    // The 其他 column does not fit the phone; its text (aliases, else the album) shows under the name.
    const row = panel.getByRole('row').filter({ hasText: song.name });
    const songCell = row.getByRole('cell').first();
    expect(await songCell.getByText(otherOf(song), { exact: true }).isVisible()).toBe(true);

    await add.tap();
    await page.getByText('添加成功', { exact: true }).first().waitFor();
    await panel.getByRole('button', { name: `${song.name} 已在播放列表`, exact: true }).waitFor();

    await play.tap();
    await expect.poll(() => barName(page).innerText()).toBe(other.name);
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    for (const selector of ['.music-bar__elapsed', '.music-bar__duration', '.music-bar__artist']) {
      const shown = page.locator(selector);
      expect(await shown.isVisible(), `${selector} is shown`).toBe(true);
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width, `${selector} fits the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    await expect.poll(() => page.locator('.music-bar__artist').innerText()).toBe(artistsOf(other));
    await expect.poll(() => page.locator('.music-bar__duration').innerText()).toBe(clock(other.dt / 1000));
    const start = await barSeconds(page);
    await expect.poll(() => barSeconds(page), { timeout: 6_000 }).toBeGreaterThanOrEqual(start + 1);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the search, volume and custom-list popovers stand out from the song table (${theme})`, async () => {
      const { context, page } = await openPage(browser, DESKTOP);
      await presetTheme(context, theme);
      const panel = await openPanel(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);

      const popovers: { name: string; open: () => Promise<Locator> }[] = [
        {
          name: '搜索歌曲',
          open: async () => {
            await panel.getByRole('button', { name: '搜索歌曲' }).click();
            return page.getByRole('textbox', { name: '请输入歌名或歌手' });
          },
        },
        {
          name: '音量',
          open: async () => {
            await panel.getByRole('button', { name: '音量', exact: true }).click();
            return page.getByRole('slider', { name: '音量' });
          },
        },
        {
          name: '播放列表',
          open: async () => {
            await panel.getByRole('button', { name: '播放列表', exact: true }).click();
            return page.getByText('播放列表为空', { exact: true });
          },
        },
      ];
      for (const popover of popovers) {
        const content = await popover.open();
        await content.waitFor();
        const frame = await popoverFrame(content);
        expect(frame, popover.name).not.toBeNull();
        expect(frame!.borderStyle, `${popover.name} has a border`).toBe('solid');
        expect(frame!.borderWidth, `${popover.name} border width`).toBeGreaterThanOrEqual(1);
        expect(contrast(frame!.borderColor, frame!.background), `${popover.name} border against its background`).toBeGreaterThanOrEqual(1.4);
        expect(frame!.shadow, `${popover.name} casts a shadow`).toMatch(/drop-shadow|rgba?\(/);
        // Closed again by clicking elsewhere in the panel, as a visitor would.
        await panel.getByText('歌单分类', { exact: true }).click();
        await content.waitFor({ state: 'hidden' });
      }
      await context.close();
    });
  }

  it('?showSpecial with nothing played shows the default track in special mode, not an empty black board', async () => {
    const { songs } = await defaultPlaylistSongs();
    const first = songs[0]!;
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/home?showSpecial`);
    const special = page.getByRole('dialog', { name: '音乐播放器' });
    await special.waitFor();
    await expect.poll(() => special.getByRole('heading', { level: 2 }).innerText()).toBe(first.name);
    await expect.poll(() => page.locator('.music-special__author').innerText()).toBe(artistsOf(first));
    await expect
      .poll(() => page.locator('.music-special__background').evaluate((element) => getComputedStyle(element).backgroundImage))
      .toContain(first.al.picUrl);
    // Ready, not playing on its own: the visitor starts it.
    await expect.poll(() => barName(page).innerText()).toBe(first.name);
    await special.getByRole('button', { name: '播放', exact: true }).click();
    await special.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('tells the phone what plays (media session) and answers its lock-screen and media-key actions', async () => {
    const { songs } = await defaultPlaylistSongs();
    const [song, next] = [songs[0]!, songs[1]!];
    const { context, page } = await openPage(browser, DESKTOP);
    // Keeps what the page hands the browser, so the test can press the media keys itself.
    await context.addInitScript(() => {
      const seen = window as unknown as { mediaHandlers: Record<string, (details: object) => void>; mediaPosition?: object };
      seen.mediaHandlers = {};
      const { setActionHandler, setPositionState } = MediaSession.prototype;
      MediaSession.prototype.setActionHandler = function (action, handler) {
        if (handler) seen.mediaHandlers[action] = handler as (details: object) => void;
        else delete seen.mediaHandlers[action];
        setActionHandler.call(this, action, handler);
      };
      MediaSession.prototype.setPositionState = function (state) {
        seen.mediaPosition = state ?? {};
        setPositionState.call(this, state);
      };
    });
    const press = (action: string, details: object = {}) =>
      page.evaluate(
        ({ action, details }) => {
          const handlers = (window as unknown as { mediaHandlers: Record<string, (details: object) => void> }).mediaHandlers;
          handlers[action]!({ action, ...details });
        },
        { action, details },
      );
    const metadata = () =>
      page.evaluate(() => {
        const data = navigator.mediaSession.metadata;
        return data ? { title: data.title, artist: data.artist, album: data.album, artwork: data.artwork.map((art) => art.src) } : null;
      });
    const position = () =>
      page.evaluate(() => (window as unknown as { mediaPosition?: MediaPositionState }).mediaPosition ?? null);
    const playbackState = () => page.evaluate(() => navigator.mediaSession.playbackState);

    const panel = await openPanel(page);
    await choosePlayMode(page, '列表循环');
    await panel.getByRole('button', { name: `播放 ${song.name}`, exact: true }).click();
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });

    await expect.poll(metadata).toEqual({
      title: song.name,
      artist: artistsOf(song),
      album: expect.any(String) as string,
      artwork: [new URL(song.al.picUrl, baseUrl).href],
    });
    expect(await playbackState()).toBe('playing');
    const handlers = await page.evaluate(() => Object.keys((window as unknown as { mediaHandlers: object }).mediaHandlers).sort());
    expect(handlers).toEqual(['nexttrack', 'pause', 'play', 'previoustrack', 'seekbackward', 'seekforward', 'seekto']);
    await expect.poll(async () => Math.round((await position())?.duration ?? 0)).toBe(Math.round(song.dt / 1000));

    await press('pause');
    await page.getByRole('button', { name: '播放', exact: true }).waitFor();
    await expect.poll(playbackState).toBe('paused');
    const pausedAt = await barSeconds(page);

    await press('seekto', { seekTime: 20 });
    await expect.poll(() => barSeconds(page)).toBe(20);
    await expect.poll(async () => Math.floor((await position())?.position ?? -1)).toBe(20);
    expect(pausedAt).toBeLessThan(20);
    await press('seekbackward', { seekOffset: 5 });
    await expect.poll(() => barSeconds(page)).toBe(15);
    await press('seekforward', {});
    await expect.poll(() => barSeconds(page)).toBeGreaterThanOrEqual(20);

    await press('play');
    await page.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(playbackState).toBe('playing');

    await press('nexttrack');
    await expect.poll(() => barName(page).innerText()).toBe(next.name);
    await expect.poll(async () => (await metadata())?.title).toBe(next.name);
    await press('previoustrack');
    await expect.poll(() => barName(page).innerText()).toBe(song.name);
    await expect.poll(async () => (await metadata())?.title).toBe(song.name);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the floating disc shows the song and plays or pauses it without opening the panel (${viewport.width} px)`, async () => {
      const { songs } = await defaultPlaylistSongs();
      const first = songs[0]!;
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/home`);
      const disc = page.getByRole('group', { name: '音乐' });
      const play = disc.getByRole('button', { name: '播放', exact: true });
      await play.waitFor();
      await expectTappable(play, viewport);

      await (viewport === PHONE ? play.tap() : play.click());
      const pause = disc.getByRole('button', { name: '暂停', exact: true });
      await pause.waitFor({ timeout: 10_000 });
      await expect.poll(() => disc.getByText(first.name, { exact: true }).isVisible()).toBe(true);
      const open = disc.getByRole('button', { name: '打开音乐面板' });
      await expect.poll(() => open.getAttribute('title')).toBe(`正在播放：${first.name}`);
      await expect(page.getByRole('dialog', { name: '音乐播放器' }).count()).resolves.toBe(0);
      // The song name stays beside the disc, on the screen.
      const box = (await disc.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

      await (viewport === PHONE ? pause.tap() : pause.click());
      await play.waitFor();
      await open.click();
      await expect.poll(() => barName(page).innerText()).toBe(first.name);
      await page.getByRole('dialog', { name: '音乐播放器' }).getByRole('button', { name: '播放', exact: true }).waitFor();
      await context.close();
    });
  }
});
