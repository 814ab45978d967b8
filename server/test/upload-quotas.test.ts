import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { USER_ROLE, type StorageUsage } from '@blog/contract';
import { bearer, freshIp, fromIp } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { toneFlac } from './helpers/audio';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, resultOf } from './helpers/http';
import { rescan } from './helpers/music';
import { describeWithRedis, twoProcessesOn } from './helpers/services';
import { useTestServer, type TestServer } from './helpers/server';

const MB = 1024 * 1024;

/** A 400×400 noise picture: about 115 KB once stored as WebP, and never the same twice. */
function noisePng(): Promise<Buffer> {
  const side = 400;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
}

interface Upload {
  status: number;
  code: number;
  message: string;
  url: string | null;
}

async function upload(server: TestServer, bytes: Buffer, headers: Record<string, string>): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'noise.png');
  const response = await fetch(`${server.baseUrl}/api/upload/img`, { method: 'POST', headers, body: form });
  const body = (await response.json()) as { code: number; message: string; result: { url: string } | null };
  return { status: response.status, code: body.code, message: body.message, url: body.result?.url ?? null };
}

const storedImages = (server: TestServer) => {
  const dir = path.join(server.config.dataDir, 'uploads', 'img');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const sizeOf = (server: TestServer, url: string) => statSync(path.join(server.config.dataDir, url.replace(/^\//, ''))).size;

/**
 * Uploads new noise pictures until one is refused (at most `tries`): the accepted bytes, and the
 * refusal with the folder as it was just before it.
 */
async function uploadUntilRefused(server: TestServer, headers: Record<string, string>, tries = 8) {
  let acceptedBytes = 0;
  for (let i = 0; i < tries; i++) {
    const before = storedImages(server);
    const answer = await upload(server, await noisePng(), headers);
    if (answer.code !== 0) return { acceptedBytes, refused: answer, storedBefore: before, storedAfter: storedImages(server) };
    acceptedBytes += sizeOf(server, answer.url!);
  }
  return { acceptedBytes, refused: null, storedBefore: [], storedAfter: [] };
}

// Small budgets, so a few pictures spend them: guests 0.3 MB, accounts 0.4 MB, one address 0.5 MB a day.
const BUDGET_ENV = { UPLOAD_GUEST_DAILY_MB: '0.3', UPLOAD_USER_DAILY_MB: '0.4', UPLOAD_ADDRESS_DAILY_MB: '0.5' };

describeEachEngine('每天的上传容量', (engine) => {
  const server = useTestServer(engine, { env: BUDGET_ENV });
  let accounts: AdminAccounts;
  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'budget');
  });

  it('游客：同一地址用完每天 0.3 MB 后 code 100 中文说明，什么都不存；别的地址照常', async () => {
    const ip = freshIp();
    const run = await uploadUntilRefused(server, fromIp(ip));
    expect(run.refused).toMatchObject({ status: 200, code: 100, message: '今天上传的图片已达到游客每天 307.2 KB 的上限，请明天再试或登录后上传' });
    expect(run.acceptedBytes).toBeGreaterThan(0);
    expect(run.acceptedBytes).toBeLessThanOrEqual(0.3 * MB);
    expect(run.storedAfter).toEqual(run.storedBefore);
    // Spent is spent: the next one is refused before it is read.
    expect((await upload(server, await noisePng(), fromIp(ip))).message).toBe(run.refused!.message);
    expect((await upload(server, await noisePng(), fromIp(freshIp()))).code).toBe(0);
  });

  it('登录用户：每人每天 0.4 MB，用完 code 100，什么都不存；另一个用户照常；管理员不受每天的限制', async () => {
    const ip = freshIp();
    const run = await uploadUntilRefused(server, { ...bearer(accounts.userToken), ...fromIp(ip) });
    expect(run.refused).toMatchObject({ status: 200, code: 100, message: '今天上传的图片已达到每人每天 409.6 KB 的上限，请明天再试' });
    expect(run.acceptedBytes).toBeGreaterThan(0.3 * MB);
    expect(run.acceptedBytes).toBeLessThanOrEqual(0.4 * MB);
    expect(run.storedAfter).toEqual(run.storedBefore);

    const other = await server.tokenFor(await fixtures(server.db).user('budget_other'), USER_ROLE.user);
    expect((await upload(server, await noisePng(), { ...bearer(other), ...fromIp(freshIp()) })).code).toBe(0);

    // Six pictures (about 0.7 MB) from one address: past every daily budget, and all stored.
    const adminIp = freshIp();
    for (let i = 0; i < 6; i++) expect((await upload(server, await noisePng(), { ...bearer(accounts.adminToken), ...fromIp(adminIp) })).code).toBe(0);
  });

  it('同一地址的多个账号合计每天 0.5 MB：多注册账号得不到更多空间', async () => {
    const ip = freshIp();
    const f = fixtures(server.db);
    let refusal: Upload | null = null;
    let total = 0;
    for (let n = 0; n < 5 && !refusal; n++) {
      const token = await server.tokenFor(await f.user(`budget_many${n}`), USER_ROLE.user);
      // Two each: within every account's own 0.4 MB.
      for (let i = 0; i < 2 && !refusal; i++) {
        const before = storedImages(server);
        const answer = await upload(server, await noisePng(), { ...bearer(token), ...fromIp(ip) });
        if (answer.code === 0) total += sizeOf(server, answer.url!);
        else {
          refusal = answer;
          expect(storedImages(server)).toEqual(before);
        }
      }
    }
    expect(refusal).toMatchObject({ code: 100, message: '今天从你的网络上传的图片已达到每天 512.0 KB 的上限，请明天再试' });
    expect(total).toBeLessThanOrEqual(0.5 * MB);
  });
});

describeEachEngine('网站的上传空间上限', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const setQuota = (mb: number) => call<StorageUsage>(server, 'PUT', '/api/storage/admin/quota', { body: { upload_quota_mb: mb }, headers: bearer(accounts.adminToken) });
  const songFiles = () => {
    const dir = path.join(server.config.dataDir, 'music', 'uploads');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const uploadSong = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/flac' }), 'tone.flac');
    const response = await fetch(`${server.baseUrl}/api/music/upload`, { method: 'POST', headers: bearer(accounts.adminToken), body: form });
    return { status: response.status, body: (await response.json()) as { code: number; message: string } };
  };

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'quota');
    // The start-up scan writes the default song cover; the figures below start after it.
    await rescan(server, accounts.adminToken);
  });

  it('默认 5 GB；只有管理员能改，不合法的值 400 什么都不改', async () => {
    expect(resultOf(await get<StorageUsage>(server, '/api/storage/admin/usage', { headers: bearer(accounts.adminToken) })).quotaMb).toBe(5120);
    await expectAdminOnly(server, [['PUT', '/api/storage/admin/quota', { upload_quota_mb: 1 }]], accounts.userToken);
    for (const bad of [-1, 1.5, '10', 20_000_000]) {
      const answer = await setQuota(bad as number);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('上传空间上限必须是 0 到 10000000 之间的整数（单位 MB，0 表示不限制）');
    }
    expect(resultOf(await get<StorageUsage>(server, '/api/storage/admin/usage', { headers: bearer(accounts.adminToken) })).quotaMb).toBe(5120);
  });

  it('用满时所有人的上传都被拒绝并说明原因（管理员的说明告诉他怎么办），什么都不存；放宽后照常', async () => {
    // The music library counts too: 1 MB of it fills a 1 MB quota.
    const musicDir = path.join(server.config.dataDir, 'music');
    mkdirSync(musicDir, { recursive: true });
    writeFileSync(path.join(musicDir, 'filler.bin'), Buffer.alloc(MB));
    expect(resultOf(await setQuota(1)).quotaMb).toBe(1);

    const images = storedImages(server);
    const user = await upload(server, await noisePng(), { ...bearer(accounts.userToken), ...fromIp(freshIp()) });
    expect(user).toMatchObject({ status: 200, code: 100, message: '网站的存储空间已满，暂时不能上传，请联系博主' });
    expect((await upload(server, await noisePng(), fromIp(freshIp()))).message).toBe('网站的存储空间已满，暂时不能上传，请联系博主');
    const admin = await upload(server, await noisePng(), bearer(accounts.adminToken));
    expect(admin.code).toBe(100);
    expect(admin.message).toMatch(/^上传空间已用完（已用 1\.\d MB，上限 1\.0 MB）：请在后台「存储空间」清理没有用到的文件，或在「网站设置」调高上传空间上限$/);
    expect(storedImages(server)).toEqual(images);

    const songs = songFiles();
    const song = await uploadSong(toneFlac(200_000));
    expect(song.status).toBe(413);
    expect(song.body.message).toBe(admin.message);
    expect(songFiles()).toEqual(songs);

    // Room for small pictures, not for a 1.5 MB song: refused after it arrived, and not kept.
    expect(resultOf(await setQuota(2)).quotaMb).toBe(2);
    expect((await upload(server, await noisePng(), { ...bearer(accounts.userToken), ...fromIp(freshIp()) })).code).toBe(0);
    const big = await uploadSong(toneFlac(1.5 * MB));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/^上传空间已用完/);
    expect(songFiles()).toEqual(songs);
    expect(await server.db.kysely.selectFrom('song').select('id').where('path', 'like', 'uploads/%').execute()).toEqual([]);

    // 0: no limit.
    expect(resultOf(await setQuota(0)).quotaMb).toBe(0);
    expect((await uploadSong(toneFlac(1.5 * MB))).status).toBe(200);
  });
});

describeEachEngine('后台的存储用量', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'usage');
    await rescan(server, accounts.adminToken);
  });
  const usage = async () => resultOf(await get<StorageUsage>(server, '/api/storage/admin/usage', { headers: bearer(accounts.adminToken) }));

  it('上传文件、音乐、备份分开计算，上限只算前两项；只有管理员能看', async () => {
    await expectAdminOnly(server, [['GET', '/api/storage/admin/usage']], accounts.userToken);
    const before = await usage();
    const write = (folder: string, name: string, bytes: number) => {
      const dir = path.join(server.config.dataDir, folder);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, name), Buffer.alloc(bytes, 1));
    };
    write('uploads/img', 'a'.repeat(64) + '.webp', 1000);
    write('uploads/seed', 'nested.webp', 234);
    write('music/albums/one', 'song.flac', 20_000);
    write('backups', 'backup-1.tar.gz', 300_000);
    const after = await usage();
    expect(after.uploads - before.uploads).toBe(1234);
    expect(after.music - before.music).toBe(20_000);
    expect(after.backups - before.backups).toBe(300_000);
    expect(after.counted).toBe(after.uploads + after.music);
    expect(after.disk!.total).toBeGreaterThan(after.disk!.free);
  });
});

describeWithRedis('每天的上传容量跨进程共享', (urls) => {
  const servers = twoProcessesOn(urls, { UPLOAD_GUEST_DAILY_MB: '0.3' });

  it('同一地址交替传到两个进程：合计 0.3 MB 后两个进程都拒绝', async () => {
    const ip = freshIp();
    let accepted = 0;
    let refusedOn: string[] = [];
    for (let n = 0; n < 8 && refusedOn.length === 0; n++) {
      const server = n % 2 === 0 ? servers.one : servers.two;
      const answer = await upload(server, await noisePng(), fromIp(ip));
      if (answer.code === 0) accepted += sizeOf(server, answer.url!);
      else refusedOn = [answer.message];
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(0.3 * MB);
    for (const server of [servers.one, servers.two]) refusedOn.push((await upload(server, await noisePng(), fromIp(ip))).message);
    expect(new Set(refusedOn)).toEqual(new Set(['今天上传的图片已达到游客每天 307.2 KB 的上限，请明天再试或登录后上传']));
  });
});
