import { afterEach, expect, it } from 'vitest';
import { CHAT_TEXT, COMMENT_TYPE } from '@blog/contract';
import { COMMENT_WRITE_LIMIT } from '../src/modules/comment/routes';
import { CHAT_SEND_RULE } from '../src/modules/chat';
import { LINK_WRITE_LIMITS } from '../src/modules/links/routes';
import { MESSAGE_POST_LIMIT } from '../src/modules/message/routes';
import { ACCOUNT_LIMITS } from '../src/modules/user/limits';
import { bearer, createAccount, freshIp, fromIp, uniqueName } from './helpers/accounts';
import { connectChat, type ChatTestClient } from './helpers/chat';
import { fixtures } from './helpers/factory';
import { post, type ApiResponse } from './helpers/http';
import { describeWithRedis, twoProcessesOn } from './helpers/services';
import type { TestServer } from './helpers/server';

/**
 * Two server processes' worth of app (each with its own Redis connection) on one database and one
 * Redis: every budget is spent by the tries on both, as if one process had seen them all.
 */
describeWithRedis('频率限制跨进程共享', (urls) => {
  const servers = twoProcessesOn(urls);
  const open: ChatTestClient[] = [];

  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  /** Sends the n-th try to server one when n is even, else to server two. */
  const alternate = (n: number) => (n % 2 === 0 ? servers.one : servers.two);

  async function expectSharedBudget(max: number, attempt: (server: TestServer, n: number) => Promise<ApiResponse<unknown>>) {
    for (let n = 0; n < max; n++) expect((await attempt(alternate(n), n)).status).toBe(200);
    for (const server of [servers.one, servers.two]) {
      const refused = await attempt(server, max);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
    }
  }

  it(`登录：同一用户名的 ${ACCOUNT_LIMITS.loginPerUsername.max} 次尝试分散到两个进程，下一次在哪个进程都 429`, async () => {
    const username = uniqueName('g');
    await createAccount(servers.one.db, username, 'real-pass1');
    await expectSharedBudget(ACCOUNT_LIMITS.loginPerUsername.max, (server, n) =>
      post(server, '/api/user/login', { username, password: `guess${n}abc` }, { headers: fromIp(freshIp()) }),
    );
  });

  it('主人登录过的地址两个进程都认得：猜密码锁住用户名后，主人在另一个进程照样登录', async () => {
    const username = uniqueName('h');
    await createAccount(servers.one.db, username, 'real-pass1');
    const home = freshIp();
    expect((await post(servers.one, '/api/user/login', { username, password: 'real-pass1' }, { headers: fromIp(home) })).body.code).toBe(0);
    for (let n = 0; n < ACCOUNT_LIMITS.loginPerUsername.max; n++) {
      await post(alternate(n), '/api/user/login', { username, password: `guess${n}abc` }, { headers: fromIp(freshIp()) });
    }
    expect((await post(servers.two, '/api/user/login', { username, password: 'real-pass1' }, { headers: fromIp(freshIp()) })).status).toBe(429);
    expect((await post(servers.two, '/api/user/login', { username, password: 'real-pass1' }, { headers: fromIp(home) })).status).toBe(200);
  });

  it(`注册：同一地址 ${ACCOUNT_LIMITS.registerPerIp.max} 次分散到两个进程`, async () => {
    const ip = freshIp();
    await expectSharedBudget(ACCOUNT_LIMITS.registerPerIp.max, (server) =>
      post(server, '/api/user/register', { username: uniqueName('r'), password: 'abc12345' }, { headers: fromIp(ip) }),
    );
  });

  it(`评论：同一用户 ${COMMENT_WRITE_LIMIT.max} 条分散到两个进程`, async () => {
    const articleId = await fixtures(servers.one.db).article({ title: '限流文章' });
    const token = await servers.one.tokenFor(await createAccount(servers.one.db, uniqueName('c'), 'abc12345'));
    await expectSharedBudget(COMMENT_WRITE_LIMIT.max, (server, n) =>
      post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: articleId, content: `第 ${n} 条` }, { headers: bearer(token) }),
    );
  });

  it(`留言：同一账号 ${MESSAGE_POST_LIMIT.max} 条分散到两个进程`, async () => {
    const token = await servers.one.tokenFor(await createAccount(servers.one.db, uniqueName('m'), 'abc12345'));
    await expectSharedBudget(MESSAGE_POST_LIMIT.max, (server, n) =>
      post(server, '/api/message/add', { message: `第 ${n} 条留言` }, { headers: { ...bearer(token), ...fromIp(freshIp()) } }),
    );
  });

  it(`友链申请：同一用户 ${LINK_WRITE_LIMITS.perUser.max} 次分散到两个进程`, async () => {
    const token = await servers.one.tokenFor(await createAccount(servers.one.db, uniqueName('l'), 'abc12345'));
    const application = { site_name: '限流站', site_desc: '限流站的博客', site_avatar: 'https://img.example.com/a.png', url: 'https://limit.example.org/' };
    await expectSharedBudget(LINK_WRITE_LIMITS.perUser.max, (server) =>
      post(server, '/api/links/frontUpdate', application, { headers: { ...bearer(token), ...fromIp(freshIp()) } }),
    );
  });

  it(`聊天室刷屏：${CHAT_SEND_RULE.max} 条分散到两个进程，下一条得到刷屏提示`, async () => {
    const id = await createAccount(servers.one.db, uniqueName('f'), 'abc12345');
    const token = await servers.one.tokenFor(id);
    const onOne = await connectChat(servers.one, token);
    const onTwo = await connectChat(servers.two, token);
    open.push(onOne, onTwo);
    for (let n = 0; n < CHAT_SEND_RULE.max; n++) {
      const client = n % 2 === 0 ? onOne : onTwo;
      client.send('message', { content: `快讯 ${n}`, content_type: 1 });
      await client.next('message', (m) => m.content === `快讯 ${n}`);
    }
    onTwo.send('message', { content: '再来一条', content_type: 1 });
    expect((await onTwo.next('tips')).content).toBe(CHAT_TEXT.tooFrequent);
  });
});
