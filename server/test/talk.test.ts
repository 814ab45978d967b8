import { beforeAll, expect, it } from 'vitest';
import {
  COMMENT_TYPE,
  LIKE_TYPE,
  TALK_MISSING_MESSAGE,
  TALK_STATUS,
  VISITOR_KEY_HEADER,
  type LikeState,
  type PageResult,
  type TalkItem,
} from '@blog/contract';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const visitor = (key: string) => ({ headers: { [VISITOR_KEY_HEADER]: key } });

describeEachEngine('说说', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const k = server.db.kysely;
    const f = fixtures(server.db);
    ids.author = await f.user('blogger01');
    ids.reader = await f.user('reader01');
    await k.updateTable('user').set({ role: 1, nick_name: '博主', avatar: '/uploads/me.webp' }).where('id', '=', ids.author).execute();

    const talk = async (content: string, createdAt: string, options: { pinned?: boolean; private?: boolean } = {}) => {
      const row = await k
        .insertInto('talk')
        .values({
          user_id: ids.author!,
          content,
          status: options.private ? TALK_STATUS.private : TALK_STATUS.public,
          is_top: options.pinned ? 1 : 2,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    // The pinned post is the oldest one: it must still lead the list.
    ids.pinned = await talk('置顶的说说', '2023-12-01T08:00:00.000Z', { pinned: true });
    ids.old = await talk('旧的说说', '2024-01-01T08:00:00.000Z');
    ids.newer = await talk('第一行\n第二行', '2024-03-01T08:00:00.000Z');
    ids.secret = await talk('私密的说说', '2024-04-01T08:00:00.000Z', { private: true });

    // Inserted out of order: the list must follow `sort`, not insertion order.
    const stamp = '2024-03-01T08:00:00.000Z';
    for (const [url, sort] of [
      ['/uploads/c.webp', 2],
      ['/uploads/a.webp', 0],
      ['/uploads/b.webp', 1],
    ] as const) {
      await k.insertInto('talk_photo').values({ talk_id: ids.newer, url, sort, created_at: stamp, updated_at: stamp }).execute();
    }

    const community = communityFixtures(server.db);
    const comment = (values: { for_id: number; type?: number; parent_id?: number; status?: number }) =>
      community.comment({ type: values.type ?? COMMENT_TYPE.talk, forId: values.for_id, parentId: values.parent_id, fromUser: ids.reader!, status: values.status });
    const first = await comment({ for_id: ids.newer });
    await comment({ for_id: ids.newer });
    await comment({ for_id: ids.newer, parent_id: first });
    // Not counted: hidden by the admin, a reply under a hidden comment, and an article's comment with the same for_id.
    const hidden = await comment({ for_id: ids.newer, status: 2 });
    await comment({ for_id: ids.newer, parent_id: hidden });
    await comment({ for_id: ids.newer, type: COMMENT_TYPE.article });
  });

  const list = async (current = 1, size = 10, options?: Parameters<typeof post>[3]) =>
    resultOf(await post<PageResult<TalkItem>>(server, '/api/talk/blogGetTalkList', { current, size }, options));

  it('只列出公开的说说，置顶在前，其余新的在前', async () => {
    const page = await list();
    expect(page.list.map((t) => t.id)).toEqual([ids.pinned, ids.newer, ids.old]);
    expect(page.total).toBe(3);
    expect(page.list[0]!.is_top).toBe(1);
    expect(page.list.some((t) => t.content.includes('私密'))).toBe(false);
  });

  it('每条带作者（user_id、nick_name、avatar）、按顺序的图片、原样的换行、站点时间和评论数', async () => {
    const item = (await list()).list.find((t) => t.id === ids.newer)!;
    expect(item.content).toBe('第一行\n第二行');
    expect(item.talkImgList).toEqual(['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']);
    expect([item.user_id, item.nick_name, item.avatar]).toEqual([ids.author, '博主', '/uploads/me.webp']);
    // Beijing wall time of 2024-03-01T08:00:00Z, as the original client prints and parses it.
    expect(item.createdAt).toBe('2024-03-01 16:00:00');
    expect(item.comment_count).toBe(3);
    const plain = (await list()).list.find((t) => t.id === ids.old)!;
    // Like the original, a post without images has no talkImgList at all.
    expect('talkImgList' in plain).toBe(false);
    expect(plain.comment_count).toBe(0);
  });

  it('通过 /api/like/addLike 点赞后，同一访客看到 is_like，别人看不到', async () => {
    const key = visitor('talk-visitor-1');
    const liked = resultOf(await post<LikeState>(server, '/api/like/addLike', { for_id: ids.old, type: LIKE_TYPE.talk }, key));
    expect(liked).toEqual({ liked: true, count: 1 });

    const mine = (await list(1, 10, key)).list.find((t) => t.id === ids.old)!;
    expect(mine).toMatchObject({ is_like: true, like_times: 1 });
    const stranger = (await list(1, 10, visitor('talk-visitor-2'))).list.find((t) => t.id === ids.old)!;
    expect(stranger).toMatchObject({ is_like: false, like_times: 1 });
    const anonymous = (await list()).list.find((t) => t.id === ids.old)!;
    expect(anonymous.is_like).toBe(false);

    resultOf(await post(server, '/api/like/cancelLike', { for_id: ids.old, type: LIKE_TYPE.talk }, key));
    expect((await list(1, 10, key)).list.find((t) => t.id === ids.old)).toMatchObject({ is_like: false, like_times: 0 });
  });

  it('登录用户按账号判断是否点过赞', async () => {
    const auth = { headers: { authorization: `Bearer ${await server.tokenFor(ids.reader!)}` } };
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.pinned, type: LIKE_TYPE.talk }, auth));
    expect((await list(1, 10, auth)).list.find((t) => t.id === ids.pinned)!.is_like).toBe(true);
    expect((await list(1, 10, visitor('talk-visitor-3'))).list.find((t) => t.id === ids.pinned)!.is_like).toBe(false);
  });

  it('分页不重不漏', async () => {
    const first = await list(1, 2);
    const second = await list(2, 2);
    expect(first).toMatchObject({ current: 1, size: 2, total: 3 });
    expect([...first.list, ...second.list].map((t) => t.id)).toEqual([ids.pinned, ids.newer, ids.old]);
    expect((await list(3, 2)).list).toEqual([]);
  });

  it('分页参数不对：400 和中文说明', async () => {
    const bad: [unknown, string][] = [
      [{ current: 0, size: 10 }, '页码必须大于 0'],
      [{ current: 1, size: 0 }, '每页条数必须大于 0'],
      [{ current: 1, size: 51 }, '每页条数不能大于 50'],
      [{ current: 'abc', size: 10 }, '页码必须是数字'],
      [{ current: 1.5, size: 10 }, '页码必须是整数'],
    ];
    for (const [body, message] of bad) {
      const response = await post(server, '/api/talk/blogGetTalkList', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, message, result: null });
    }
    const noBody = await post(server, '/api/talk/blogGetTalkList', '');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('按编号取一条：公开的能取到，私密或不存在的给出中文提示', async () => {
    const key = visitor('talk-visitor-4');
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.newer, type: LIKE_TYPE.talk }, key));
    const item = resultOf(await get<TalkItem>(server, `/api/talk/getTalkById/${ids.newer}`, key));
    expect(item).toMatchObject({ id: ids.newer, is_like: true, comment_count: 3, talkImgList: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'] });

    for (const id of [ids.secret, 987_654]) {
      const response = await get(server, `/api/talk/getTalkById/${id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 100, message: TALK_MISSING_MESSAGE, result: null });
    }
    for (const id of ['abc', '0', '-3']) {
      const response = await get(server, `/api/talk/getTalkById/${id}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^编号/);
    }
  });

  it('答复带着各自的 is_like，不让共享缓存保存', async () => {
    const response = await post(server, '/api/talk/blogGetTalkList', { current: 1, size: 10 });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const one = await get(server, `/api/talk/getTalkById/${ids.old}`);
    expect(one.headers.get('cache-control')).toBe('private, no-cache');
  });
});
