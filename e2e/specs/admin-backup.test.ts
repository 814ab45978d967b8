import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, PHONE } from '../lib/browser';
import { openSignedIn, seeText, shot, type SignedInState, signInAdminOnce } from '../lib/admin';
import { presetTheme } from '../lib/theme';

/** The names and contents of a tar archive's files (ustar headers of 512 bytes, data padded to 512). */
function tarEntries(tar: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const name = (field(345, 155) ? `${field(345, 155)}/` : '') + field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    entries.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** 导入导出与备份 → 备份与恢复: the blogger downloads a whole-site backup from the console. */
describe.skipIf(!chromiumPath)('the admin console: backup and restore, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState;

  beforeAll(async () => {
    browser = await launchBrowser();
    // One login for the whole file (logins are rate limited); later tabs reuse the saved session.
    adminState = await signInAdminOnce(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('下载备份 saves a .tar.gz whose manifest lists the database and the site files with checksums', async () => {
    const { context, page } = await openSignedIn(browser, adminState);
    await page.goto(`${baseUrl}/admin/data`);
    await page.getByRole('tab', { name: '备份与恢复' }).click();
    await page.getByText('npm run restore -- 备份文件.tar.gz', { exact: true }).waitFor();
    await shot(page, 'backup-desktop');

    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: '下载备份' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
    const file = await download.path();
    await seeText(page, '备份已下载');

    const entries = tarEntries(gunzipSync(readFileSync(file)));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
      format: number;
      files: { name: string; size: number; sha256: string }[];
      rowCounts: Record<string, number>;
    };
    expect(manifest.format).toBe(1);
    expect(manifest.rowCounts.article).toBeGreaterThan(0);
    const names = manifest.files.map((f) => f.name);
    expect(names.some((n) => n.startsWith('database/'))).toBe(true);
    expect(names.some((n) => n.startsWith('data/uploads/'))).toBe(true);
    // Every listed file is in the archive with the listed size.
    for (const { name, size } of manifest.files) expect({ name, size: entries.get(name)?.length }).toEqual({ name, size });
    await context.close();
  });

  it('the schedule is saved, and the tab reads at 390 px and in the dark theme', async () => {
    const { context, page } = await openSignedIn(browser, adminState);
    await page.goto(`${baseUrl}/admin/data`);
    await page.getByRole('tab', { name: '备份与恢复' }).click();
    await page.getByText('每周', { exact: true }).click();
    await page.getByRole('button', { name: '保存设置' }).click();
    await seeText(page, '定时备份设置已保存');
    await context.close();

    for (const [viewport, theme, name] of [
      [PHONE, 'light', 'backup-phone-light'],
      [PHONE, 'dark', 'backup-phone-dark'],
    ] as const) {
      const signed = await openSignedIn(browser, adminState, viewport);
      await presetTheme(signed.context, theme);
      await signed.page.goto(`${baseUrl}/admin/data`);
      await signed.page.getByRole('tab', { name: '备份与恢复' }).click();
      // The saved schedule is what the page opens with.
      await signed.page.getByLabel('星期').waitFor();
      await signed.page.getByText('npm run restore -- 备份文件.tar.gz', { exact: true }).waitFor();
      await shot(signed.page, name);
      await signed.page.screenshot({ path: `/tmp/admin-shots/${name}-full.png`, fullPage: true });
      await signed.context.close();
    }
  });
});
