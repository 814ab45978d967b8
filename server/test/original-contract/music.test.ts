import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/engines';
import { adminToken, seedDemoMusicInto } from '../helpers/music';
import { originalCall, originalGuest, originalUser, type OriginalClient } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/**
 * ORIGINAL-CLIENT-API.md §2.8: the music player of the original client against our /wapi, sent
 * exactly as it sends them (relative /wapi paths, the double slash of song/detail, raw keywords the
 * browser only percent-encodes, the raw token when logged in) and read exactly as it reads them
 * (`res.code == 200`, then the fields listed there).
 */

const LRC_LINE = /^\[\d{2}:\d{2}\.\d{2,3}\]/;

describeEachEngine('原版前端：音乐（/wapi）', (engine) => {
  const server = useTestServer(engine);
  let guest: OriginalClient;
  let user: OriginalClient;
  /** A logged-in client whose token the server does not know (expired, or signed elsewhere). */
  const stale: OriginalClient = { ip: '203.0.113.77', token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6OTk5OX0.invalid' };

  beforeAll(async () => {
    await seedDemoMusicInto(server);
    guest = originalGuest();
    user = await originalUser(server);
  });

  const get = (client: OriginalClient, path: string) => originalCall(server, client, 'GET', path);
  /** `res.code == 200`: the only success test the player makes. */
  const ok = (response: { status: number; body: { code?: unknown } }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(Number(response.body.code)).toBe(200);
  };

  /** The whole play sequence of one song: song/detail, song/url/v1, lyric, then the audio itself. */
  async function play(client: OriginalClient, id: number): Promise<void> {
    const detail = await get(client, `/wapi//song/detail?ids=${id}`);
    ok(detail);
    const song = detail.body.songs[0];
    expect(typeof song.name).toBe('string');
    expect(typeof song.ar[0].name).toBe('string');
    expect(song.al.picUrl).toMatch(/^\/uploads\/music\/.+\.webp$/);

    const url = await get(client, `/wapi/song/url/v1?id=${id}&level=exhigh`);
    ok(url);
    const src = url.body.data[0].url as string;
    expect(src).toMatch(/^\/wapi\/audio\/\d+/);
    // <audio crossOrigin="anonymous">: a plain GET of the relative address, then ranges.
    const audio = await fetch(`${server.baseUrl}${src}`, { headers: { range: 'bytes=0-15' } });
    expect(audio.status).toBe(206);
    await audio.arrayBuffer();

    const lyric = await get(client, `/wapi/lyric?id=${id}`);
    ok(lyric);
    expect(typeof lyric.body.lrc.lyric).toBe('string');
    const lines = (lyric.body.lrc.lyric as string).split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(LRC_LINE);
  }

  for (const who of ['guest', 'user', 'stale'] as const) {
    const client = () => (who === 'guest' ? guest : who === 'user' ? user : stale);

    describe(who === 'guest' ? '游客' : who === 'user' ? '登录用户（原样的 token）' : '过期的 token', () => {
      it('toplist/detail：至少 4 个歌单，list[3] 有 id、name、coverImgUrl；打开它的歌', async () => {
        const toplist = await get(client(), '/wapi/toplist/detail');
        ok(toplist);
        expect(toplist.body.list.length).toBeGreaterThanOrEqual(4);
        for (const item of toplist.body.list) {
          expect(item.id).toEqual(expect.any(Number));
          expect(item.name).toEqual(expect.any(String));
          expect(item.coverImgUrl).toMatch(/^\/uploads\/music\/.+\.webp$/);
        }
        const opened = toplist.body.list[3];
        const tracks = await get(client(), `/wapi/playlist/track/all?id=${opened.id}&limit=30&offset=0`);
        ok(tracks);
        expect(tracks.body.songs.length).toBeGreaterThan(0);
        for (const song of tracks.body.songs) {
          expect(song.id).toEqual(expect.any(Number));
          expect(song.name).toEqual(expect.any(String));
          expect(typeof song.ar[0].name).toBe('string');
          expect(Array.isArray(song.alia)).toBe(true);
          expect(song.al.picUrl).toMatch(/^\/uploads\/music\/.+\.webp$/);
        }
        // The next page of a short list is empty, which stops the client's loading.
        const past = await get(client(), `/wapi/playlist/track/all?id=${opened.id}&limit=30&offset=30`);
        ok(past);
        expect(past.body.songs).toEqual([]);
        await play(client(), tracks.body.songs[0].id);
      });

      it('search：关键词原样拼进地址（中文、空格由浏览器编码），读 result.songs[] 的 artists、album、alias', async () => {
        for (const keywords of ['雨落', '青石巷', 'midnight train', '林间信号', '纸页与远方']) {
          // fetch percent-encodes the non-ASCII characters and the space, as the browser does.
          const response = await get(client(), `/wapi/search?keywords=${keywords}&offset=0&limit=20`);
          ok(response);
          const songs = response.body.result.songs;
          expect(songs.length, keywords).toBeGreaterThan(0);
          for (const item of songs) {
            expect(item.id).toEqual(expect.any(Number));
            expect(item.name).toEqual(expect.any(String));
            // item.artists.map((a) => a.name) without a check.
            expect(item.artists.map((a: { name: string }) => a.name).every((n: unknown) => typeof n === 'string' && n !== '')).toBe(true);
            // Adding to the custom list: album, album.artist.img1v1Url (the cover), alias[0].
            expect(item.album).toEqual(expect.objectContaining({ name: expect.any(String) }));
            expect(item.album.artist.img1v1Url).toMatch(/^\/uploads\/music\/.+\.webp$/);
            expect(Array.isArray(item.alias)).toBe(true);
            expect(typeof item.alias[0]).toBe('string');
          }
        }
        const second = await get(client(), `/wapi/search?keywords=合奏&offset=20&limit=20`);
        ok(second);
        expect(second.body.result.songs).toEqual([]);
      });

      it('播放搜到的歌：//song/detail（双斜杠）、song/url/v1、lyric', async () => {
        const found = await get(client(), '/wapi/search?keywords=深夜列车&offset=0&limit=20');
        ok(found);
        await play(client(), found.body.result.songs[0].id);
      });
    });
  }

  it('显示的歌单少于 4 个：补足 4 个，list[3] 是管理员选的默认歌单', async () => {
    const token = await adminToken(server);
    const before = (await get(guest, '/wapi/toplist/detail')).body.list as { id: number; name: string }[];
    const hot = before.find((p) => p.name === '热门播放')!;
    const newest = before.find((p) => p.name === '最新上架')!;
    const layout = async (shownIds: number[], defaultId: number) => {
      const response = await fetch(`${server.baseUrl}/api/music/playlists/layout`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ shownIds, defaultId }),
      });
      expect(response.status).toBe(200);
    };
    try {
      await layout([newest.id, hot.id], hot.id);
      const toplist = await get(guest, '/wapi/toplist/detail');
      ok(toplist);
      expect(toplist.body.list.map((p: { id: number }) => p.id)).toEqual([newest.id, hot.id, hot.id, hot.id]);
      expect((await get(guest, `/wapi/playlist/track/all?id=${toplist.body.list[3].id}&limit=30&offset=0`)).body.songs.length).toBeGreaterThan(0);

      await layout([newest.id], newest.id);
      expect((await get(guest, '/wapi/toplist/detail')).body.list.map((p: { id: number }) => p.id)).toEqual([newest.id, newest.id, newest.id, newest.id]);
    } finally {
      await layout(
        before.map((p) => p.id),
        before[3]!.id,
      );
    }
  });
});
