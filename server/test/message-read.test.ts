import { beforeAll, expect, it } from 'vitest';
import { toSiteDateTime, COMMENT_TYPE, LIKE_TYPE, USER_ROLE, VISITOR_KEY_HEADER, type MessageHotTag, type MessageItem, type PageResult } from '@blog/contract';
import type { Db } from '../src/db/connection';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { bearer } from './helpers/accounts';
import { useTestServer } from './helpers/server';

interface Row {
  content: string;
  tag?: string;
  minutesAgo: number;
  userId?: number | null;
  nickName?: string;
  status?: number;
  likes?: number;
}

const BASE = Date.parse('2024-06-01T12:00:00.000Z');

async function insertMessage(db: Db, row: Row): Promise<number> {
  const at = new Date(BASE - row.minutesAgo * 60_000).toISOString();
  const inserted = await db.kysely
    .insertInto('message')
    .values({
      content: row.content,
      tag: row.tag ?? '',
      color: '#333333',
      font_size: 18,
      font_weight: 500,
      bg_color: '#fef3c7',
      bg_url: '',
      user_id: row.userId ?? null,
      nick_name: row.nickName ?? '',
      like_times: row.likes ?? 0,
      status: row.status ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

describeEachEngine('留言列表与详情', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    ids.writer = await f.user('writer_01');
    ids.admin = await server.db.kysely
      .insertInto('user')
      .values({ username: 'msg_admin', password_hash: 'x', role: 1, nick_name: '博主', avatar: '/uploads/admin.webp', created_at: '2024-01-01', updated_at: '2024-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
    // 13 shown entries, one a minute apart: #1 is the newest. Tags: 3 生活, 5 技术, 1 鼓励, rest none.
    const tagOf = (i: number) => (i <= 3 ? '生活' : i <= 8 ? '技术' : i === 9 ? '鼓励' : '');
    for (let i = 1; i <= 13; i++) {
      const byUser = i % 2 === 0;
      ids[`m${i}`] = await insertMessage(server.db, {
        content: `第 ${i} 条留言`,
        tag: tagOf(i),
        minutesAgo: i,
        userId: byUser ? ids.writer : null,
        nickName: byUser ? '写的时候的名字' : `游客${i}`,
        likes: i,
      });
    }
    // Hidden entries are in no list and no tag count, even when their tag would lead.
    for (let i = 0; i < 4; i++) ids[`hidden${i}`] = await insertMessage(server.db, { content: `隐藏 ${i}`, tag: '广告', minutesAgo: 0, status: 2, userId: ids.writer });

    // Comments on #1: two shown, one shown reply, one hidden comment whose shown reply is not shown either.
    const onEntry = { type: COMMENT_TYPE.message, forId: ids.m1! };
    const community = communityFixtures(server.db);
    const c1 = await community.comment({ ...onEntry, fromUser: ids.writer! });
    await community.comment({ ...onEntry, fromUser: ids.admin! });
    await community.comment({ ...onEntry, fromUser: ids.admin!, parentId: c1 });
    const hidden = await community.comment({ ...onEntry, fromUser: ids.writer!, status: 2 });
    await community.comment({ ...onEntry, fromUser: ids.admin!, parentId: hidden });
    // The same for_id under another type is not this entry's comment.
    await server.db.kysely
      .insertInto('comment')
      .values({ type: COMMENT_TYPE.talk, for_id: ids.m1!, parent_id: null, from_user: ids.writer!, to_user: null, content: 'x', created_at: '2024-01-01', updated_at: '2024-01-01' })
      .execute();

    // A visitor liked #2.
    await server.db.kysely
      .insertInto('like')
      .values({ type: LIKE_TYPE.message, for_id: ids.m2!, liker: 'v:visitor-liker-1', user_id: null, created_at: '2024-01-01', updated_at: '2024-01-01' })
      .execute();
  });

  const list = (body: unknown, headers: Record<string, string> = {}) => post<PageResult<MessageItem>>(server, '/api/message/getMessageList', body, { headers });

  it('新的在前，每页 10 条，第 2 页是剩下的 3 条，总数不含隐藏的', async () => {
    const first = resultOf(await list({ current: 1, size: 10 }));
    expect(first).toMatchObject({ current: 1, size: 10, total: 13 });
    expect(first.list.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `第 ${i + 1} 条留言`));
    const second = resultOf(await list({ current: 2, size: 10 }));
    expect(second.list.map((m) => m.message)).toEqual(['第 11 条留言', '第 12 条留言', '第 13 条留言']);
    expect(resultOf(await list({ current: 3, size: 10 })).list).toEqual([]);
  });

  it('每条带样式、作者、点赞数和显示中的评论数', async () => {
    const [m1, m2] = resultOf(await list({ current: 1, size: 2 })).list;
    expect(m1).toEqual({
      id: ids.m1,
      message: '第 1 条留言',
      tag: '生活',
      color: '#333333',
      font_size: 18,
      font_weight: 500,
      bg_color: '#fef3c7',
      bg_url: '',
      user_id: null,
      nick_name: '游客1',
      avatar: '',
      like_times: 1,
      is_like: false,
      // Two comments and the reply to a shown one; the hidden comment and its reply do not count.
      comment_total: 3,
      status: 1,
      // Written by the fixtures without a lookup: no region.
      ipAddress: '未知',
      // The site's wall-clock time (Asia/Shanghai in tests), as the original client parses it.
      createdAt: toSiteDateTime(new Date(BASE - 60_000).toISOString()),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    // A user's entry shows the account's current name, not the one stored when it was written.
    expect(m2).toMatchObject({ user_id: ids.writer, nick_name: 'writer_01', comment_total: 0, like_times: 2 });
  });

  it('is_like 按访客标识或账号计算', async () => {
    const liker = resultOf(await list({ current: 1, size: 3 }, { [VISITOR_KEY_HEADER]: 'visitor-liker-1' })).list;
    expect(liker.map((m) => m.is_like)).toEqual([false, true, false]);
    const stranger = resultOf(await list({ current: 1, size: 3 }, { [VISITOR_KEY_HEADER]: 'visitor-other-2' })).list;
    expect(stranger.map((m) => m.is_like)).toEqual([false, false, false]);
  });

  it('按标签筛选，分页和总数跟着标签走', async () => {
    const tech = resultOf(await list({ current: 1, size: 3, tag: '技术' }));
    expect(tech.total).toBe(5);
    expect(tech.list.map((m) => m.message)).toEqual(['第 4 条留言', '第 5 条留言', '第 6 条留言']);
    expect(resultOf(await list({ current: 2, size: 3, tag: '技术' })).list.map((m) => m.message)).toEqual(['第 7 条留言', '第 8 条留言']);
    // Empty tag means every entry; a hidden-only tag lists nothing.
    expect(resultOf(await list({ current: 1, size: 10, tag: '' })).total).toBe(13);
    expect(resultOf(await list({ current: 1, size: 10, tag: '广告' }))).toMatchObject({ total: 0, list: [] });
  });

  it('热门标签：显示中的留言里用得最多的在前，不含空标签和隐藏留言', async () => {
    const hot = resultOf(await get<MessageHotTag[]>(server, '/api/message/getHotTagList'));
    expect(hot).toEqual([
      { tag: '技术', count: 5 },
      { tag: '生活', count: 3 },
      { tag: '鼓励', count: 1 },
    ]);
  });

  it('列表参数不对 → 400', async () => {
    const badPage = await list({ current: 0, size: 10 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('页码必须大于 0');
    const longTag = await list({ current: 1, size: 10, tag: '一二三四五六七八九十十一' });
    expect(longTag.status).toBe(400);
    expect(longTag.body.message).toBe('标签不能超过 10 个字');
  });

  it('详情：显示中的谁都能看；隐藏的只有作者和管理员能看', async () => {
    const shown = resultOf(await get<MessageItem>(server, `/api/message/getMessageById/${ids.m1}`));
    expect(shown).toMatchObject({ id: ids.m1, message: '第 1 条留言', comment_total: 3 });

    const hiddenPath = `/api/message/getMessageById/${ids.hidden0}`;
    for (const response of [await get(server, hiddenPath), await get(server, '/api/message/getMessageById/999999')]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 100, message: '留言不存在或已被删除', result: null });
    }
    const stranger = await server.tokenFor(await fixtures(server.db).user('stranger_1'));
    expect((await get(server, hiddenPath, { headers: bearer(stranger) })).body.code).toBe(100);
    const author = await server.tokenFor(ids.writer!);
    expect(resultOf(await get<MessageItem>(server, hiddenPath, { headers: bearer(author) }))).toMatchObject({ status: 2, message: '隐藏 0' });
    const admin = await server.tokenFor(ids.admin!, 1);
    expect(resultOf(await get<MessageItem>(server, hiddenPath, { headers: bearer(admin) })).status).toBe(2);
  });

  it('管理员被降为普通用户后，降级前签发的令牌也看不到隐藏的留言', async () => {
    const hiddenPath = `/api/message/getMessageById/${ids.hidden1}`;
    const formerAdmin = await fixtures(server.db).user('demoted_01');
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.admin }).where('id', '=', formerAdmin).execute();
    // Issued while the account was admin: the token says role 1 for its whole 7 days.
    const oldToken = await server.tokenFor(formerAdmin, USER_ROLE.admin);
    expect(resultOf(await get<MessageItem>(server, hiddenPath, { headers: bearer(oldToken) })).status).toBe(2);

    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.user }).where('id', '=', formerAdmin).execute();
    expect((await get(server, hiddenPath, { headers: bearer(oldToken) })).body).toEqual({ code: 100, message: '留言不存在或已被删除', result: null });
  });

  it('令牌自称管理员不算数：角色以数据库为准', async () => {
    const ordinary = await fixtures(server.db).user('claims_admin');
    const forged = await server.tokenFor(ordinary, USER_ROLE.admin);
    expect((await get(server, `/api/message/getMessageById/${ids.hidden2}`, { headers: bearer(forged) })).body.code).toBe(100);
  });
});
