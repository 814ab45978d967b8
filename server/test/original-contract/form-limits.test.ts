import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, COMMENT_TEXT, LINK_MESSAGES } from '@blog/contract';
import { uniqueName } from '../helpers/accounts';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import { expectOriginalSuccess, originalCall, originalGuest, originalUser, type OriginalClient, type OriginalResponse } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/*
 * Inputs the original client's own forms let through but our limits refuse (ORIGINAL-CLIENT-API.md
 * §1.3, §5 #2): a 400 reaches its callers as `undefined`, a silent failure or 未知错误. They must be a
 * 200 with code 100 and a Chinese message (its 温馨提示 toast), and store nothing.
 */
describeEachEngine('原版客户端：表单允许而本站限制的长度', (engine) => {
  const server = useTestServer(engine);
  let alice: OriginalClient;
  let articleId = 0;

  beforeAll(async () => {
    articleId = await fixtures(server.db).article({ title: '长评论的文章' });
    alice = await originalUser(server, { nickName: '爱丽丝' });
  });

  /** What the client's interceptor shows in its yellow toast: HTTP 200 and `String(code) === "100"`. */
  function expectToast(response: OriginalResponse, message: string): void {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(String(response.body.code)).toBe('100');
    expect(response.body.message).toBe(message);
  }

  it('注册时昵称超过 16 个字 → code 100，不建账号', async () => {
    const username = uniqueName('long');
    const response = await originalCall(server, originalGuest(), 'POST', '/api/user/register', { username, password: 'secret123a', nick_name: '一个非常非常非常非常非常非常长的昵称' });
    expect(username.length).toBeLessThanOrEqual(16);
    expectToast(response, ACCOUNT_MESSAGES.nickNameLength);
    expect(await server.db.kysely.selectFrom('user').select('id').where('username', '=', username).execute()).toEqual([]);
  });

  it('个人中心把昵称改得超过 16 个字 → code 100，资料不变', async () => {
    const mine = await originalCall(server, alice, 'GET', `/api/user/getUserInfoById/${alice.userId}`);
    expectOriginalSuccess(mine);
    // The form sends everything getUserInfoById answered, plus its upload list.
    const body = { ...mine.body.result, nick_name: '爱丽丝'.repeat(6), avatarList: [{ url: mine.body.result.avatar }] };
    expectToast(await originalCall(server, alice, 'PUT', '/api/user/updateOwnUserInfo', body), ACCOUNT_MESSAGES.nickNameLength);
    expect((await originalCall(server, alice, 'GET', `/api/user/getUserInfoById/${alice.userId}`)).body.result.nick_name).toBe('爱丽丝');
  });

  /** addFriendLinks' body: the form, its upload list, status 1 and the own id. */
  const linkBody = (fields: { site_name: string; site_desc: string }) => ({
    ...fields,
    url: 'https://alice.example.com/',
    site_avatar: '',
    bgList: [],
    status: 1,
    user_id: alice.userId,
  });
  const ownLink = async () => (await originalCall(server, alice, 'GET', '/api/links/getOwnLink')).body.result;

  it('友链描述 61–125 个字（原版的计数到 125）或名称超过 20 个字 → code 100，什么都不存', async () => {
    const longDesc = '记录前端、后端和读书笔记的个人博客。'.repeat(7).slice(0, 125);
    expect([...longDesc]).toHaveLength(125);
    expectToast(await originalCall(server, alice, 'POST', '/api/links/add', linkBody({ site_name: '爱丽丝小站', site_desc: longDesc })), LINK_MESSAGES.siteDescLength);
    expectToast(await originalCall(server, alice, 'POST', '/api/links/add', linkBody({ site_name: '爱丽丝写前端、后端和读书笔记的技术博客小站', site_desc: '一个小站' })), LINK_MESSAGES.siteNameLength);
    expect(await ownLink()).toBeNull();

    // frontUpdate (the edit icon on a listed link) answers the same and keeps what was stored.
    expectOriginalSuccess(await originalCall(server, alice, 'POST', '/api/links/add', linkBody({ site_name: '爱丽丝小站', site_desc: '一个小站' })));
    const stored = await ownLink();
    const edit = { ...stored, site_desc: longDesc, bgList: [{ id: 1, url: '', name: [''] }] };
    expectToast(await originalCall(server, alice, 'POST', '/api/links/frontUpdate', edit), LINK_MESSAGES.siteDescLength);
    expect(await ownLink()).toEqual(stored);
  });

  it('评论和回复超过 500 个字 → code 100，一条都不存', async () => {
    const long = '这篇文章写得很好，'.repeat(60);
    const comment = { from_id: alice.userId, from_avatar: '', from_name: '爱丽丝', content: long, for_id: articleId, type: 1, author_id: 1 };
    expectToast(await originalCall(server, alice, 'POST', '/api/comment/add', comment), COMMENT_TEXT.tooLong);

    const first = await originalCall(server, alice, 'POST', '/api/comment/add', { ...comment, content: '第一条' });
    expectOriginalSuccess(first);
    const reply = { ...comment, to_id: alice.userId, to_avatar: '', to_name: '爱丽丝', parent_id: first.body.result.id };
    expectToast(await originalCall(server, alice, 'POST', '/api/comment/apply', reply), COMMENT_TEXT.tooLong);

    const total = await originalCall(server, originalGuest(), 'POST', '/api/comment/getCommentTotal', { type: 1, for_id: articleId });
    expect(total.body.result).toBe(1);
  });
});
