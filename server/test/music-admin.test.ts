import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MUSIC_ADMIN_MESSAGES,
  type AdminPlaylistDetail,
  type AdminPlaylistRow,
  type AdminSongDetail,
  type AdminSongRow,
  type ApiEnvelope,
  type LyricResponse,
  type PageResult,
  type SearchSongsResponse,
  type SongsResponse,
  type ToplistDetailResponse,
} from '@blog/contract';
import { encodeWav, id3v23, type Id3Tags } from '../src/db/seed/music/encode';
import { SAMPLE_RATE } from '../src/db/seed/music/synth';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { silentMp3 } from './helpers/audio';
import { describeEachEngine } from './helpers/engines';
import { call, resultOf } from './helpers/http';
import { rescan, seedDemoMusicInto, wapi } from './helpers/music';
import { seedDemoMusic } from '../src/db/seed/music';
import { DEMO_PLAYLISTS } from '../src/db/seed/music/tracks';
import { useTestServer, type TestServer } from './helpers/server';

/** The console's music library: upload, edit, lyrics, delete, playlists, and the folder watcher. */

function tone(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE);
  return samples;
}
const wav = (seconds: number, tags?: Id3Tags) => encodeWav(tone(seconds), SAMPLE_RATE, tags ? id3v23(tags) : undefined);

const EMBEDDED_LRC = '[00:00.50]上传的歌词第一行\n[00:01.00]上传的歌词第二行';

async function uploadSong(server: TestServer, token: string | undefined, bytes: Uint8Array, filename: string): Promise<{ status: number; body: ApiEnvelope<AdminSongRow | null> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), filename);
  const response = await fetch(`${server.baseUrl}/api/music/upload`, { method: 'POST', headers: token ? bearer(token) : {}, body: form });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<AdminSongRow | null> };
}

/** Every file under DATA_DIR/music, hidden ones included. */
function musicFiles(server: TestServer): string[] {
  const dir = path.join(server.config.dataDir, 'music');
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
}

async function tables(server: TestServer) {
  const k = server.db.kysely;
  return {
    songs: await k.selectFrom('song').select(['id', 'title', 'artists', 'album', 'cover', 'lyric', 'path']).orderBy('id').execute(),
    playlists: await k.selectFrom('playlist').select(['id', 'name', 'cover', 'description', 'sort', 'shown', 'is_default']).orderBy('id').execute(),
    playlistSongs: await k.selectFrom('playlist_song').selectAll().orderBy('playlist_id').orderBy('position').execute(),
  };
}

describeEachEngine('后台：音乐库', (engine) => {
  const extraDir = mkdtempSync(path.join(os.tmpdir(), 'blog-music-watch-'));
  const server = useTestServer(engine, { env: { MUSIC_DIR: extraDir } });
  let accounts: AdminAccounts;
  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const admin = {
    songs: (body: unknown) => call<PageResult<AdminSongRow>>(server, 'POST', '/api/music/songs', { ...auth(), body }),
    song: (id: number) => call<AdminSongDetail>(server, 'GET', `/api/music/song/${id}`, auth()),
    update: (body: unknown) => call<AdminSongRow>(server, 'PUT', '/api/music/song', { ...auth(), body }),
    lyric: (body: unknown) => call<AdminSongRow>(server, 'PUT', '/api/music/lyric', { ...auth(), body }),
    remove: (id: number) => call<{ playlists: number }>(server, 'DELETE', `/api/music/song/${id}`, auth()),
    playlists: () => call<AdminPlaylistRow[]>(server, 'GET', '/api/music/playlists', auth()),
    playlist: (id: number) => call<AdminPlaylistDetail>(server, 'GET', `/api/music/playlist/${id}`, auth()),
    createPlaylist: (body: unknown) => call<AdminPlaylistRow>(server, 'POST', '/api/music/playlist', { ...auth(), body }),
    updatePlaylist: (body: unknown) => call<AdminPlaylistRow>(server, 'PUT', '/api/music/playlist', { ...auth(), body }),
    deletePlaylist: (id: number) => call<null>(server, 'DELETE', `/api/music/playlist/${id}`, auth()),
    setSongs: (body: unknown) => call<AdminPlaylistDetail>(server, 'PUT', '/api/music/playlist/songs', { ...auth(), body }),
    layout: (body: unknown) => call<AdminPlaylistRow[]>(server, 'PUT', '/api/music/playlists/layout', { ...auth(), body }),
  };
  const search = async (keywords: string) => (await wapi<SearchSongsResponse>(server, `/wapi/search?keywords=${encodeURIComponent(keywords)}`)).body.result.songs;
  const trackNames = async (id: number) => (await wapi<SongsResponse>(server, `/wapi/playlist/track/all?id=${id}&limit=100`)).body.songs.map((s) => s.name);
  const uploaded: Record<string, AdminSongRow> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'music');
    // The start-up scan of the empty folders is done before anything is counted.
    await rescan(server, accounts.adminToken);
  });
  afterAll(() => rmSync(extraDir, { recursive: true, force: true }));

  it('每个调用都只有管理员可以：未登录 401，普通用户 403，什么都不变', async () => {
    const before = musicFiles(server);
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/music/songs', { current: 1, size: 10 }],
        ['GET', '/api/music/song/1'],
        ['PUT', '/api/music/song', { id: 1, title: '改名', artists: ['某人'] }],
        ['PUT', '/api/music/lyric', { id: 1, lyric: '[00:01.00]x' }],
        ['DELETE', '/api/music/song/1'],
        ['GET', '/api/music/playlists'],
        ['GET', '/api/music/playlist/1'],
        ['POST', '/api/music/playlist', { name: '偷偷建的' }],
        ['PUT', '/api/music/playlist', { id: 1, name: '改掉' }],
        ['DELETE', '/api/music/playlist/1'],
        ['PUT', '/api/music/playlist/songs', { id: 1, songIds: [] }],
        ['PUT', '/api/music/playlists/layout', { shownIds: [1], defaultId: 1 }],
        ['POST', '/api/music/rescan'],
      ],
      accounts.userToken,
      () => tables(server),
    );
    const asUser = await uploadSong(server, accounts.userToken, wav(1, { title: '不该有的歌' }), 'x.wav');
    expect(asUser.status).toBe(403);
    expect(musicFiles(server)).toEqual(before);
    expect(await search('不该有的歌')).toEqual([]);
  });

  it('上传：读出标题、歌手、专辑、封面、时长和内嵌歌词，马上能播放', async () => {
    const cover = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3366' } }).png().toBuffer();
    const response = await uploadSong(
      server,
      accounts.adminToken,
      wav(2, { title: '上传的歌', artists: ['歌手甲', '歌手乙'], album: '上传专辑', subtitle: 'Uploaded', cover: { mime: 'image/png', data: cover }, lyrics: EMBEDDED_LRC }),
      'whatever-name.wav',
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MUSIC_ADMIN_MESSAGES.uploaded);
    const song = response.body.result!;
    uploaded.wav = song;
    expect(song).toMatchObject({ title: '上传的歌', artists: ['歌手甲', '歌手乙'], aliases: ['Uploaded'], album: '上传专辑', hasLyric: true, file: 'data/uploads/whatever-name.wav' });
    expect(song.durationMs).toBeGreaterThanOrEqual(1900);
    expect(song.durationMs).toBeLessThanOrEqual(2100);
    expect(song.cover).toMatch(/^\/uploads\/music\/[0-9a-f]+\.webp$/);
    expect((await wapi<LyricResponse>(server, `/wapi/lyric?id=${song.id}`)).body.lrc.lyric).toBe(EMBEDDED_LRC);
    const audio = await fetch(`${server.baseUrl}/wapi/audio/${song.id}`, { headers: { range: 'bytes=0-99' } });
    expect(audio.status).toBe(206);
    await audio.arrayBuffer();
  });

  it('按内容识别格式，与文件名无关：叫 .dat 的 MP3 存成 .mp3，叫 .mp3 的 WAV 存成 .wav', async () => {
    const mp3 = await uploadSong(server, accounts.adminToken, silentMp3(3, id3v23({ title: '静音 MP3', artists: ['测试'], lyrics: '[00:01.00]一行' })), 'strange.dat');
    expect(mp3.status).toBe(200);
    expect(mp3.body.result).toMatchObject({ title: '静音 MP3', file: 'data/uploads/strange.mp3', hasLyric: true });
    uploaded.mp3 = mp3.body.result!;
    const audio = await fetch(`${server.baseUrl}/wapi/audio/${uploaded.mp3.id}`);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    await audio.arrayBuffer();

    const disguised = await uploadSong(server, accounts.adminToken, wav(1.5), '歌手丙 - 无标签.mp3');
    expect(disguised.status).toBe(200);
    // No tags: the uploaded name gives the artist and title.
    expect(disguised.body.result).toMatchObject({ title: '无标签', artists: ['歌手丙'], file: 'data/uploads/歌手丙 - 无标签.wav' });
    uploaded.plain = disguised.body.result!;
  });

  it('坏文件被拒绝，说明原因，不留下文件也不写记录', async () => {
    const before = { files: musicFiles(server), tables: await tables(server) };
    const cases: Array<[Buffer, string, string]> = [
      [randomBytes(64 * 1024), 'noise.mp3', MUSIC_ADMIN_MESSAGES.notAudio],
      [Buffer.from('这不是音频，只是文字。'.repeat(50)), 'notes.flac', MUSIC_ADMIN_MESSAGES.notAudio],
      // A WAV header with nothing behind it: looks like audio, cannot be decoded.
      [wav(1).subarray(0, 60), 'cut.wav', MUSIC_ADMIN_MESSAGES.undecodable],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await uploadSong(server, accounts.adminToken, bytes, name);
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(response.body.message).toContain(name);
      expect(response.body.message).toContain(message);
    }
    expect(musicFiles(server)).toEqual(before.files);
    expect(await tables(server)).toEqual(before.tables);
  });

  it('修改歌名、歌手、专辑、别名、封面：访客看到新的，重新扫描也不被文件标签改回去', async () => {
    const coverUrl = '/uploads/music/default-cover.webp';
    const saved = await admin.update({ id: uploaded.wav!.id, title: '改过名的歌', artists: ['新歌手', ' 新歌手 ', ''], album: '新专辑', aliases: ['别名一'], cover: coverUrl });
    expect(saved.body.message).toBe('保存成功');
    expect(resultOf(saved)).toMatchObject({ title: '改过名的歌', artists: ['新歌手'], album: '新专辑', aliases: ['别名一'], cover: coverUrl });
    const [found] = await search('改过名');
    expect(found).toMatchObject({ id: uploaded.wav!.id, name: '改过名的歌', artists: [{ name: '新歌手' }], alias: ['别名一'], album: { name: '新专辑', artist: { img1v1Url: coverUrl } } });
    // The edit reached the search index: the old title no longer matches, the new album does.
    expect(await search('上传的歌')).toEqual([]);
    expect((await search('新专辑')).map((s) => s.id)).toEqual([uploaded.wav!.id]);
    // The file changes on disk: its tags would say otherwise, the admin's words stay.
    writeFileSync(path.join(server.config.dataDir, 'music', 'uploads', 'whatever-name.wav'), wav(2.5, { title: '文件里的新标题', artists: ['别人'] }));
    await rescan(server, accounts.adminToken);
    const after = resultOf(await admin.song(uploaded.wav!.id));
    expect(after).toMatchObject({ title: '改过名的歌', artists: ['新歌手'] });
    expect(after.durationMs).toBeGreaterThanOrEqual(2400);

    for (const bad of [{ id: uploaded.wav!.id, title: '  ', artists: ['a'] }, { id: uploaded.wav!.id, title: 'x', artists: [] }, { id: uploaded.wav!.id, title: 'x', artists: ['a'], cover: 'https://evil.example/x.png' }]) {
      const refused = await admin.update(bad);
      expect(refused.status).toBe(400);
    }
    expect((await admin.update({ id: 999_999, title: 'x', artists: ['a'] })).body.message).toBe(MUSIC_ADMIN_MESSAGES.songMissing);
  });

  it('歌词：坏的时间标签被拒绝并指出第几行，什么都不改；正确的 LRC 访客马上能看到', async () => {
    const id = uploaded.mp3!.id;
    const before = await tables(server);
    const cases: Array<[string, string]> = [
      ['[00:01.00]第一行\n[00:75.00]秒数不对', '第 2 行'],
      ['[ti:标题]\n[00:01.00]好的\n[0a:02.00]坏的', '第 3 行'],
      ['[00:01.00]好的\n没有时间标签的一行', '第 2 行'],
      ['只有文字', '第 1 行'],
    ];
    for (const [lyric, where] of cases) {
      const refused = await admin.lyric({ id, lyric });
      expect({ lyric, status: refused.status }).toEqual({ lyric, status: 400 });
      expect(refused.body.message).toContain(where);
    }
    expect(await tables(server)).toEqual(before);

    const lrc = '[ti:静音]\n[00:00.50]新的第一行\r\n[00:02.00][00:02.50]重复的一行';
    expect((await admin.lyric({ id, lyric: lrc })).status).toBe(200);
    expect((await wapi<LyricResponse>(server, `/wapi/lyric?id=${id}`)).body.lrc.lyric).toBe('[ti:静音]\n[00:00.50]新的第一行\n[00:02.00][00:02.50]重复的一行');
    expect(resultOf(await admin.song(id)).lyric).toContain('新的第一行');
  });

  it('歌单：新建、改名、加歌、排序都按管理员的顺序；设为默认后访客的面板打开它', async () => {
    const created = await admin.createPlaylist({ name: '测试歌单', description: '给测试用的歌单' });
    expect(created.body.message).toBe('保存成功');
    const playlist = resultOf(created);
    expect(playlist).toMatchObject({ name: '测试歌单', description: '给测试用的歌单', kind: 'manual', shown: true, isDefault: false, songCount: 0 });
    expect((await admin.createPlaylist({ name: '测试歌单' })).body.message).toBe(MUSIC_ADMIN_MESSAGES.playlistNameTaken);

    const ids = [uploaded.plain!.id, uploaded.wav!.id, uploaded.mp3!.id];
    expect(resultOf(await admin.setSongs({ id: playlist.id, songIds: ids })).songs.map((s) => s.id)).toEqual(ids);
    expect(await trackNames(playlist.id)).toEqual(['无标签', '改过名的歌', '静音 MP3']);
    const reordered = [uploaded.mp3!.id, uploaded.plain!.id, uploaded.wav!.id];
    await admin.setSongs({ id: playlist.id, songIds: reordered });
    expect(await trackNames(playlist.id)).toEqual(['静音 MP3', '无标签', '改过名的歌']);
    expect((await admin.setSongs({ id: playlist.id, songIds: [1, 1] })).status).toBe(400);

    const renamed = await admin.updatePlaylist({ id: playlist.id, name: '测试歌单', description: '新简介', cover: '/uploads/music/default-cover.webp' });
    expect(resultOf(renamed)).toMatchObject({ description: '新简介', cover: '/uploads/music/default-cover.webp' });

    const all = resultOf(await admin.playlists());
    const newest = all.find((p) => p.kind === 'newest')!;
    const played = all.find((p) => p.kind === 'most_played')!;
    const layout = await admin.layout({ shownIds: [playlist.id, newest.id], defaultId: playlist.id });
    expect(layout.body.message).toBe('保存成功');
    const toplist = (await wapi<ToplistDetailResponse>(server, '/wapi/toplist/detail')).body;
    // Padded to 4 with the default list: the original client opens list[3] unchecked.
    expect(toplist.list.map((p) => p.name)).toEqual(['测试歌单', '最新上架', '测试歌单', '测试歌单']);
    // The description goes with it; a list without one has no such field.
    expect(toplist.list.map((p) => p.description)).toEqual(['新简介', undefined, '新简介', '新简介']);
    expect(toplist.defaultId).toBe(playlist.id);
    expect(resultOf(await admin.playlists()).find((p) => p.id === played.id)).toMatchObject({ shown: false, isDefault: false });

    const before = await tables(server);
    expect((await admin.layout({ shownIds: [newest.id], defaultId: playlist.id })).body.message).toBe(MUSIC_ADMIN_MESSAGES.layoutDefaultHidden);
    expect((await admin.layout({ shownIds: [], defaultId: playlist.id })).status).toBe(400);
    expect((await admin.setSongs({ id: newest.id, songIds: [uploaded.mp3!.id] })).body.message).toBe(MUSIC_ADMIN_MESSAGES.rankedHasNoSongs);
    expect((await admin.deletePlaylist(newest.id)).body.message).toBe(MUSIC_ADMIN_MESSAGES.rankedNotDeletable);
    expect(await tables(server)).toEqual(before);
  });

  it('删除一首歌：文件没了，歌单里也没有它；删除歌单保留歌曲', async () => {
    const playlist = resultOf(await admin.playlists()).find((p) => p.name === '测试歌单')!;
    const removed = await admin.remove(uploaded.plain!.id);
    expect(removed.body.message).toBe('删除成功');
    expect(resultOf(removed).playlists).toBe(1);
    expect(existsSync(path.join(server.config.dataDir, 'music', 'uploads', '歌手丙 - 无标签.wav'))).toBe(false);
    expect(await trackNames(playlist.id)).toEqual(['静音 MP3', '改过名的歌']);
    expect((await fetch(`${server.baseUrl}/wapi/audio/${uploaded.plain!.id}`)).status).toBe(404);
    // A rescan does not bring it back.
    await rescan(server, accounts.adminToken);
    expect(await search('无标签')).toEqual([]);

    const other = resultOf(await admin.createPlaylist({ name: '要删的歌单' }));
    await admin.setSongs({ id: other.id, songIds: [uploaded.mp3!.id] });
    expect((await admin.deletePlaylist(other.id)).body.message).toBe('删除成功');
    expect((await admin.song(uploaded.mp3!.id)).status).toBe(200);
    expect(resultOf(await admin.playlists()).some((p) => p.id === other.id)).toBe(false);
  });

  it('列表：分页、搜索，显示文件和所在歌单', async () => {
    const page = resultOf(await admin.songs({ current: 1, size: 1 }));
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
    const found = resultOf(await admin.songs({ current: 1, size: 10, keyword: '静音' }));
    expect(found.list.map((s) => s.title)).toEqual(['静音 MP3']);
    expect(found.list[0]).toMatchObject({ file: 'data/uploads/strange.mp3', playlists: ['测试歌单'] });
  });

  it('服务器运行时放进音乐目录（DATA_DIR/music 和 MUSIC_DIR）的文件不用重启就能搜到', async () => {
    mkdirSync(path.join(server.config.dataDir, 'music', 'dropped'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'music', 'dropped', 'new.wav'), wav(1, { title: '拖进来的歌', artists: ['某人'] }));
    writeFileSync(path.join(extraDir, 'outside.wav'), wav(1, { title: '外部目录新来的歌', artists: ['某人'] }));
    await expect.poll(async () => (await search('拖进来的歌')).length, { timeout: 15_000, interval: 250 }).toBe(1);
    await expect.poll(async () => (await search('外部目录新来的歌')).length, { timeout: 15_000, interval: 250 }).toBe(1);
  });
});

describeEachEngine('后台：演示曲库可以删掉', (engine) => {
  const server = useTestServer(engine, { env: { MUSIC_WATCH: 'false' } });

  it('删掉的演示歌曲和演示歌单，下次启动（再次执行种子）不会回来', async () => {
    await seedDemoMusicInto(server);
    const { adminToken } = await createAdminAccounts(server, 'demo');
    const headers = bearer(adminToken);
    const playlists = resultOf(await call<AdminPlaylistRow[]>(server, 'GET', '/api/music/playlists', { headers }));
    const rainy = playlists.find((p) => p.name === DEMO_PLAYLISTS[1]!.name)!;
    // The 4th of the panel is the default of a fresh demo (SPEC.md §9).
    expect(rainy.isDefault).toBe(true);
    expect((await wapi<ToplistDetailResponse>(server, '/wapi/toplist/detail')).body.defaultId).toBe(rainy.id);

    const [victim] = resultOf(await call<AdminPlaylistDetail>(server, 'GET', `/api/music/playlist/${rainy.id}`, { headers })).songs;
    expect(resultOf(await call(server, 'DELETE', `/api/music/song/${victim!.id}`, { headers }))).toBeTruthy();
    for (const playlist of playlists.filter((p) => p.kind === 'manual')) {
      expect((await call(server, 'DELETE', `/api/music/playlist/${playlist.id}`, { headers })).status).toBe(200);
    }

    await seedDemoMusic(server.db, server.config.dataDir, () => {});
    expect(await search(victim!.title)).toEqual([]);
    const after = resultOf(await call<AdminPlaylistRow[]>(server, 'GET', '/api/music/playlists', { headers }));
    expect(after.map((p) => p.kind)).toEqual(['newest', 'most_played']);
  });

  const search = async (keywords: string) => (await wapi<SearchSongsResponse>(server, `/wapi/search?keywords=${encodeURIComponent(keywords)}`)).body.result.songs;
});
