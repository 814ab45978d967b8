import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYLIST_INDEX,
  type LyricResponse,
  type MusicErrorResponse,
  type SearchSong,
  type SearchSongsResponse,
  type Song,
  type SongsResponse,
  type SongUrlResponse,
  type ToplistDetailResponse,
} from '@blog/contract';
import { DEMO_PLAYLISTS, DEMO_TRACKS } from '../src/db/seed/music/tracks';
import { newReader } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { seedDemoMusicInto, wapi } from './helpers/music';
import { useTestServer } from './helpers/server';

/** Every /wapi call on the generated demo library, in the shapes of contract/src/music.ts. */

const expectSongShape = (song: Song) => {
  expect(song).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    ar: expect.any(Array),
    alia: expect.any(Array),
    al: { id: expect.any(Number), name: expect.any(String), picUrl: expect.stringMatching(/^\/uploads\/music\/.+\.webp$/) },
    dt: expect.any(Number),
  });
  expect(song.ar.length).toBeGreaterThan(0);
  for (const artist of song.ar) expect(artist).toEqual({ id: expect.any(Number), name: expect.any(String) });
};

/** NetEase's search shape: `artists`, `album` (cover in `album.artist.img1v1Url`), `alias`. */
const expectSearchSongShape = (song: SearchSong) => {
  const cover = expect.stringMatching(/^\/uploads\/music\/.+\.webp$/);
  const artist = { id: expect.any(Number), name: expect.any(String), alias: [], img1v1Url: cover };
  expect(song).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    artists: expect.any(Array),
    album: { id: expect.any(Number), name: expect.any(String), picUrl: cover, artist },
    alias: expect.any(Array),
    duration: expect.any(Number),
    mvid: 0,
    fee: 0,
  });
  expect(song.artists.length).toBeGreaterThan(0);
  for (const a of song.artists) expect(a).toEqual(artist);
  expect(song.album.artist.img1v1Url).toBe(song.album.picUrl);
};

describeEachEngine('音乐接口（演示曲库）', (engine) => {
  const server = useTestServer(engine);
  let toplist: ToplistDetailResponse;
  const songByTitle = new Map<string, Song>();

  const tracksOf = (id: number, query = '') => wapi<SongsResponse>(server, `/wapi/playlist/track/all?id=${id}${query}`);
  const playlistId = (name: string) => toplist.list.find((p) => p.name === name)!.id;

  beforeAll(async () => {
    const logs = await seedDemoMusicInto(server);
    expect(logs).toContain(`已写入演示歌单：${DEMO_PLAYLISTS.length} 个。`);
    toplist = (await wapi<ToplistDetailResponse>(server, '/wapi/toplist/detail')).body;
    for (const song of (await tracksOf(playlistId('最新上架'), '&limit=100')).body.songs) songByTitle.set(song.name, song);
  });

  describe('toplist/detail', () => {
    it('先是 最新上架、热门播放，再是演示歌单；第 4 个是有歌的手动歌单', async () => {
      expect(toplist.code).toBe(200);
      expect(toplist.list.map((p) => p.name)).toEqual(['最新上架', '热门播放', ...DEMO_PLAYLISTS.map((p) => p.name)]);
      for (const item of toplist.list) {
        expect(item).toEqual({ id: expect.any(Number), name: expect.any(String), coverImgUrl: expect.stringMatching(/^\/uploads\/music\/.+\.webp$/) });
      }
      const fourth = toplist.list[DEFAULT_PLAYLIST_INDEX]!;
      expect(fourth.name).toBe(DEMO_PLAYLISTS[1]!.name);
      expect((await tracksOf(fourth.id)).body.songs.length).toBe(DEMO_PLAYLISTS[1]!.files.length);
    });

    it('封面地址是能打开的 WebP 图片', async () => {
      const response = await fetch(`${server.baseUrl}${toplist.list[DEFAULT_PLAYLIST_INDEX]!.coverImgUrl}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(8, 12).toString('ascii')).toBe('WEBP');
    });
  });

  describe('playlist/track/all', () => {
    it('演示曲库的每首歌都导入了：标题、歌手、别名、专辑、封面、时长', () => {
      expect(songByTitle.size).toBe(DEMO_TRACKS.length);
      for (const track of DEMO_TRACKS) {
        const song = songByTitle.get(track.title)!;
        expectSongShape(song);
        expect(song.ar.map((a) => a.name)).toEqual(track.artists);
        expect(song.alia).toEqual([track.alias]);
        expect(song.al.name).toBe(track.album);
        expect(song.dt).toBeGreaterThanOrEqual(30_000);
        expect(song.dt).toBeLessThanOrEqual(90_000);
      }
      // Different tracks, different covers.
      expect(new Set([...songByTitle.values()].map((s) => s.al.picUrl)).size).toBe(DEMO_TRACKS.length);
    });

    it('手动歌单按编排顺序，limit 与 offset 分页，越过末尾得到空列表', async () => {
      const rainy = DEMO_PLAYLISTS[1]!;
      const titles = rainy.files.map((file) => DEMO_TRACKS.find((t) => t.file === file)!.title);
      const id = playlistId(rainy.name);
      expect((await tracksOf(id)).body.songs.map((s) => s.name)).toEqual(titles);
      expect((await tracksOf(id, '&limit=2&offset=0')).body.songs.map((s) => s.name)).toEqual(titles.slice(0, 2));
      expect((await tracksOf(id, '&limit=2&offset=2')).body.songs.map((s) => s.name)).toEqual(titles.slice(2, 4));
      expect((await tracksOf(id, '&limit=2&offset=4')).body.songs.map((s) => s.name)).toEqual(titles.slice(4));
      const past = await tracksOf(id, '&limit=2&offset=6');
      expect(past).toEqual({ status: 200, body: { code: 200, songs: [] } });
    });

    it('limit 默认 30，超过 100 按 100 计', async () => {
      const newest = playlistId('最新上架');
      expect((await tracksOf(newest)).body.songs.length).toBe(DEMO_TRACKS.length);
      expect((await tracksOf(newest, '&limit=500')).status).toBe(200);
    });

    it('不存在的歌单：HTTP 404，code 404 和中文说明', async () => {
      expect(await tracksOf(999_999)).toEqual({ status: 404, body: { code: 404, message: '歌单不存在', result: null } });
    });

    it('参数不正确：HTTP 400，code 400 和中文说明', async () => {
      const bad = await wapi<MusicErrorResponse>(server, '/wapi/playlist/track/all?id=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(400);
      expect(bad.body.message).toMatch(/歌单 id/);
      const missing = await wapi<MusicErrorResponse>(server, '/wapi/playlist/track/all');
      expect(missing.status).toBe(400);
      expect((await wapi<MusicErrorResponse>(server, `/wapi/playlist/track/all?id=${playlistId('最新上架')}&offset=-1`)).status).toBe(400);
    });
  });

  describe('song/url/v1 与 热门播放', () => {
    it('给出我们自己的音频地址，level 不影响结果', async () => {
      const song = songByTitle.get('秋日书店')!;
      const { status, body } = await wapi<SongUrlResponse>(server, `/wapi/song/url/v1?id=${song.id}&level=exhigh`);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.data).toEqual([{ id: song.id, url: expect.stringMatching(new RegExp(`^/wapi/audio/${song.id}(\\?|$)`)) }]);
      const other = await wapi<SongUrlResponse>(server, `/wapi/song/url/v1?id=${song.id}&level=standard`);
      expect(other.body.data[0]!.url).toBe(body.data[0]!.url);
      const audio = await fetch(`${server.baseUrl}${body.data[0]!.url}`);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/wav');
      await audio.arrayBuffer();
    });

    it('每个听众取播放地址记一次播放：播放多的排到 热门播放 前面', async () => {
      const most = playlistId('热门播放');
      const snow = songByTitle.get('雪后初晴')!;
      const train = songByTitle.get('深夜列车')!;
      for (let i = 0; i < 5; i++) await wapi(server, `/wapi/song/url/v1?id=${snow.id}&level=exhigh`, newReader());
      for (let i = 0; i < 3; i++) await wapi(server, `/wapi/song/url/v1?id=${train.id}&level=exhigh`, newReader());
      let order = (await tracksOf(most)).body.songs.map((s) => s.name);
      expect(order.slice(0, 2)).toEqual(['雪后初晴', '深夜列车']);
      for (let i = 0; i < 3; i++) await wapi(server, `/wapi/song/url/v1?id=${train.id}&level=exhigh`, newReader());
      order = (await tracksOf(most)).body.songs.map((s) => s.name);
      expect(order.slice(0, 2)).toEqual(['深夜列车', '雪后初晴']);
      expect(order.length).toBe(DEMO_TRACKS.length);
    });

    it('不存在的歌曲：404 和中文说明，不计播放', async () => {
      expect(await wapi(server, '/wapi/song/url/v1?id=999999&level=exhigh')).toEqual({ status: 404, body: { code: 404, message: '歌曲不存在或已被移除', result: null } });
      expect((await wapi<MusicErrorResponse>(server, '/wapi/song/url/v1?id=0')).status).toBe(400);
    });
  });

  describe('song/detail', () => {
    it('按请求的顺序返回，未知 id 略过', async () => {
      const a = songByTitle.get('晨光码头')!;
      const b = songByTitle.get('风筝与海')!;
      const { status, body } = await wapi<SongsResponse>(server, `/wapi/song/detail?ids=${b.id},999999,${a.id}`);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.songs).toEqual([b, a]);
    });

    it('ids 格式不对：400', async () => {
      const bad = await wapi<MusicErrorResponse>(server, '/wapi/song/detail?ids=1,x');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 400, message: 'ids 必须是以逗号分隔的歌曲 id', result: null });
    });
  });

  describe('search', () => {
    const search = (query: string) => wapi<SearchSongsResponse>(server, `/wapi/search?${query}`);

    it('两个字的中文：歌名里的子串', async () => {
      const { status, body } = await search(`keywords=${encodeURIComponent('青石')}&offset=0&limit=20`);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      expect(body.result.songs.map((s) => s.name)).toEqual(['雨落青石巷']);
      expect(body.result.songCount).toBe(1);
      expect(body.result.hasMore).toBe(false);
      expectSearchSongShape(body.result.songs[0]!);
      // The same song as the detail shape describes it.
      const detail = songByTitle.get('雨落青石巷')!;
      const hit = body.result.songs[0]!;
      expect(hit.artists.map((a) => a.name)).toEqual(detail.ar.map((a) => a.name));
      expect(hit.alias).toEqual(detail.alia);
      expect(hit.album.name).toBe(detail.al.name);
      expect(hit.album.artist.img1v1Url).toBe(detail.al.picUrl);
      expect(hit.duration).toBe(detail.dt);
    });

    it('一个字、三个字、专辑名都能搜到', async () => {
      const names = async (text: string) => (await search(`keywords=${encodeURIComponent(text)}&limit=100`)).body.result.songs.map((s) => s.name).sort();
      expect(await names('海')).toEqual(['风筝与海']);
      expect(await names('青石巷')).toEqual(['雨落青石巷']);
      const cityAlbum = DEMO_TRACKS.filter((t) => t.album === '小城四季').map((t) => t.title).sort();
      expect(await names('小城四季')).toEqual(cityAlbum);
      expect(await names('四季')).toEqual(cityAlbum);
      expect(await names('PIER')).toEqual(['晨光码头']);
    });

    it('四个字的中文：歌手名里的子串，歌名命中的排在前面', async () => {
      const { body } = await search(`keywords=${encodeURIComponent('林间信号')}`);
      const expected = DEMO_TRACKS.filter((t) => t.artists.includes('林间信号')).map((t) => t.title);
      expect(body.result.songCount).toBe(expected.length);
      expect(body.result.songs.map((s) => s.name).sort()).toEqual([...expected].sort());
    });

    it('别名也能搜到，英文不区分大小写', async () => {
      const { body } = await search('keywords=midnight%20TRAIN');
      expect(body.result.songs.map((s) => s.name)).toEqual(['深夜列车']);
    });

    it('offset 与 limit 分页，songCount 是全部命中数', async () => {
      const all = (await search(`keywords=${encodeURIComponent('合奏')}&limit=20`)).body.result;
      expect(all.songCount).toBe(DEMO_TRACKS.filter((t) => t.artists.includes('晚风合奏')).length);
      const first = (await search(`keywords=${encodeURIComponent('合奏')}&limit=2&offset=0`)).body.result;
      const second = (await search(`keywords=${encodeURIComponent('合奏')}&limit=2&offset=2`)).body.result;
      expect([...first.songs, ...second.songs].map((s) => s.id)).toEqual(all.songs.slice(0, 4).map((s) => s.id));
      expect(first.songCount).toBe(all.songCount);
      const past = (await search(`keywords=${encodeURIComponent('合奏')}&offset=100`)).body.result;
      expect(past).toEqual({ songs: [], songCount: all.songCount, hasMore: false });
      expect(first.hasMore).toBe(true);
    });

    it('没有命中：空列表；LIKE 通配符按字面匹配', async () => {
      expect((await search(`keywords=${encodeURIComponent('不存在的歌')}`)).body.result).toEqual({ songs: [], songCount: 0, hasMore: false });
      expect((await search('keywords=%22%20OR')).body.result.songCount).toBe(0);
      expect((await search('keywords=%25')).body.result.songCount).toBe(0);
      expect((await search('keywords=_')).body.result.songCount).toBe(0);
    });

    it('没有关键词：400 请输入搜索关键词', async () => {
      expect(await search('keywords=')).toEqual({ status: 400, body: { code: 400, message: '请输入搜索关键词', result: null } });
      expect((await search('')).status).toBe(400);
    });
  });

  describe('lyric', () => {
    it('返回与音乐对齐的中文 LRC', async () => {
      const track = DEMO_TRACKS[0]!;
      const song = songByTitle.get(track.title)!;
      const { status, body } = await wapi<LyricResponse>(server, `/wapi/lyric?id=${song.id}`);
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      const lines = body.lrc.lyric.split('\n');
      expect(lines.length).toBe(track.lines.length + 1);
      for (const line of lines) expect(line).toMatch(/^\[\d{2}:\d{2}\.\d{2}\]\S/);
      expect(lines[1]).toBe(`[00:02.61]${track.lines[0]}`);
      // Every line is timed inside the track.
      const last = /^\[(\d{2}):(\d{2}\.\d{2})\]/.exec(lines.at(-1)!)!;
      expect(Number(last[1]) * 60_000 + Number(last[2]) * 1000).toBeLessThan(song.dt);
    });

    it('不存在的歌曲：404', async () => {
      expect((await wapi<MusicErrorResponse>(server, '/wapi/lyric?id=999999')).body).toEqual({ code: 404, message: '歌曲不存在或已被移除', result: null });
    });
  });

  it('未知的 /wapi 路径：JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/wapi/nothing/here`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: number }).code).toBe(404);
  });
});
