import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { COMMENT_TYPE, LIKE_TYPE, MESSAGE_TEXT, type MessageItem } from '@blog/contract';
import { MESSAGE_POST_LIMIT } from '../src/modules/message/routes';
import { describeEachEngine } from './helpers/engines';
import { bearer, createAccount, freshIp, fromIp, login } from './helpers/accounts';
import { fixtures } from './helpers/factory';
import { call, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { uploadImage } from './helpers/upload';

const STYLE = { color: '#1f2937', bg_color: 'rgba(255, 240, 200, 0.8)', font_size: 20, font_weight: 600 };

describeEachEngine('发布、修改、删除和隐藏留言', (engine) => {
  const server = useTestServer(engine);
  const tokens = { alice: '', bob: '', admin: '' };
  const ids = { alice: 0, bob: 0 };

  beforeAll(async () => {
    await fixtures(server.db).siteConfig({ blog_name: '留言测试' });
    ids.alice = await createAccount(server.db, 'alice_msg', 'abc12345', { nickName: '爱丽丝' });
    ids.bob = await createAccount(server.db, 'bob_msg01', 'abc12345');
    await createAccount(server.db, 'admin_msg', 'admin1234', { role: 1 });
    tokens.alice = (await login(server, 'alice_msg', 'abc12345')).token;
    tokens.bob = (await login(server, 'bob_msg01', 'abc12345')).token;
    tokens.admin = (await login(server, 'admin_msg', 'admin1234')).token;
  });

  const k = () => server.db.kysely;
  const countRows = async () => Number((await k().selectFrom('message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const row = (id: number) => k().selectFrom('message').selectAll().where('id', '=', id).executeTakeFirst();
  /** Each call from its own address, so the per-address guest limit of one test does not leak into another. */
  const add = (body: unknown, token?: string) =>
    post<MessageItem>(server, '/api/message/add', body, { headers: { ...fromIp(freshIp()), ...(token ? bearer(token) : {}) } });
  const update = (body: unknown, token: string) => post<MessageItem>(server, '/api/message/update', body, { headers: bearer(token) });
  const remove = (id: number, token?: string) => call(server, 'PUT', '/api/message/delete', { body: { idList: [id] }, headers: token ? bearer(token) : {} });
  const setGuests = (value: number) => k().updateTable('site_config').set({ allow_guest_message: value }).execute();

  it('登录用户发布：以账号署名，样式原样保存，新的一条排在列表最前', async () => {
    const created = resultOf(await add({ message: '  你好，第一次来  ', tag: '问候', nick_name: '冒名顶替', ...STYLE }, tokens.alice));
    expect(created).toMatchObject({ message: '你好，第一次来', tag: '问候', user_id: ids.alice, nick_name: '爱丽丝', ...STYLE, like_times: 0, is_like: false, comment_total: 0, status: 1 });
    const page = resultOf(await post<{ list: MessageItem[] }>(server, '/api/message/getMessageList', { current: 1, size: 10 }));
    expect(page.list[0]?.id).toBe(created.id);
    // Defaults for what a client leaves out.
    const plain = resultOf(await add({ message: '只有文字' }, tokens.alice));
    expect(plain).toMatchObject({ tag: '', color: '', bg_color: '', bg_url: '', font_size: 16, font_weight: 400 });
  });

  it('站点允许时，游客带昵称可以留言；不带昵称 → 400', async () => {
    await setGuests(1);
    const created = resultOf(await add({ message: '路过留个脚印', nick_name: ' 过客 ' }));
    expect(created).toMatchObject({ user_id: null, nick_name: '过客', message: '路过留个脚印' });
    const before = await countRows();
    for (const body of [{ message: '没有昵称' }, { message: '空昵称', nick_name: '   ' }]) {
      const response = await add(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, message: '请输入昵称', result: null });
    }
    const long = await add({ message: '昵称太长', nick_name: '一二三四五六七八九十一二三四五六七' });
    expect(long.body.message).toBe('昵称不能超过 16 个字');
    expect(await countRows()).toBe(before);
  });

  it('站点不允许游客留言 → 401 请先登录，什么都不保存；登录用户照常', async () => {
    await setGuests(2);
    try {
      const before = await countRows();
      const response = await add({ message: '我是游客', nick_name: '游客甲' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 401, message: '本站暂不允许游客留言，请先登录', result: null });
      expect(await countRows()).toBe(before);
      const config = resultOf(await call<{ allow_guest_message: number }>(server, 'GET', '/api/config'));
      expect(config.allow_guest_message).toBe(2);
      expect(resultOf(await add({ message: '登录了就可以' }, tokens.bob)).user_id).toBe(ids.bob);
    } finally {
      await setGuests(1);
    }
    expect(resultOf(await call<{ allow_guest_message: number }>(server, 'GET', '/api/config')).allow_guest_message).toBe(1);
  });

  it('过期或伪造的登录不会悄悄变成游客留言 → 401', async () => {
    const before = await countRows();
    const response = await post(server, '/api/message/add', { message: '令牌坏了', nick_name: '路人' }, { headers: { ...fromIp(freshIp()), ...bearer('not-a-real-token') } });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('登录过期，请重新登录');
    expect(await countRows()).toBe(before);
  });

  it('不合规的内容和样式 → 400 中文提示，什么都不保存', async () => {
    const cases: Array<[unknown, string]> = [
      [{ message: '   ' }, '请输入留言内容'],
      [{}, '请输入留言内容'],
      [{ message: '长'.repeat(501) }, '留言不能超过 500 个字'],
      [{ message: 'ok', tag: '十一个字的标签名字太长了' }, '标签不能超过 10 个字'],
      [{ message: 'ok', color: 'red;background:url(http://evil.example/x.png)' }, MESSAGE_TEXT.badColor],
      [{ message: 'ok', color: 'var(--x)' }, MESSAGE_TEXT.badColor],
      [{ message: 'ok', color: '#12345' }, MESSAGE_TEXT.badColor],
      [{ message: 'ok', bg_color: 'rgba(300, 0, 0, 0.5)' }, MESSAGE_TEXT.badBgColor],
      [{ message: 'ok', bg_color: 'url(javascript:alert(1))' }, MESSAGE_TEXT.badBgColor],
      [{ message: 'ok', font_size: 11 }, '字体大小应在 12–40 之间'],
      [{ message: 'ok', font_size: 41 }, '字体大小应在 12–40 之间'],
      [{ message: 'ok', font_size: 'big' }, '字体大小应在 12–40 之间'],
      [{ message: 'ok', font_weight: 450 }, '字体粗细只能是 100 到 900 之间的整百数'],
      [{ message: 'ok', font_weight: 1000 }, '字体粗细只能是 100 到 900 之间的整百数'],
      [{ message: 'ok', bg_url: 'https://evil.example/a.webp' }, '背景图片不正确，请重新上传'],
      [{ message: 'ok', bg_url: '/uploads/img/../../secrets/jwt-secret' }, '背景图片不正确，请重新上传'],
      // The right shape, but no such upload.
      [{ message: 'ok', bg_url: `/uploads/img/${'a'.repeat(64)}.webp` }, '背景图片不正确，请重新上传'],
    ];
    const before = await countRows();
    for (const [body, message] of cases) {
      const response = await add(body, tokens.alice);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await countRows()).toBe(before);
    // Emoji count as one character each: 500 of them fit.
    expect((await add({ message: '😀'.repeat(500) }, tokens.alice)).status).toBe(200);
  });

  it('背景图片：本站上传的可以用', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a3d' } }).png().toBuffer();
    const uploaded = await uploadImage(server, png, { token: tokens.alice });
    const url = uploaded.body.result!.url;
    const created = resultOf(await add({ message: '带背景图', bg_url: url, bg_color: '#abc' }, tokens.alice));
    expect(created).toMatchObject({ bg_url: url, bg_color: '#abc' });
  });

  it('只能修改自己的留言：别人的 → 403，游客的 → 403，内容不变', async () => {
    const mine = resultOf(await add({ message: '爱丽丝的原话', tag: '心情' }, tokens.alice));
    const foreign = await update({ id: mine.id, message: '鲍勃改的' }, tokens.bob);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 403, message: '只能编辑自己的留言', result: null });
    // The admin moderates (hide, delete) but does not put words in other people's mouths.
    expect((await update({ id: mine.id, message: '管理员改的' }, tokens.admin)).status).toBe(403);
    expect((await row(mine.id))?.content).toBe('爱丽丝的原话');

    const guest = resultOf(await add({ message: '游客的话', nick_name: '游客乙' }));
    const guestEdit = await update({ id: guest.id, message: '改游客的' }, tokens.alice);
    expect(guestEdit.status).toBe(403);
    expect(guestEdit.body.message).toBe('游客留言不能编辑');

    const anonymous = await post(server, '/api/message/update', { id: mine.id, message: '匿名改' });
    expect(anonymous.status).toBe(401);
    expect((await row(mine.id))?.content).toBe('爱丽丝的原话');

    const edited = resultOf(await update({ id: mine.id, message: '爱丽丝改过了', tag: '心情', color: '#f00', font_size: 30, font_weight: 900 }, tokens.alice));
    expect(edited).toMatchObject({ id: mine.id, message: '爱丽丝改过了', color: '#f00', font_size: 30, font_weight: 900, nick_name: '爱丽丝' });
    const stored = await row(mine.id);
    expect(stored).toMatchObject({ content: '爱丽丝改过了', color: '#f00', user_id: ids.alice });

    const invalid = await update({ id: mine.id, message: '', color: '#f00' }, tokens.alice);
    expect(invalid.status).toBe(400);
    expect((await row(mine.id))?.content).toBe('爱丽丝改过了');
    expect((await update({ id: 999_999, message: '不存在' }, tokens.alice)).body).toEqual({ code: 100, message: '留言不存在或已被删除', result: null });
  });

  it('删除：别人的 → 403 且还在；自己的可以，连同评论和点赞一起删除', async () => {
    const mine = resultOf(await add({ message: '要删掉的留言' }, tokens.alice));
    const comment = await k()
      .insertInto('comment')
      .values({ type: COMMENT_TYPE.message, for_id: mine.id, parent_id: null, from_user: ids.bob, to_user: null, content: '评论', created_at: '2024-01-01', updated_at: '2024-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k()
      .insertInto('comment')
      .values({ type: COMMENT_TYPE.message, for_id: mine.id, parent_id: comment.id, from_user: ids.alice, to_user: ids.bob, content: '回复', created_at: '2024-01-01', updated_at: '2024-01-01' })
      .execute();
    await k()
      .insertInto('like')
      .values({ type: LIKE_TYPE.message, for_id: mine.id, liker: `u:${ids.bob}`, user_id: ids.bob, created_at: '2024-01-01', updated_at: '2024-01-01' })
      .execute();

    const foreign = await remove(mine.id, tokens.bob);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 403, message: '只能删除自己的留言', result: null });
    expect(await row(mine.id)).toBeDefined();
    expect((await remove(mine.id)).status).toBe(401);

    expect((await remove(mine.id, tokens.alice)).body).toEqual({ code: 0, message: '删除成功', result: null });
    expect(await row(mine.id)).toBeUndefined();
    expect(await k().selectFrom('comment').select('id').where('type', '=', COMMENT_TYPE.message).where('for_id', '=', mine.id).execute()).toEqual([]);
    expect(await k().selectFrom('like').select('id').where('type', '=', LIKE_TYPE.message).where('for_id', '=', mine.id).execute()).toEqual([]);
    expect((await remove(mine.id, tokens.alice)).body.code).toBe(100);
  });

  it('管理员隐藏、恢复、删除任何留言；普通用户隐藏 → 403，未登录 → 401', async () => {
    const entry = resultOf(await add({ message: '可能要被隐藏', nick_name: '游客丙' }));
    const listed = async () =>
      resultOf(await post<{ list: MessageItem[] }>(server, '/api/message/getMessageList', { current: 1, size: 50 })).list.some((m) => m.id === entry.id);
    expect(await listed()).toBe(true);

    const byUser = await put(server, `/api/message/hide/${entry.id}`, { headers: bearer(tokens.alice) });
    expect(byUser.status).toBe(403);
    expect(byUser.body.message).toBe('权限不足');
    expect((await put(server, `/api/message/hide/${entry.id}`)).status).toBe(401);
    expect((await row(entry.id))?.status).toBe(1);

    expect(resultOf(await put(server, `/api/message/hide/${entry.id}`, { headers: bearer(tokens.admin) }))).toBeNull();
    expect((await row(entry.id))?.status).toBe(2);
    expect(await listed()).toBe(false);
    expect((await put(server, `/api/message/show/${entry.id}`, { headers: bearer(tokens.alice) })).status).toBe(403);
    resultOf(await put(server, `/api/message/show/${entry.id}`, { headers: bearer(tokens.admin) }));
    expect(await listed()).toBe(true);
    expect((await put(server, '/api/message/hide/999999', { headers: bearer(tokens.admin) })).body.code).toBe(100);

    // A guest entry has no author to delete it: the admin can.
    expect((await remove(entry.id, tokens.admin)).body.code).toBe(0);
    expect(await row(entry.id)).toBeUndefined();
  });

  it(`发布太频繁 → 429（每个账号 ${MESSAGE_POST_LIMIT.max} 条），不保存`, async () => {
    const id = await createAccount(server.db, 'flooder_1', 'abc12345');
    const token = await server.tokenFor(id);
    for (let i = 0; i < MESSAGE_POST_LIMIT.max; i++) resultOf(await add({ message: `第 ${i} 条` }, token));
    const before = await countRows();
    const refused = await add({ message: '再来一条' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('留言太频繁了，请稍后再试');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await countRows()).toBe(before);
    // Every account has its own budget.
    expect((await add({ message: '别人不受影响' }, tokens.bob)).status).toBe(200);
  });
});
