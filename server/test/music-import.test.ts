import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_ROLE, type LyricResponse, type SearchSongsResponse, type Song, type SongsResponse } from '@blog/contract';
import { encodeWav, id3v23, type Id3Tags } from '../src/db/seed/music/encode';
import { SAMPLE_RATE } from '../src/db/seed/music/synth';
import { describeEachEngine } from './helpers/engines';
import { adminToken, rescan, wapi } from './helpers/music';
import { useTestServer } from './helpers/server';

/** The importer through POST /api/music/rescan, on files written by the test. */

function tone(seconds: number, hz = 440): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
  return samples;
}

const wav = (seconds: number, tags?: Id3Tags) => encodeWav(tone(seconds), SAMPLE_RATE, tags ? id3v23(tags) : undefined);

const EMBEDDED_LRC = '[00:00.50]嵌入的歌词第一行\n[00:01.00]嵌入的歌词第二行';
const SIDECAR_LRC = '\uFEFF[00:00.20]旁边的歌词文件\r\n[00:01.20]它比嵌入的优先';

describeEachEngine('音乐库导入', (engine) => {
  const extraDir = mkdtempSync(path.join(os.tmpdir(), 'blog-music-extra-'));
  // No folder watcher: each rescan's counts are asserted, and a watcher's scan in between would take them.
  const server = useTestServer(engine, { env: { MUSIC_DIR: extraDir, MUSIC_WATCH: 'false' } });
  let token = '';
  let dataMusic = '';
  let firstReport: Awaited<ReturnType<typeof rescan>>['body']['result'];

  /** The first search hit, in the detail shape (song/detail) the assertions read. */
  const searchOne = async (keywords: string): Promise<Song | undefined> => {
    const hit = (await wapi<SearchSongsResponse>(server, `/wapi/search?keywords=${encodeURIComponent(keywords)}`)).body.result.songs[0];
    return hit && (await wapi<SongsResponse>(server, `/wapi/song/detail?ids=${hit.id}`)).body.songs[0];
  };
  const lyricOf = async (id: number) => (await wapi<LyricResponse>(server, `/wapi/lyric?id=${id}`)).body.lrc.lyric;

  beforeAll(async () => {
    token = await adminToken(server);
    // Lets the start-up scan (of still empty folders) finish first.
    await rescan(server, token);
    dataMusic = path.join(server.config.dataDir, 'music');
    mkdirSync(path.join(dataMusic, 'albums', '夜晚'), { recursive: true });
    const cover = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } }).png().toBuffer();
    writeFileSync(
      path.join(dataMusic, 'albums', '夜晚', 'good.wav'),
      wav(2, { title: '完整标签的歌', artists: ['甲乙', '丙丁'], album: '测试专辑', subtitle: 'Fully Tagged', cover: { mime: 'image/png', data: cover }, lyrics: EMBEDDED_LRC }),
    );
    writeFileSync(path.join(dataMusic, 'albums', '夜晚', 'embedded-only.wav'), wav(1.5, { title: '只有嵌入歌词', artists: ['甲乙'], lyrics: EMBEDDED_LRC }));
    writeFileSync(path.join(dataMusic, 'with-sidecar.wav'), wav(1.5, { title: '有歌词文件的歌', artists: ['甲乙'], lyrics: EMBEDDED_LRC }));
    writeFileSync(path.join(dataMusic, 'with-sidecar.lrc'), SIDECAR_LRC);
    writeFileSync(path.join(dataMusic, 'gbk.wav'), wav(1, { title: '老歌词文件', artists: ['甲乙'] }));
    // '[00:00.10]你好' as GBK, as many older Chinese .lrc files are saved.
    writeFileSync(path.join(dataMusic, 'gbk.lrc'), Buffer.concat([Buffer.from('[00:00.10]', 'ascii'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3])]));
    writeFileSync(path.join(dataMusic, '测试歌手 - 无标签的歌.wav'), wav(1.2));
    writeFileSync(path.join(dataMusic, '光秃秃.wav'), wav(1.2));
    writeFileSync(path.join(dataMusic, 'broken.mp3'), randomBytes(64 * 1024));
    writeFileSync(path.join(dataMusic, 'empty.flac'), Buffer.alloc(0));
    writeFileSync(path.join(dataMusic, 'notes.txt'), '不是音频');
    writeFileSync(path.join(extraDir, 'extra.wav'), wav(1, { title: '外部目录的歌', artists: ['外部歌手'] }));
    const response = await rescan(server, token);
    expect(response.status).toBe(200);
    firstReport = response.body.result;
  });

  afterAll(() => rmSync(extraDir, { recursive: true, force: true }));

  it('导入可读的文件（含 MUSIC_DIR），跳过并报告坏文件，不中断', () => {
    expect(firstReport).toMatchObject({ added: 7, updated: 0, removed: 0 });
    expect(firstReport!.skipped.map((s) => s.file).sort()).toEqual(['broken.mp3', 'empty.flac']);
    for (const skipped of firstReport!.skipped) expect(skipped.reason).toBeTruthy();
  });

  it('完整标签：标题、多位歌手、别名、专辑、时长，封面存为 WebP', async () => {
    const song = (await searchOne('完整标签'))!;
    expect(song.name).toBe('完整标签的歌');
    expect(song.ar.map((a) => a.name)).toEqual(['甲乙', '丙丁']);
    expect(song.alia).toEqual(['Fully Tagged']);
    expect(song.al.name).toBe('测试专辑');
    expect(song.dt).toBeGreaterThanOrEqual(1900);
    expect(song.dt).toBeLessThanOrEqual(2100);
    expect(song.al.picUrl).toMatch(/^\/uploads\/music\/[0-9a-f]+\.webp$/);
    const image = await fetch(`${server.baseUrl}${song.al.picUrl}`);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
    expect(await lyricOf(song.id)).toBe(EMBEDDED_LRC);
  });

  it('没有标签：从文件名取歌手和歌名；没有“歌手 - ”时整名作歌名', async () => {
    const song = (await searchOne('无标签的歌'))!;
    expect(song.name).toBe('无标签的歌');
    expect(song.ar.map((a) => a.name)).toEqual(['测试歌手']);
    expect(await lyricOf(song.id)).toBe('');
    const bare = (await searchOne('光秃秃'))!;
    expect(bare.name).toBe('光秃秃');
    expect(bare.ar.map((a) => a.name)).toEqual(['未知歌手']);
    expect(bare.al.picUrl).toBe('/uploads/music/default-cover.webp');
    expect((await fetch(`${server.baseUrl}${bare.al.picUrl}`)).status).toBe(200);
  });

  it('旁边的 .lrc 优先于嵌入的歌词', async () => {
    const song = (await searchOne('有歌词文件'))!;
    expect(await lyricOf(song.id)).toBe('[00:00.20]旁边的歌词文件\n[00:01.20]它比嵌入的优先');
    const embeddedOnly = (await searchOne('只有嵌入歌词'))!;
    expect(await lyricOf(embeddedOnly.id)).toBe(EMBEDDED_LRC);
  });

  it('GBK 编码的 .lrc 也能读成中文', async () => {
    expect(await lyricOf((await searchOne('老歌词文件'))!.id)).toBe('[00:00.10]你好');
  });

  it('MUSIC_DIR 里的歌能搜到也能播放', async () => {
    const song = (await searchOne('外部目录'))!;
    expect(song.ar.map((a) => a.name)).toEqual(['外部歌手']);
    const audio = await fetch(`${server.baseUrl}/wapi/audio/${song.id}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    await audio.arrayBuffer();
  });

  it('再次扫描：没变的文件不重读；改过的更新（id 与播放次数保留）；删掉的移除', async () => {
    const again = await rescan(server, token);
    expect(again.body.result).toMatchObject({ added: 0, updated: 0, unchanged: 7, removed: 0 });

    const before = (await searchOne('光秃秃'))!;
    await wapi(server, `/wapi/song/url/v1?id=${before.id}`);
    const renamedTitle = wav(1.2, { title: '光秃秃改了名', artists: ['新歌手'] });
    writeFileSync(path.join(dataMusic, '光秃秃.wav'), renamedTitle);
    // Editing only the sidecar .lrc also counts as a change.
    writeFileSync(path.join(dataMusic, 'with-sidecar.lrc'), '[00:00.10]改过的歌词');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dataMusic, 'with-sidecar.lrc'), later, later);
    rmSync(path.join(extraDir, 'extra.wav'));

    const third = await rescan(server, token);
    expect(third.body.result).toMatchObject({ added: 0, updated: 2, unchanged: 4, removed: 1 });
    const renamed = (await searchOne('光秃秃改了名'))!;
    expect(renamed.id).toBe(before.id);
    expect(renamed.ar.map((a) => a.name)).toEqual(['新歌手']);
    expect(await lyricOf((await searchOne('有歌词文件'))!.id)).toBe('[00:00.10]改过的歌词');
    expect(await searchOne('外部目录')).toBeUndefined();
  });

  it('重新扫描只有管理员可以：未登录 401，普通用户 403', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/music/rescan`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const stamp = new Date().toISOString();
    const user = await server.db.kysely
      .insertInto('user')
      .values({ username: 'listener', password_hash: 'x', role: USER_ROLE.user, nick_name: '听众', avatar: '', created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asUser = await rescan(server, await server.tokenFor(user.id, USER_ROLE.user));
    expect(asUser.status).toBe(403);
    expect(asUser.body.message).toBe('权限不足');
  });
});
