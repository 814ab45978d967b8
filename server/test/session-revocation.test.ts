import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_TEXT, LIKE_TYPE } from '@blog/contract';
import { bearer, createAccount, freshIp, fromIp, login, uniqueName } from './helpers/accounts';
import { connectChat, type ChatTestClient } from './helpers/chat';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { post, put } from './helpers/http';
import { useTestServer } from './helpers/server';

const EXPIRED = { code: 401, message: '登录过期，请重新登录', result: null };

describeEachEngine('改密码后旧的登录失效', (engine) => {
  const server = useTestServer(engine);
  const open: ChatTestClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  /** A user logged in twice: on the phone (the stolen session) and on the laptop, which changes the password. */
  async function twoSessions() {
    const username = uniqueName('s');
    const id = await createAccount(server.db, username, 'old-pass1');
    const phone = (await login(server, username, 'old-pass1')).token;
    const laptop = (await login(server, username, 'old-pass1')).token;
    const changed = await put(server, '/api/user/updatePassword', {
      body: { password: 'old-pass1', password1: 'new-pass22', password2: 'new-pass22' },
      headers: bearer(laptop),
    });
    expect(changed.body).toEqual({ code: 0, message: '密码修改成功', result: { password_stamp: expect.any(String) } });
    return { id, username, phone, laptop };
  }

  const notifyList = (token: string, userId: number) => post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId }, { headers: bearer(token) });

  it('其他设备上的 token 立即 401「登录过期，请重新登录」', async () => {
    const { id, phone } = await twoSessions();
    const response = await notifyList(phone, id);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(EXPIRED);
  });

  it('改密码的这次登录也要用新密码重新登录（网页端改密码后会弹出登录框）', async () => {
    const { id, username, laptop } = await twoSessions();
    expect((await notifyList(laptop, id)).body).toEqual(EXPIRED);
    const fresh = await login(server, username, 'new-pass22');
    expect((await notifyList(fresh.token, id)).status).toBe(200);
  });

  it('旧 token 不能再改密码，也不能改资料', async () => {
    const { phone, username } = await twoSessions();
    const again = await put(server, '/api/user/updatePassword', {
      body: { password: 'new-pass22', password1: 'thief-pass3', password2: 'thief-pass3' },
      headers: bearer(phone),
    });
    expect(again.body).toEqual(EXPIRED);
    expect((await put(server, '/api/user/updateOwnUserInfo', { body: { nick_name: '小偷', avatar: '' }, headers: bearer(phone) })).body).toEqual(EXPIRED);
    const thief = await post(server, '/api/user/login', { username, password: 'thief-pass3' }, { headers: fromIp(freshIp()) });
    expect(thief.body.message).toBe('用户名或密码错误');
  });

  it('聊天室里旧 token 只是游客', async () => {
    const { phone } = await twoSessions();
    const client = await connectChat(server, phone);
    open.push(client);
    await client.next('onlineList');
    client.send('message', { content: '我还在', content_type: 1 });
    expect((await client.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
  });

  it('旧 token 点赞不再算这个用户的', async () => {
    const { phone } = await twoSessions();
    const articleId = await fixtures(server.db).article({ title: '旧令牌点赞' });
    const response = await post(server, '/api/like/addLike', { type: LIKE_TYPE.article, for_id: articleId }, { headers: bearer(phone) });
    // Served as a guest: counted by address, never as the user.
    expect(response.status).toBe(200);
    const rows = await server.db.kysely.selectFrom('like').select(['liker', 'user_id']).where('for_id', '=', articleId).execute();
    expect(rows).toEqual([{ liker: expect.stringMatching(/^ip:/), user_id: null }]);
  });

  describe('没改密码的用户', () => {
    it('登录一直有效', async () => {
      const username = uniqueName('k');
      const id = await createAccount(server.db, username, 'keep-pass1');
      const token = (await login(server, username, 'keep-pass1')).token;
      expect((await notifyList(token, id)).status).toBe(200);
      expect((await notifyList(token, id)).status).toBe(200);
    });
  });
});
