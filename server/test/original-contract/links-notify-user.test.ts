import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_AVATAR_URL } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import { uniqueName } from '../helpers/accounts';
import {
  expectOriginalDate,
  expectOriginalSuccess,
  originalCall,
  originalGuest,
  originalUser,
  type OriginalClient,
} from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/*
 * Friend links, the notification drawer and the user calls as the original Vue client makes them
 * (ORIGINAL-CLIENT-API.md §2.5, §2.7, §5 #18, #19, #24, #26).
 */

describeEachEngine('原版客户端：友链、消息通知、用户', (engine) => {
  const server = useTestServer(engine);
  let alice: OriginalClient;
  let bob: OriginalClient;
  let admin: OriginalClient;

  beforeAll(async () => {
    await fixtures(server.db).siteConfig({ blog_name: '友链契约' });
    alice = await originalUser(server, { nickName: '爱丽丝' });
    bob = await originalUser(server, { nickName: '鲍勃' });
    admin = await originalUser(server, { role: 1 });
  });

  /** addFriendLinks: the form, the el-upload list, status 1 and the own id; site_avatar "" without an upload. */
  const applyBody = (client: OriginalClient, name: string) => ({
    site_name: name,
    site_desc: '一个小站',
    url: 'https://example.com/',
    site_avatar: '',
    bgList: [],
    status: 1,
    user_id: client.userId,
  });

  it('申请友链：原版请求体（空头像、bgList、status）不是 400；再申请一次 → 新内容替换待审核的申请（code 0）', async () => {
    const first = await originalCall(server, alice, 'POST', '/api/links/add', applyBody(alice, '爱丽丝小栈'));
    expectOriginalSuccess(first);
    const again = await originalCall(server, alice, 'POST', '/api/links/add', applyBody(alice, '爱丽丝小站'));
    expectOriginalSuccess(again);
    expect((await originalCall(server, alice, 'GET', '/api/links/getOwnLink')).body.result).toMatchObject({ site_name: '爱丽丝小站', status: 1 });
    // A guest never reaches the call in the original UI; the server still wants a login.
    expect((await originalCall(server, originalGuest(), 'POST', '/api/links/add', applyBody(alice, '游客'))).status).toBe(401);
  });

  it('友链列表：条目带 user_id（本人看到编辑图标）；frontUpdate 发回整条和 bgList 不是 400', async () => {
    const own = await originalCall(server, alice, 'GET', '/api/links/getOwnLink');
    const id = Number(own.body.result.id);
    expectOriginalSuccess(await originalCall(server, admin, 'PUT', `/api/links/approve/${id}`, {}));

    const page = await originalCall(server, originalGuest(), 'POST', '/api/links/getLinksList', { current: 1, size: 6, status: 2 });
    expectOriginalSuccess(page);
    const item = page.body.result.list.find((l: { id: number }) => l.id === id);
    expect(item).toMatchObject({ site_name: '爱丽丝小站', site_desc: '一个小站', url: 'https://example.com/', site_avatar: '' });
    // The client compares loosely (`own id == user_id`).
    expect(item.user_id == alice.userId).toBe(true); // the original client's own loose comparison
    expect(typeof page.body.result.total).toBe('number');

    const stored = { ...item, status: 1, createdAt: '2026-11-24 10:00:00', updatedAt: '2026-11-24 10:00:00' };
    const update = await originalCall(server, alice, 'POST', '/api/links/frontUpdate', {
      ...stored,
      site_desc: '改过的描述',
      bgList: [{ id: 1, url: '', name: [''] }],
    });
    expectOriginalSuccess(update);
    const mine = await originalCall(server, alice, 'GET', '/api/links/getOwnLink');
    expect(mine.body.result).toMatchObject({ site_desc: '改过的描述', status: 1 });
    expectOriginalDate(mine.body.result.createdAt);
  });

  it('消息通知：原始 token；userId 写别人的也只拿到自己的；createdAt 为站点格式；update/delete 带 {} 成功', async () => {
    // Approving Alice's link sent her a notification (our type 5: the original client's switch has no case for it, so a click only marks it read).
    const list = await originalCall(server, alice, 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: alice.userId });
    expectOriginalSuccess(list);
    expect(list.body.result.total).toBeGreaterThanOrEqual(1);
    const first = list.body.result.list[0];
    expect(typeof first.id).toBe('number');
    expect(typeof first.message).toBe('string');
    expect(first.isView).toBe(1);
    expect(['1', '2', '3', '4', '5']).toContain(String(first.type));
    expectOriginalDate(first.createdAt);

    // Bob naming Alice's id reads his own (empty) list, not hers.
    const nosy = await originalCall(server, bob, 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: alice.userId });
    expectOriginalSuccess(nosy);
    expect(nosy.body.result.list.map((n: { id: number }) => n.id)).not.toContain(first.id);
    // Nor may he mark or delete hers: a yellow notice, nothing changes.
    expect(String((await originalCall(server, bob, 'PUT', `/api/notify/update/${first.id}`, {})).body.code)).toBe('100');

    expectOriginalSuccess(await originalCall(server, alice, 'PUT', `/api/notify/update/${first.id}`, {}));
    const read = await originalCall(server, alice, 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: alice.userId });
    expect(read.body.result.list.find((n: { id: number }) => n.id === first.id).isView).toBe(2);
    expectOriginalSuccess(await originalCall(server, alice, 'PUT', `/api/notify/delete/${first.id}`, {}));
    const gone = await originalCall(server, alice, 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: alice.userId });
    expect(gone.body.result.list.map((n: { id: number }) => n.id)).not.toContain(first.id);

    // Without a login: 401 (the original needed none; ours keeps the drawer to its owner).
    expect((await originalCall(server, originalGuest(), 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: alice.userId })).status).toBe(401);
  });

  it('注册的新用户有本站的默认头像；图片由本站提供；个人中心把它原样发回可以保存', async () => {
    const guest = originalGuest();
    const username = uniqueName('r');
    expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/user/register', { username, password: 'secret123a', nick_name: '' }));
    const login = await originalCall(server, guest, 'POST', '/api/user/login', { username, password: 'secret123a' });
    expectOriginalSuccess(login);
    const me: OriginalClient = { ...guest, token: String(login.body.result.token), userId: Number(login.body.result.id) };

    const info = await originalCall(server, me, 'GET', `/api/user/getUserInfoById/${me.userId}`);
    expectOriginalSuccess(info);
    expect(info.body.result).toMatchObject({ id: me.userId, avatar: DEFAULT_AVATAR_URL });
    expect(typeof info.body.result.id).toBe('number');

    const picture = await fetch(`${server.baseUrl}${DEFAULT_AVATAR_URL}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toContain('<svg');

    const save = await originalCall(server, me, 'PUT', '/api/user/updateOwnUserInfo', { ...info.body.result, nick_name: '新昵称', avatarList: [{ url: DEFAULT_AVATAR_URL }], qq: '', ipAddress: '' });
    expectOriginalSuccess(save);
  });

  it('已有的无头像账号在回答里也显示默认头像', async () => {
    await server.db.kysely.updateTable('user').set({ avatar: '' }).where('id', '=', bob.userId!).execute();
    const info = await originalCall(server, originalGuest(), 'GET', `/api/user/getUserInfoById/${bob.userId}`);
    expect(info.body.result.avatar).toBe(DEFAULT_AVATAR_URL);
  });

  it('getUserInfoById/undefined（退出登录后）：不崩溃，HTTP 200、code 100', async () => {
    for (const id of ['undefined', 'null', '0']) {
      const response = await originalCall(server, originalGuest(), 'GET', `/api/user/getUserInfoById/${id}`);
      expect(response.status, id).toBe(200);
      expect(String(response.body.code)).toBe('100');
    }
  });
});
