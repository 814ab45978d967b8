import { afterEach, beforeAll, expect, it } from 'vitest';
import { CHAT_TEXT, USER_ROLE, type AdminChatOnline, type AdminChatPage } from '@blog/contract';
import { bearer, createAccount, login } from './helpers/accounts';
import { expectAdminOnly } from './helpers/admin';
import { connectChat, onlineIds, type ChatTestClient } from './helpers/chat';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';

const snapshot = (server: TestServer) => server.db.kysely.selectFrom('chat_message').select(['id', 'content']).orderBy('id').execute();

describeEachEngine('后台：聊天记录', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const open: ChatTestClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  const auth = () => ({ headers: bearer(tokens.boss!) });
  const history = async (body: Record<string, unknown> = {}) => resultOf(await post<AdminChatPage>(server, '/api/chat/adminList', { current: 1, size: 10, ...body }, auth()));
  const chatter = async (name: string) => {
    const client = await connectChat(server, tokens[name]);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    ids.boss = await createAccount(server.db, 'ca_boss', 'abc12345', { role: USER_ROLE.admin, nickName: '博主' });
    ids.amy = await createAccount(server.db, 'ca_amy', 'abc12345', { nickName: '艾米' });
    tokens.boss = (await login(server, 'ca_boss', 'abc12345')).token;
    tokens.amy = (await login(server, 'ca_amy', 'abc12345')).token;
    const stamp = new Date().toISOString();
    for (let i = 1; i <= 25; i++) {
      await server.db.kysely
        .insertInto('chat_message')
        .values({ user_id: ids.amy, content: i % 5 === 0 ? `关于猫的第${i}条` : `闲聊${i}`, content_type: 1, created_at: stamp, updated_at: stamp })
        .execute();
    }
    // An image whose URL happens to contain the keyword is not a text match.
    await server.db.kysely.insertInto('chat_message').values({ user_id: ids.amy, content: '/uploads/img/猫.webp', content_type: 2, created_at: stamp, updated_at: stamp }).execute();
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/chat/adminList', { current: 1, size: 10 }],
        ['GET', '/api/chat/adminOnline'],
        ['POST', '/api/chat/delete', {}],
      ],
      tokens.amy!,
      () => snapshot(server),
    );
  });

  it('历史：新的在前、分页、带作者；按文字内容搜索', async () => {
    const first = await history();
    expect(first.total).toBe(26);
    expect(first.list[0]).toMatchObject({ user_id: ids.amy, nick_name: '艾米', content_type: 'image' });
    expect(first.list.slice(1, 3).map((m) => m.content)).toEqual(['关于猫的第25条', '闲聊24']);
    const third = await history({ current: 3 });
    expect(third.list.map((m) => m.content)).toEqual(['闲聊6', '关于猫的第5条', '闲聊4', '闲聊3', '闲聊2', '闲聊1']);
    const cats = await history({ keyword: '猫' });
    expect([cats.total, cats.list.map((m) => m.content)]).toEqual([5, ['关于猫的第25条', '关于猫的第20条', '关于猫的第15条', '关于猫的第10条', '关于猫的第5条']]);
    // LIKE wildcards are literal text.
    expect((await history({ keyword: '%' })).total).toBe(0);
  });

  it('在线用户：聊天室里登录的人', async () => {
    const amy = await chatter('amy');
    await amy.next('onlineList', onlineIds([ids.amy!]));
    expect(resultOf(await get<AdminChatOnline>(server, '/api/chat/adminOnline', auth())).list).toEqual([{ user_id: ids.amy, nick_name: '艾米', avatar: '' }]);
  });

  it('删除一条：在线的人看到它消失；清空：所有人的列表清空', async () => {
    const amy = await chatter('amy');
    const victim = (await history({ keyword: '第25条' })).list[0]!;
    const removed = await call(server, 'DELETE', `/api/chat/deleteOne/${victim.id}`, auth());
    expect(removed.body).toEqual({ code: 0, message: CHAT_TEXT.reverted, result: null });
    await amy.next('revert', (m) => m.message_id === victim.id);
    expect((await history({ keyword: '第25条' })).total).toBe(0);

    const cleared = await post(server, '/api/chat/delete', {}, auth());
    expect(cleared.body).toEqual({ code: 0, message: CHAT_TEXT.cleared, result: null });
    await amy.next('clear');
    expect((await history()).total).toBe(0);
  });
});
