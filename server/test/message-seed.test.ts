import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { COMMENT_TYPE, LIKE_TYPE, type MessageHotTag, type MessageItem, type PageResult } from '@blog/contract';
import { ensureSeedImages } from '../src/db/seed/images';
import { messageSeedImages, seedMessages } from '../src/db/seed/community/messages';
import { ensureDemoPeople } from '../src/db/seed/community/people';
import { DEMO_USERNAME } from '../src/db/seed/demoAccount';
import { describeEachEngine } from './helpers/engines';
import { createAccount } from './helpers/accounts';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('留言演示数据', (engine) => {
  const server = useTestServer(engine);
  let demoUserId = 0;

  beforeAll(async () => {
    const adminId = await createAccount(server.db, 'seed_admin', 'admin1234', { role: 1 });
    demoUserId = await createAccount(server.db, DEMO_USERNAME, 'demo123456a', { nickName: '演示用户' });
    await seedMessages(server.db, await ensureDemoPeople(server.db, adminId));
    await ensureSeedImages(server.config.dataDir, messageSeedImages());
  });

  const page = (current: number) => post<PageResult<MessageItem>>(server, '/api/message/getMessageList', { current, size: 10 });

  it('二十多条，超过两页，新的在前，样式各不相同', async () => {
    const first = resultOf(await page(1));
    expect(first.total).toBeGreaterThan(20);
    const all = [...first.list, ...resultOf(await page(2)).list, ...resultOf(await page(3)).list];
    expect(all).toHaveLength(first.total);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Spread over weeks, not minutes.
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(14 * 86_400_000);
    expect(new Set(all.map((m) => m.bg_color)).size).toBeGreaterThan(10);
    expect(new Set(all.map((m) => m.font_size)).size).toBeGreaterThan(4);
    expect(new Set(all.map((m) => m.font_weight)).size).toBeGreaterThan(4);
    expect(all.filter((m) => m.user_id === null).length).toBeGreaterThan(5);
    expect(all.filter((m) => m.user_id === demoUserId).length).toBeGreaterThan(1);
    expect(all.filter((m) => m.comment_total > 0).length).toBeGreaterThan(3);
  });

  it('点赞数与点赞记录一致，评论里有回复', async () => {
    const rows = await server.db.kysely.selectFrom('message').select(['id', 'like_times']).execute();
    for (const row of rows) {
      const likes = await server.db.kysely.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.message).where('for_id', '=', row.id).execute();
      expect(likes.length).toBe(row.like_times);
    }
    const replies = await server.db.kysely.selectFrom('comment').select('to_user').where('type', '=', COMMENT_TYPE.message).where('parent_id', 'is not', null).execute();
    expect(replies.length).toBeGreaterThan(2);
    expect(replies.every((r) => r.to_user !== null)).toBe(true);
  });

  it('5–6 个标签；背景图片生成在 DATA_DIR 里，是真正的图片', async () => {
    const hot = resultOf(await get<MessageHotTag[]>(server, '/api/message/getHotTagList'));
    expect(hot.length).toBeGreaterThanOrEqual(5);
    expect(hot.length).toBeLessThanOrEqual(6);
    const withPictures = (await server.db.kysely.selectFrom('message').select('bg_url').where('bg_url', '!=', '').execute()).map((r) => r.bg_url);
    expect(withPictures.length).toBeGreaterThanOrEqual(2);
    for (const url of withPictures) {
      const file = path.join(server.config.dataDir, url);
      expect((await stat(file)).size).toBeGreaterThan(1000);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 800, height: 480 });
    }
  });
});
