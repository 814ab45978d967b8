import { beforeAll, expect, it } from 'vitest';
import { COMMENT_TYPE, LIKE_TYPE } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import { expectOriginalDate, expectOriginalSuccess, originalCall, originalGuest, originalUser, type OriginalClient } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/*
 * The comment calls as the original client makes them (ORIGINAL-CLIENT-API.md §2.4, §5 #13–#15):
 * its own bodies (from_* fields, string ids, loading: true, user_id), the raw token, and every field
 * it reads, with the type it reads it as.
 */
describeEachEngine('原版前端：评论', (engine) => {
  const server = useTestServer(engine);
  let articleId = 0;
  let alice: OriginalClient;
  let bob: OriginalClient;
  let carol: OriginalClient;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    articleId = await fixtures(server.db).article({ title: '原版前端评论的文章' });
    alice = await originalUser(server, { nickName: '爱丽丝' });
    bob = await originalUser(server, { nickName: '鲍勃' });
    carol = await originalUser(server, { nickName: '卡罗尔' });
    await server.db.kysely.updateTable('user').set({ avatar: '/uploads/alice.webp' }).where('id', '=', alice.userId!).execute();
  });

  /** The client's own bodies: `user_id` only when logged in (JSON.stringify drops undefined). */
  const parentsBody = (client: OriginalClient, order: string, forId: number | string = articleId) => ({
    current: 1,
    size: 5,
    type: 1,
    for_id: forId,
    order,
    user_id: client.userId,
    loading: true,
  });
  const childrenBody = (client: OriginalClient, parentId: number) => ({
    current: 1,
    size: 5,
    type: 1,
    for_id: articleId,
    parent_id: parentId,
    loading: true,
    user_id: client.userId,
  });
  const addBody = (client: OriginalClient, content: string, extra: Record<string, unknown> = {}) => ({
    from_id: client.userId,
    from_avatar: '',
    from_name: 'whatever the client had',
    content,
    for_id: articleId,
    type: 1,
    author_id: 1,
    ...extra,
  });

  const total = async (forId: number | string = articleId) => {
    const response = await originalCall(server, originalGuest(), 'POST', '/api/comment/getCommentTotal', { type: 1, for_id: forId });
    expectOriginalSuccess(response);
    return response.body.result;
  };

  it('发表评论：原版的请求体（from_*、author_id、HTML 和 emoji 实体）不会 400，作者取自令牌', async () => {
    const response = await originalCall(server, alice, 'POST', '/api/comment/add', addBody(alice, '写得真好&#128512<br>'));
    expectOriginalSuccess(response);
    made.alice = response.body.result.id;
    // from_id in the body names someone else: the comment is still the token's user's.
    const spoofed = await originalCall(server, bob, 'POST', '/api/comment/add', addBody(bob, '第二条', { from_id: alice.userId, from_name: '爱丽丝' }));
    expectOriginalSuccess(spoofed);
    expect([spoofed.body.result.from_id, spoofed.body.result.from_name]).toEqual([bob.userId, '鲍勃']);
    made.bob = spoofed.body.result.id;
    const rows = await server.db.kysely.selectFrom('comment').select(['id', 'from_user', 'content']).where('for_id', '=', articleId).orderBy('id').execute();
    expect(rows.map((row) => [row.from_user, row.content])).toEqual([
      // Markup is reduced to harmless tags (the original client shows comments with v-html); the entity becomes its character.
      [alice.userId, '写得真好😀<br>'],
      [bob.userId, '第二条'],
    ]);
  });

  it('带脚本、图片或事件的标记在保存前去掉，原版前端的 v-html 不会执行它；只剩标记时 400，什么都不写入', async () => {
    const response = await originalCall(server, carol, 'POST', '/api/comment/add', addBody(carol, '<img src=x onerror=alert(1)><div onclick="x()">好<script>alert(2)</script></div>'));
    expectOriginalSuccess(response);
    expect(response.body.result.content).toBe('<div>好</div>');
    // Plain text, angle brackets included, is stored as written.
    const plain = await originalCall(server, carol, 'POST', '/api/comment/add', addBody(carol, 'a < b && c > d'));
    expect(plain.body.result.content).toBe('a < b && c > d');
    const empty = await originalCall(server, carol, 'POST', '/api/comment/add', addBody(carol, '<img src=x onerror=alert(1)>'));
    expect(empty.status).toBe(400);
    expectOriginalSuccess(await originalCall(server, carol, 'DELETE', `/api/comment/delete/${response.body.result.id}/0`));
    expectOriginalSuccess(await originalCall(server, carol, 'DELETE', `/api/comment/delete/${plain.body.result.id}/0`));
    expect(await total()).toBe(2);
  });

  it('游客不能评论：401（原版前端会提示并打开登录框），什么都不写入', async () => {
    const guest = originalGuest();
    const response = await originalCall(server, guest, 'POST', '/api/comment/add', addBody(guest, '游客的评论', { from_id: undefined }));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('请先登录');
    expect(await total()).toBe(2);
  });

  it('回复：to_id 指明回复谁；回复的回复写给那个人，并通知他', async () => {
    // Bob answers Alice's comment.
    const first = await originalCall(server, bob, 'POST', '/api/comment/apply', {
      ...addBody(bob, '同意'),
      to_id: alice.userId,
      to_avatar: '',
      to_name: '爱丽丝',
      parent_id: made.alice,
    });
    expectOriginalSuccess(first);
    expect([first.body.result.to_id, first.body.result.to_name]).toEqual([alice.userId, '爱丽丝']);
    made.bobReply = first.body.result.id;
    // Carol answers Bob's reply: same thread (parent_id is the top-level comment), addressed to Bob.
    const second = await originalCall(server, carol, 'POST', '/api/comment/apply', {
      ...addBody(carol, '我也同意 bob'),
      to_id: bob.userId,
      to_avatar: '',
      to_name: '鲍勃',
      parent_id: made.alice,
    });
    expectOriginalSuccess(second);
    expect([second.body.result.from_id, second.body.result.to_id, second.body.result.to_name]).toEqual([carol.userId, bob.userId, '鲍勃']);
    made.carolReply = second.body.result.id;

    const inbox = await server.db.kysely.selectFrom('notify').select(['type', 'to_id', 'message']).where('user_id', '=', bob.userId!).execute();
    expect(inbox).toEqual([{ type: 1, to_id: articleId, message: expect.stringContaining('卡罗尔 在文章《原版前端评论的文章》下回复了你') }]);
    // to_id names the person answered; someone not in the thread is refused, nothing is written.
    const stranger = await originalUser(server);
    const bad = await originalCall(server, alice, 'POST', '/api/comment/apply', { ...addBody(alice, '串楼'), to_id: stranger.userId, parent_id: made.alice });
    expect(bad.status).not.toBe(200);
    expect(await total()).toBe(4);
  });

  it('评论总数：result 是数字（一级评论加回复），文章编号是字符串也行', async () => {
    expect(await total()).toBe(4);
    expect(await total(String(articleId))).toBe(4);
    expect(typeof (await total())).toBe('number');
  });

  it('一级评论：扁平的 from_*、is_like、ipAddress、thumbs_up、站点时间；hot 按点赞数、new 按时间', async () => {
    // Alice likes Bob's comment (logged in, user_id in the body as the client sends it).
    expectOriginalSuccess(await originalCall(server, alice, 'POST', '/api/like/addLike', { for_id: made.bob, type: LIKE_TYPE.comment, user_id: alice.userId }));

    const hot = await originalCall(server, alice, 'POST', '/api/comment/frontGetParentComment', parentsBody(alice, 'hot', String(articleId)));
    expectOriginalSuccess(hot);
    expect(hot.body.result).toMatchObject({ total: 2 });
    const list = hot.body.result.list;
    expect(list.map((c: { id: number }) => c.id)).toEqual([made.bob, made.alice]);
    for (const c of list) {
      expect(typeof c.id).toBe('number');
      expect(typeof c.from_id).toBe('number');
      expect(typeof c.from_name).toBe('string');
      expect(typeof c.from_avatar).toBe('string');
      expect(typeof c.content).toBe('string');
      expect(typeof c.ipAddress).toBe('string');
      expect(c.ipAddress.length).toBeGreaterThan(0);
      expect(typeof c.is_like).toBe('boolean');
      expect(typeof c.thumbs_up).toBe('number');
      expectOriginalDate(c.createdAt);
    }
    expect(list[0]).toMatchObject({ from_id: bob.userId, from_name: '鲍勃', is_like: true, thumbs_up: 1 });
    // The avatar is the user's current one, not what the client sent.
    expect(list[1]).toMatchObject({ from_id: alice.userId, from_name: '爱丽丝', from_avatar: '/uploads/alice.webp', is_like: false, content: '写得真好😀<br>' });

    const fresh = await originalCall(server, bob, 'POST', '/api/comment/frontGetParentComment', parentsBody(bob, 'new'));
    expectOriginalSuccess(fresh);
    expect(fresh.body.result.list.map((c: { id: number; is_like: boolean }) => [c.id, c.is_like])).toEqual([
      [made.bob, false],
      [made.alice, false],
    ]);
    // A guest's request has no user_id; anything but "new" reads as hot, as the original.
    const guest = originalGuest();
    const odd = await originalCall(server, guest, 'POST', '/api/comment/frontGetParentComment', parentsBody(guest, 'popular'));
    expectOriginalSuccess(odd);
    expect(odd.body.result.list.map((c: { id: number }) => c.id)).toEqual([made.bob, made.alice]);
  });

  it('回复列表：带 to_id、to_name、to_avatar，旧的在前', async () => {
    const response = await originalCall(server, carol, 'POST', '/api/comment/frontGetChildrenComment', childrenBody(carol, made.alice!));
    expectOriginalSuccess(response);
    expect(response.body.result.total).toBe(2);
    const replies = response.body.result.list;
    expect(replies.map((r: { from_name: string; to_name: string }) => [r.from_name, r.to_name])).toEqual([
      ['鲍勃', '爱丽丝'],
      ['卡罗尔', '鲍勃'],
    ]);
    expect(replies[0]).toMatchObject({ to_id: alice.userId, to_avatar: '/uploads/alice.webp', parent_id: made.alice, is_like: false });
    for (const r of replies) {
      expectOriginalDate(r.createdAt);
      expect(typeof r.ipAddress).toBe('string');
      expect(typeof r.thumbs_up).toBe('number');
    }
  });

  it('说说下的评论用同样的请求体', async () => {
    const talk = await server.db.kysely
      .insertInto('talk')
      .values({ user_id: alice.userId!, content: '一条说说', status: 1, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await originalCall(server, bob, 'POST', '/api/comment/add', { ...addBody(bob, '说说的评论'), for_id: talk.id, type: COMMENT_TYPE.talk, author_id: alice.userId });
    expectOriginalSuccess(response);
    const count = await originalCall(server, originalGuest(), 'POST', '/api/comment/getCommentTotal', { type: COMMENT_TYPE.talk, for_id: talk.id });
    expect(count.body.result).toBe(1);
  });

  it('删除：原版的 DELETE 带裸令牌；别人的评论 403，自己的回复能删，一级评论连回复一起删', async () => {
    const notMine = await originalCall(server, bob, 'DELETE', `/api/comment/delete/${made.alice}/0`);
    expect(notMine.status).toBe(403);
    expect(await total()).toBe(4);

    expectOriginalSuccess(await originalCall(server, carol, 'DELETE', `/api/comment/delete/${made.carolReply}/${made.alice}`));
    expect(await total()).toBe(3);
    expectOriginalSuccess(await originalCall(server, alice, 'DELETE', `/api/comment/delete/${made.alice}/0`));
    expect(await total()).toBe(1);
    const guest = await originalCall(server, originalGuest(), 'DELETE', `/api/comment/delete/${made.bob}/0`);
    expect(guest.status).toBe(401);
  });
});
