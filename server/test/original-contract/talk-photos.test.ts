import { beforeAll, expect, it } from 'vitest';
import { LIKE_TYPE, TALK_STATUS } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { expectOriginalDate, expectOriginalSuccess, originalCall, originalGuest, originalUser, type OriginalClient } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/*
 * The talk list and an album's photos as the original client reads them (ORIGINAL-CLIENT-API.md
 * §2.5, §5 #16–#17): author flat in nick_name/avatar/user_id, talkImgList only with pictures, dates
 * in the site format, and the photos call answering a bare array.
 */
describeEachEngine('原版前端：说说和相册', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  let reader: OriginalClient;

  beforeAll(async () => {
    const k = server.db.kysely;
    const author = await originalUser(server, { nickName: '博主' });
    ids.author = author.userId!;
    reader = await originalUser(server, { nickName: '读者' });
    await k.updateTable('user').set({ avatar: '/uploads/me.webp' }).where('id', '=', ids.author).execute();
    const talk = async (content: string, createdAt: string, isTop = 2) =>
      (
        await k
          .insertInto('talk')
          .values({ user_id: ids.author!, content, status: TALK_STATUS.public, is_top: isTop, created_at: createdAt, updated_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.plain = await talk('没有图的说说', '2024-01-01T08:00:00.000Z');
    ids.pictured = await talk('有图的说说', '2024-02-01T08:00:00.000Z');
    ids.pinned = await talk('置顶的说说', '2023-06-01T08:00:00.000Z', 1);
    for (const [url, sort] of [
      ['/uploads/t2.webp', 1],
      ['/uploads/t1.webp', 0],
    ] as const) {
      await k.insertInto('talk_photo').values({ talk_id: ids.pictured, url, sort, created_at: '2024-02-01T08:00:00.000Z', updated_at: '2024-02-01T08:00:00.000Z' }).execute();
    }

    const stamp = '2024-01-01T00:00:00.000Z';
    ids.album = (
      await k
        .insertInto('photo_album')
        .values({ album_name: '旅行', album_cover: '/uploads/cover.webp', description: '山海之间', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const [url, sort, createdAt] of [
      ['/uploads/p1.webp', 0, '2024-01-01T00:00:00.000Z'],
      ['/uploads/p2.webp', 1, '2024-02-01T00:00:00.000Z'],
      ['/uploads/p3.webp', 2, '2024-03-01T00:00:00.000Z'],
    ] as const) {
      await k.insertInto('photo').values({ album_id: ids.album, url, sort, width: 10, height: 10, created_at: createdAt, updated_at: createdAt }).execute();
    }
  });

  const talkList = async (client: OriginalClient) => {
    const response = await originalCall(server, client, 'POST', '/api/talk/blogGetTalkList', { current: 1, size: 5, user_id: client.userId });
    expectOriginalSuccess(response);
    return response.body.result;
  };

  it('说说列表：nick_name、avatar、user_id、createdAt、is_like、like_times、is_top；talkImgList 只在有图时出现', async () => {
    const page = await talkList(originalGuest());
    expect(page.total).toBe(3);
    expect(page.list.map((t: { id: number }) => t.id)).toEqual([ids.pinned, ids.pictured, ids.plain]);
    for (const t of page.list) {
      expect(t).toMatchObject({ user_id: ids.author, nick_name: '博主', avatar: '/uploads/me.webp', is_like: false, like_times: 0 });
      expect(typeof t.content).toBe('string');
      expectOriginalDate(t.createdAt);
    }
    expect(page.list[0].is_top).toBe(1);
    expect(page.list[1].talkImgList).toEqual(['/uploads/t1.webp', '/uploads/t2.webp']);
    expect(page.list[1].createdAt).toBe('2024-02-01 16:00:00');
    expect('talkImgList' in page.list[2]).toBe(false);
  });

  it('登录读者点赞后 is_like 按账号判断，别人看不到', async () => {
    expectOriginalSuccess(await originalCall(server, reader, 'POST', '/api/like/addLike', { for_id: ids.plain, type: LIKE_TYPE.talk, user_id: reader.userId }));
    const mine = (await talkList(reader)).list.find((t: { id: number }) => t.id === ids.plain);
    expect(mine).toMatchObject({ is_like: true, like_times: 1 });
    const guest = (await talkList(originalGuest())).list.find((t: { id: number }) => t.id === ids.plain);
    expect(guest).toMatchObject({ is_like: false, like_times: 1 });
  });

  it('相册列表：id、album_name、album_cover、description', async () => {
    const response = await originalCall(server, originalGuest(), 'GET', '/api/photoAlbum/getAllAlbumList');
    expectOriginalSuccess(response);
    expect(response.body.result).toEqual([expect.objectContaining({ id: ids.album, album_name: '旅行', album_cover: '/uploads/cover.webp', description: '山海之间' })]);
  });

  it('一个相册的照片：result 直接是数组 {id, url}，新的在前', async () => {
    const response = await originalCall(server, originalGuest(), 'GET', `/api/photo/getAllPhotosByAlbumId/${ids.album}`);
    expectOriginalSuccess(response);
    expect(Array.isArray(response.body.result)).toBe(true);
    expect(response.body.result.map((p: { url: string }) => p.url)).toEqual(['/uploads/p3.webp', '/uploads/p2.webp', '/uploads/p1.webp']);
    for (const photo of response.body.result) {
      expect(typeof photo.id).toBe('number');
      expect(photo.album_id).toBe(ids.album);
      expectOriginalDate(photo.createdAt);
    }
  });
});
