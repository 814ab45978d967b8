import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/engines';
import { expectOriginalSuccess, originalCall, originalUser } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/** ORIGINAL-CLIENT-API.md §1.2 and §1.4: the token goes raw in Authorization; "Bearer <token>" works too. */
describeEachEngine('原版客户端：登录凭据', (engine) => {
  const server = useTestServer(engine);

  const profile = (nick: string) => ({ id: 0, nick_name: nick, avatar: '', avatarList: [], role: 2, qq: '', ipAddress: '' });

  it('原始 token 和 Bearer token 都能调用要登录的接口', async () => {
    const user = await originalUser(server);
    const raw = await originalCall(server, user, 'PUT', '/api/user/updateOwnUserInfo', { ...profile('原始令牌'), id: user.userId });
    expectOriginalSuccess(raw);
    const bearer = await originalCall(server, { ...user, token: `Bearer ${user.token}` }, 'PUT', '/api/user/updateOwnUserInfo', { ...profile('带前缀'), id: user.userId });
    expectOriginalSuccess(bearer);
    const row = await server.db.kysely.selectFrom('user').select('nick_name').where('id', '=', user.userId!).executeTakeFirstOrThrow();
    expect(row.nick_name).toBe('带前缀');
  });

  it('无效的原始 token → 401，什么都不改', async () => {
    const user = await originalUser(server);
    const before = await server.db.kysely.selectFrom('user').select('nick_name').where('id', '=', user.userId!).executeTakeFirstOrThrow();
    const response = await originalCall(server, { ...user, token: `${user.token}x` }, 'PUT', '/api/user/updateOwnUserInfo', { ...profile('不该改'), id: user.userId });
    expect(response.status).toBe(401);
    expect(typeof response.body.message).toBe('string');
    const after = await server.db.kysely.selectFrom('user').select('nick_name').where('id', '=', user.userId!).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
