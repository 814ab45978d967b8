import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { AUTOPLAY_ARGS, barName, barSeconds } from '../lib/music';
import { buttonText, seeText } from '../lib/admin';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { silentMp3 } from '../../server/test/helpers/audio';

/**
 * The blogger's music day: uploads an mp3, gives it lyrics, makes a playlist "测试歌单" with it and
 * makes that the panel's default; a visitor then opens the music panel on it, plays the song and
 * sees the lyrics move. On its own server: the default playlist changes for every visitor.
 */

const TITLE = '测试上传的歌';
const LINES = ['第一句歌词', '第二句歌词', '第三句歌词', '第四句歌词', '第五句歌词', '第六句歌词'];
/** A line every 2 seconds from 0. */
const LRC = LINES.map((line, i) => `[00:${String(i * 2).padStart(2, '0')}.00]${line}`).join('\n');
const PLAYLIST = '测试歌单';

/** The item of the named list that names `text`. */
const itemOf = (page: Page, list: string, text: string): Locator => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

describe.skipIf(!chromiumPath)('the admin console: the music library, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;
  const url = (path: string) => `${own.baseUrl}${path}`;

  beforeAll(async () => {
    own = await startOwnServer();
    browser = await launchBrowser(AUTOPLAY_ARGS);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  it('uploads an mp3 with an LRC, makes 测试歌单 the default; a visitor plays it and the lyrics move', async () => {
    const { context: adminContext, page } = await openPage(browser);
    await page.goto(url('/home'));
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

    // Upload: the file's name gives the artist and title (no tags).
    await page.goto(url('/admin/music'));
    // The button's name starts with its icon's (upload 上传歌曲).
    await page.getByRole('button', { name: /上传歌曲$/ }).first().click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({ name: `测试歌手 - ${TITLE}.mp3`, mimeType: 'audio/mpeg', buffer: silentMp3(30) });
    await seeText(page, '已上传 1 / 1 首');
    await page.getByRole('dialog', { name: '上传歌曲' }).getByRole('button', { name: '关闭', exact: true }).click();

    // Lyrics: pasted, previewed with their times, saved.
    const card = itemOf(page, '歌曲列表', TITLE);
    await card.waitFor();
    await card.getByRole('button', { name: buttonText('歌词') }).click();
    const lyricDialog = page.getByRole('dialog', { name: `「${TITLE}」的歌词` });
    await lyricDialog.getByRole('textbox', { name: 'LRC 歌词' }).fill('[00:00.00]第一句\n[00:99.00]坏的一行');
    await lyricDialog.getByText('第 2 行的时间标签 [00:99.00] 秒数不能超过 59').waitFor();
    await lyricDialog.getByRole('textbox', { name: 'LRC 歌词' }).fill(LRC);
    await lyricDialog.getByRole('list', { name: '歌词预览' }).getByText('00:10.00').waitFor();
    await lyricDialog.getByRole('button', { name: '保存歌词' }).click();
    await seeText(page, '保存成功');
    await card.getByText('有歌词').waitFor();

    // The playlist, with the song in it.
    await page.goto(url('/admin/playlists'));
    await page.getByRole('button', { name: /新建歌单$/ }).click();
    const form = page.getByRole('dialog', { name: '新建歌单' });
    await form.getByLabel('歌单名称').fill(PLAYLIST);
    await form.getByRole('button', { name: buttonText('保存') }).click();
    await seeText(page, '保存成功');
    await itemOf(page, '音乐面板中的歌单', PLAYLIST).getByRole('button', { name: buttonText('歌曲') }).click();
    await page.getByRole('heading', { name: `歌单「${PLAYLIST}」` }).waitFor();
    const picker = page.getByRole('combobox', { name: '添加歌曲' });
    await picker.click();
    await picker.fill('测试上传');
    await page.locator('.ant-select-item-option').filter({ hasText: TITLE }).click();
    await page.getByRole('list', { name: `歌单「${PLAYLIST}」的歌曲` }).getByText(TITLE).waitFor();
    await page.getByRole('button', { name: buttonText('保存') }).click();
    await seeText(page, '保存成功');

    // The default of the visitors' panel.
    await page.goto(url('/admin/playlists'));
    // The radio follows the server's answer, not the click, so wait for the answer rather than check().
    await page.getByRole('radio', { name: `设「${PLAYLIST}」为默认歌单` }).click();
    await seeText(page, '保存成功');
    await page.getByRole('radio', { name: `设「${PLAYLIST}」为默认歌单`, checked: true }).waitFor();
    await adminContext.close();

    // A visitor: the panel opens on 测试歌单, plays the song, the lyric board follows it.
    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(url('/home'));
    await visitor.getByRole('button', { name: '打开音乐面板' }).click();
    const panel = visitor.getByRole('dialog', { name: '音乐播放器' });
    await panel.getByRole('button', { name: PLAYLIST, pressed: true }).waitFor();
    await panel.getByRole('button', { name: `播放 ${TITLE}`, exact: true }).click();
    await expect.poll(() => barName(visitor).innerText()).toBe(TITLE);
    await visitor.getByRole('button', { name: '暂停', exact: true }).waitFor({ timeout: 10_000 });

    await panel.getByRole('button', { name: '歌词', exact: true }).click();
    const current = panel.locator('.music-lyrics [aria-current="true"]');
    await expect.poll(() => current.innerText(), { timeout: 10_000 }).toBe(LINES[0]);
    // Two lines on, as the song plays: the board moved with it.
    await expect.poll(() => barSeconds(visitor), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    await expect.poll(() => current.innerText(), { timeout: 5_000 }).not.toBe(LINES[0]);
    expect(LINES.slice(2)).toContain(await current.innerText());
    await context.close();
  });
});
