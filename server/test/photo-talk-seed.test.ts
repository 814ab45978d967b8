import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { COMMENT_TYPE, LIKE_TYPE, type PhotoItem, type PageResult, type PhotoAlbumItem, type TalkItem } from '@blog/contract';
import { migrate, openDatabase } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { ensureSeedImages } from '../src/db/seed/images';
import { ensureDemoPeople } from '../src/db/seed/community/people';
import { photoSeedImages, seedPhotos } from '../src/db/seed/community/photos';
import { seedTalks, talkSeedImages } from '../src/db/seed/community/talk';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('说说和相册的演示数据', (engine) => {
  const server = useTestServer(engine);

  beforeAll(async () => {
    const adminId = await fixtures(server.db).user('admin');
    const people = await ensureDemoPeople(server.db, adminId);
    await seedTalks(server.db, people);
    await seedPhotos(server.db);
    await ensureSeedImages(server.config.dataDir, [...talkSeedImages(), ...photoSeedImages()]);
  });

  /** The served file's real pixel size. */
  const pixelSize = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return { width: meta.width, height: meta.height };
  };

  it('说说：一条置顶，配图有 1 张、2–4 张和 9 张的，图片都能打开', async () => {
    const all = resultOf(await post<PageResult<TalkItem>>(server, '/api/talk/blogGetTalkList', { current: 1, size: 50 }));
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.list.filter((t) => t.is_top === 1)).toHaveLength(1);
    expect(all.list[0]!.is_top).toBe(1);
    const counts = all.list.map((t) => t.talkImgList?.length ?? 0);
    expect(counts).toContain(1);
    expect(counts).toContain(9);
    expect(counts.some((n) => n >= 2 && n <= 4)).toBe(true);
    expect(counts).toContain(0);
    for (const t of all.list) expect(t.content).toMatch(/[\u4e00-\u9fff]{4}/);
    for (const url of all.list.flatMap((t) => t.talkImgList ?? [])) {
      const size = await pixelSize(url);
      expect(size.width).toBeGreaterThan(0);
    }
  });

  it('说说的点赞数与点赞记录一致，评论里有带回复对象的回复', async () => {
    const { list } = resultOf(await post<PageResult<TalkItem>>(server, '/api/talk/blogGetTalkList', { current: 1, size: 50 }));
    const k = server.db.kysely;
    for (const t of list) {
      const rows = await k.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.talk).where('for_id', '=', t.id).execute();
      expect(t.like_times).toBe(rows.length);
    }
    expect(list.some((t) => t.comment_count > 0)).toBe(true);
    const replies = await k.selectFrom('comment').selectAll().where('type', '=', COMMENT_TYPE.talk).where('parent_id', 'is not', null).execute();
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = await k.selectFrom('comment').select(['from_user', 'for_id']).where('id', '=', reply.parent_id!).executeTakeFirstOrThrow();
      expect(reply.to_user).toBe(parent.from_user);
      expect(reply.for_id).toBe(parent.for_id);
    }
  });

  it('相册：至少 3 个，每个 8–14 张横竖方都有的照片，记录的宽高就是图片的真实尺寸', async () => {
    const albums = resultOf(await get<PhotoAlbumItem[]>(server, '/api/photoAlbum/getAllAlbumList'));
    expect(albums.length).toBeGreaterThanOrEqual(3);
    for (const album of albums) {
      expect(album.photo_count).toBeGreaterThanOrEqual(8);
      expect(album.photo_count).toBeLessThanOrEqual(14);
      expect(album.album_cover).not.toBe('');
      const list = resultOf(await get<PhotoItem[]>(server, `/api/photo/getAllPhotosByAlbumId/${album.id}`));
      expect(list).toHaveLength(album.photo_count);
      expect(list.some((p) => p.width > p.height)).toBe(true);
      expect(list.some((p) => p.width < p.height)).toBe(true);
      expect(list.some((p) => p.width === p.height)).toBe(true);
      for (const p of list) expect(await pixelSize(p.url)).toEqual({ width: p.width, height: p.height });
    }
  });
});

describe('说说和相册的演示图片', () => {
  it('数据库比 DATA_DIR 活得久时（例如 PostgreSQL），下次启动会重新生成这些图片', async () => {
    const first = await mkdtemp(path.join(tmpdir(), 'talk-photo-seed-a-'));
    const second = await mkdtemp(path.join(tmpdir(), 'talk-photo-seed-b-'));
    const db = openDatabase({ dataDir: first });
    try {
      await migrate(db);
      // An already seeded blog: the seed stops before writing content, after checking the files.
      await fixtures(db).article({ title: '已有的文章' });
      await seedIfEmpty(db, { dataDir: second, adminUsername: 'boss', adminPassword: 'boss-Passw0rd', seedDemo: true }, () => {});
      const files = new Set(await readdir(path.join(second, 'uploads', 'seed')));
      const expected = [...talkSeedImages(), ...photoSeedImages()].map((image) => `${image.name}.webp`);
      expect(expected.filter((name) => !files.has(name))).toEqual([]);
    } finally {
      await db.close();
      await rm(first, { recursive: true, force: true });
      await rm(second, { recursive: true, force: true });
    }
    // Renders every demo picture and the demo music from scratch: slow on a busy 2-core machine.
  }, 120_000);
});
