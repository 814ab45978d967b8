import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { getLyric, getSongUrl, MusicApiError, musicClient, searchSongs } from '@/features/music/api';

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

  it('searches with keywords, offset and limit 20, reading result.songs', async () => {
    answer({ code: 200, result: { songs: [{ id: 2 }], songCount: 1 } });
    await expect(searchSongs('晚风', 20)).resolves.toEqual([{ id: 2 }]);
    expect(requests[0]?.params).toEqual({ keywords: '晚风', offset: 20, limit: 20 });
  });

  it('rejects an answer whose code is not 200', async () => {
    answer({ code: 404, message: '歌曲不存在' });
    await expect(getLyric(99)).rejects.toEqual(new MusicApiError('歌曲不存在', 404));
  });
});
