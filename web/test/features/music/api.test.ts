import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { getLyric, getSongUrl, getToplist, MusicApiError, musicClient, searchSongs } from '@/features/music/api';

const originalAdapter = musicClient.defaults.adapter;
const requests: InternalAxiosRequestConfig[] = [];

function answer(data: unknown, status = 200): void {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return { data, status, statusText: 'OK', headers: {}, config };
  };
  musicClient.defaults.adapter = adapter;
}

afterEach(() => {
  musicClient.defaults.adapter = originalAdapter;
  requests.length = 0;
});

describe('music api', () => {
  it('uses the 10 s timeout', () => {
    expect(musicClient.defaults.timeout).toBe(10_000);
  });

  it('asks for the exhigh level and reads data[0].url', async () => {
    answer({ code: 200, data: [{ id: 1, url: '/music/1.mp3' }] });
    await expect(getSongUrl(1)).resolves.toBe('/music/1.mp3');
    expect(requests[0]?.url).toBe('/wapi/song/url/v1');
    expect(requests[0]?.params).toEqual({ id: 1, level: 'exhigh' });
  });

  it('searches with keywords, offset and limit 20, reading result.songs in the NetEase search shape', async () => {
    const artist = { id: 5, name: '晚风合奏', alias: [], img1v1Url: '/uploads/music/c.webp' };
    answer({
      code: 200,
      result: {
        songs: [{ id: 2, name: '晚风', artists: [artist], album: { id: 9, name: '夜', picUrl: '/uploads/music/c.webp', artist }, alias: ['Evening'], duration: 1000, mvid: 0, fee: 0 }],
        songCount: 1,
        hasMore: false,
      },
    });
    await expect(searchSongs('晚风', 20)).resolves.toEqual([
      { id: 2, name: '晚风', ar: [{ id: 5, name: '晚风合奏' }], alia: ['Evening'], al: { id: 9, name: '夜', picUrl: '/uploads/music/c.webp' }, dt: 1000 },
    ]);
    expect(requests[0]?.url).toBe('/wapi/search');
    expect(requests[0]?.params).toEqual({ keywords: '晚风', offset: 20, limit: 20 });
  });

  it('takes the cover of a search hit from album.artist.img1v1Url, as the original client does', async () => {
    answer({ code: 200, result: { songs: [{ id: 3, name: 'x', artists: [], album: { id: 1, name: 'a', artist: { id: 0, name: '', img1v1Url: '/c.jpg' } }, alias: [] }], songCount: 1 } });
    const [song] = await searchSongs('x', 0);
    expect(song?.al.picUrl).toBe('/c.jpg');
    expect(song?.ar).toEqual([]);
  });

  it('shows a list the server repeated (padding to 4 for the original client) once', async () => {
    const one = { id: 1, name: '最新上架', coverImgUrl: '/a.webp' };
    const two = { id: 2, name: '热门播放', coverImgUrl: '/b.webp' };
    answer({ code: 200, list: [one, two, two, two], defaultId: 2 });
    await expect(getToplist()).resolves.toEqual({ list: [one, two], defaultId: 2 });
  });

  it('rejects an answer whose code is not 200', async () => {
    answer({ code: 404, message: '歌曲不存在' });
    await expect(getLyric(99)).rejects.toEqual(new MusicApiError('歌曲不存在', 404));
  });
});
