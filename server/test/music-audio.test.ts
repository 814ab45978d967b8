import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { SongsResponse, SongUrlResponse, ToplistDetailResponse } from '@blog/contract';
import { demoMusicDir } from '../src/db/seed/music/files';
import { DEMO_TRACKS } from '../src/db/seed/music/tracks';
import { describeEachEngine } from './helpers/engines';
import { seedDemoMusicInto, wapi } from './helpers/music';
import { useTestServer } from './helpers/server';

/** GET/HEAD /wapi/audio/:id: the bytes of the file, with HTTP Range so the player can seek. */

describeEachEngine('音频流（Range）', (engine) => {
  const server = useTestServer(engine);
  let url = '';
  let file: Buffer;

  const fetchAudio = (headers: Record<string, string> = {}, method = 'GET') => fetch(`${server.baseUrl}${url}`, { method, headers });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    await seedDemoMusicInto(server);
    const toplist = (await wapi<ToplistDetailResponse>(server, '/wapi/toplist/detail')).body;
    const songs = (await wapi<SongsResponse>(server, `/wapi/playlist/track/all?id=${toplist.list[0]!.id}&limit=100`)).body.songs;
    const track = DEMO_TRACKS[2]!;
    const song = songs.find((s) => s.name === track.title)!;
    url = (await wapi<SongUrlResponse>(server, `/wapi/song/url/v1?id=${song.id}&level=exhigh`)).body.data[0]!.url!;
    file = readFileSync(path.join(demoMusicDir(server.config.dataDir), `${track.file}.wav`));
  });

  it('不带 Range：200，整个文件，类型、长度、缓存与 Accept-Ranges', async () => {
    const response = await fetchAudio();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(file.length));
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(response)).equals(file)).toBe(true);
  });

  it('bytes=0-：206，从头到尾', async () => {
    const response = await fetchAudio({ range: 'bytes=0-' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-${file.length - 1}/${file.length}`);
    const body = await bytesOf(response);
    expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(body.equals(file)).toBe(true);
  });

  it('中间一段 bytes=1000-1999：206，恰好是文件的这 1000 个字节', async () => {
    const response = await fetchAudio({ range: 'bytes=1000-1999' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect((await bytesOf(response)).equals(file.subarray(1000, 2000))).toBe(true);
  });

  it('拖到中段：bytes=<中点>-<中点+64KiB>', async () => {
    const start = Math.floor(file.length / 2);
    const end = start + 65_535;
    const response = await fetchAudio({ range: `bytes=${start}-${end}` });
    expect(response.status).toBe(206);
    expect((await bytesOf(response)).equals(file.subarray(start, end + 1))).toBe(true);
  });

  it('后缀 bytes=-500：最后 500 个字节', async () => {
    const response = await fetchAudio({ range: 'bytes=-500' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
    expect((await bytesOf(response)).equals(file.subarray(file.length - 500))).toBe(true);
  });

  it('结尾超出文件长度时截到文件末尾', async () => {
    const response = await fetchAudio({ range: `bytes=${file.length - 10}-${file.length + 1000}` });
    expect(response.status).toBe(206);
    expect((await bytesOf(response)).equals(file.subarray(file.length - 10))).toBe(true);
  });

  it('超出文件的范围：416，Content-Range: bytes */长度', async () => {
    for (const range of [`bytes=${file.length}-`, `bytes=${file.length + 5}-${file.length + 10}`, 'bytes=-0']) {
      const response = await fetchAudio({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${file.length}`);
      await response.arrayBuffer();
    }
  });

  it('看不懂的 Range 按整个文件处理', async () => {
    const response = await fetchAudio({ range: 'bytes=abc' });
    expect(response.status).toBe(200);
    expect((await bytesOf(response)).length).toBe(file.length);
  });

  it('HEAD：同样的头，没有正文', async () => {
    const whole = await fetchAudio({}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(file.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(whole)).length).toBe(0);
    const part = await fetchAudio({ range: 'bytes=1000-1999' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
  });

  it('ETag 没变：304', async () => {
    const etag = (await fetchAudio({}, 'HEAD')).headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetchAudio({ 'if-none-match': etag })).status).toBe(304);
  });

  it('不存在的歌曲：404 JSON；id 不对：400', async () => {
    expect(await wapi(server, '/wapi/audio/999999')).toEqual({ status: 404, body: { code: 404, message: '歌曲不存在或已被移除', result: null } });
    expect((await wapi(server, '/wapi/audio/abc')).status).toBe(400);
  });
});
