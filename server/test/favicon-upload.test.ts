import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ApiEnvelope, SiteConfig } from '@blog/contract';
import { FAVICON_MESSAGES } from '../src/modules/upload/favicon';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 网站设置's favicon: ICO kept as it is, SVG refused with the reason, the console's page wears it too. */

async function sendFavicon(server: TestServer, bytes: Uint8Array, token: string | null, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${server.baseUrl}/api/upload/favicon`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiEnvelope<{ url: string } | null> };
}

/** A one-picture .ico holding a 16×16 PNG, as icon tools write it. */
async function icoFile(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(16, 6);
  header.writeUInt8(16, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><script>alert(document.cookie)</script><rect width="16" height="16"/></svg>';

describeEachEngine('网站图标上传', (engine) => {
  const dist = useWebDist();
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><html><head><title>后台</title><link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head><body></body></html>');
  const server = useTestServer(engine, { webDistDir: dist });
  let accounts: AdminAccounts;
  const storedFavicon = () => server.db.kysely.selectFrom('site_config').select('favicon').executeTakeFirst();

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'favicon');
  });

  it('ICO 原样保存、按图标类型提供，可以设为网站图标；前台和后台页面都用它', async () => {
    const ico = await icoFile();
    const uploaded = await sendFavicon(server, ico, accounts.adminToken, 'favicon.ico', 'image/x-icon');
    const url = resultOf(uploaded)!.url;
    expect(url).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.ico$/);
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(Buffer.from(await served.arrayBuffer()).equals(ico)).toBe(true);

    resultOf(await call<SiteConfig>(server, 'PUT', '/api/config/update', { headers: bearer(accounts.adminToken), body: { blog_name: '图标测试', favicon: url } }));
    expect(resultOf(await get<SiteConfig>(server, '/api/config')).favicon).toBe(url);
    const admin = await (await fetch(`${server.baseUrl}/admin`)).text();
    expect(admin).toContain(`<link rel="icon" href="${url}">`);
    expect(admin).not.toContain('/favicon.svg');
  });

  it('PNG 照常转成 WebP', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 90, b: 200 } } }).png().toBuffer();
    expect(resultOf(await sendFavicon(server, png, accounts.adminToken, 'icon.png', 'image/png'))!.url).toMatch(/\.webp$/);
  });

  it('SVG 被拒绝并说明原因（中文），坏的 ICO 和别的文件也被拒绝，网站图标不变', async () => {
    const before = await storedFavicon();
    const svg = await sendFavicon(server, Buffer.from(SVG), accounts.adminToken, 'icon.svg', 'image/svg+xml');
    expect(svg).toMatchObject({ status: 400, body: { message: FAVICON_MESSAGES.svgRefused } });
    const broken = Buffer.from(await icoFile());
    broken.writeUInt32LE(99_999, 14);
    expect((await sendFavicon(server, broken, accounts.adminToken, 'bad.ico', 'image/x-icon')).body.message).toBe(FAVICON_MESSAGES.icoBroken);
    expect((await sendFavicon(server, Buffer.from('just text'), accounts.adminToken, 'a.txt', 'text/plain')).body.message).toBe(FAVICON_MESSAGES.type);
    // A setting naming an .svg (or any address outside the uploads) is refused as before.
    const refused = await call(server, 'PUT', '/api/config/update', { headers: bearer(accounts.adminToken), body: { blog_name: '图标测试', favicon: '/uploads/img/evil.svg' } });
    expect(refused.status).toBe(400);
    expect(await storedFavicon()).toEqual(before);
  });

  it('只有管理员能上传网站图标', async () => {
    const ico = await icoFile();
    expect((await sendFavicon(server, ico, null, 'favicon.ico', 'image/x-icon')).status).toBe(401);
    expect((await sendFavicon(server, ico, accounts.userToken, 'favicon.ico', 'image/x-icon')).status).toBe(403);
  });
});
