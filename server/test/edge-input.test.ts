import { beforeAll, expect, it } from 'vitest';
import { ID_MAX, USER_ROLE } from '@blog/contract';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { bearer, freshIp, fromIp } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { call, type ApiResponse } from './helpers/http';
import { useTestServer } from './helpers/server';

/**
 * Input PostgreSQL cannot hold — ids past its 32-bit integer columns, the NUL character in text —
 * is refused with the same Chinese 400 on both engines, and changes nothing; it used to be a 500
 * on PostgreSQL only.
 */
const PAST_ID = String(ID_MAX + 1);
const NINES = '9'.repeat(400);
const NUL_MESSAGE = '内容不能包含空字符（U+0000）';

describeEachEngine('超出范围的编号和空字符', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'edge');
  });

  const asAdmin = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers: { ...bearer(accounts.adminToken), ...fromIp(freshIp()) } });
  const refusedWith = (response: ApiResponse<unknown>, message: string | RegExp) => {
    expect({ status: response.status, code: response.body.code, result: response.body.result }).toEqual({ status: 400, code: 400, result: null });
    expect(response.body.message).toMatch(message);
  };

  it(`编号 ${PAST_ID}（2^31）在每个按编号的接口上都是 400「编号不能大于 ${ID_MAX}」`, async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/article/getArticleById/${PAST_ID}`],
      ['GET', `/api/article/getRecommendArticleById/${PAST_ID}`],
      ['PUT', `/api/article/addReadingDuration/${PAST_ID}/5`],
      ['PUT', `/api/article/like/${PAST_ID}`],
      ['PUT', `/api/article/cancelLike/${PAST_ID}`],
      ['PUT', `/api/notify/update/${PAST_ID}`],
      ['PUT', `/api/notify/delete/${PAST_ID}`],
      ['PUT', `/api/links/approve/${PAST_ID}`],
      ['PUT', `/api/links/reject/${PAST_ID}`, {}],
      ['PUT', `/api/comment/hide/${PAST_ID}`],
      ['PUT', `/api/comment/show/${PAST_ID}`],
      ['PUT', `/api/message/hide/${PAST_ID}`],
      ['PUT', `/api/message/show/${PAST_ID}`],
      ['GET', `/api/message/getMessageById/${PAST_ID}`],
      ['GET', `/api/talk/getTalkById/${PAST_ID}`],
      ['GET', `/api/photo/getAllPhotosByAlbumId/${PAST_ID}`],
      ['DELETE', `/api/chat/deleteOne/${PAST_ID}`],
      ['POST', '/api/like/addLike', { for_id: Number(PAST_ID), type: 1 }],
      ['POST', '/api/comment/getCommentTotal', { for_id: Number(PAST_ID), type: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const response = await asAdmin(method, path, body);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 400, body: { code: 400, message: `编号不能大于 ${ID_MAX}`, result: null } });
    }
    // The user card answers any id it cannot name (the original client asks for /undefined after a logout) as a missing user.
    expect((await asAdmin('GET', `/api/user/getUserInfoById/${PAST_ID}`)).body).toEqual({ code: 100, message: '用户不存在', result: null });
  });

  it('其他叫法的编号（用户编号、上级评论编号）同样有上限', async () => {
    refusedWith(await asAdmin('POST', '/api/notify/adminSend', { user_id: Number(PAST_ID), message: '你好' }), `用户编号不能大于 ${ID_MAX}`);
    refusedWith(await asAdmin('DELETE', `/api/comment/delete/1/${PAST_ID}`), `上级评论编号不能大于 ${ID_MAX}`);
  });

  it(`最大的编号 ${ID_MAX} 本身可以查询：不存在，而不是参数错误`, async () => {
    const response = await asAdmin('GET', `/api/article/getArticleById/${ID_MAX}`);
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(100);
  });

  it('音乐接口：歌曲编号超出范围、2^53+1、400 位的数都是 400', async () => {
    for (const path of [`/wapi/audio/${PAST_ID}`, `/wapi/lyric?id=${PAST_ID}`, `/wapi/song/url/v1?id=${PAST_ID}`, `/wapi/playlist/track/all?id=${PAST_ID}`]) {
      const response = await call(server, 'GET', path);
      expect({ path, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        path,
        status: 400,
        code: 400,
        message: expect.stringMatching(new RegExp(`不能大于 ${ID_MAX}$`)),
      });
    }
    for (const ids of ['9007199254740993', NINES, `1,${PAST_ID}`]) {
      const response = await call(server, 'GET', `/wapi/song/detail?ids=${ids}`);
      expect({ ids: ids.slice(0, 20), status: response.status, body: response.body }).toEqual({
        ids: ids.slice(0, 20),
        status: 400,
        body: { code: 400, message: `ids 里的歌曲 id 必须在 1 到 ${ID_MAX} 之间`, result: null },
      });
    }
  });

  it('令牌里的用户编号超出范围：当作登录失效，不是 500', async () => {
    const token = await server.tokenFor(ID_MAX + 1, USER_ROLE.user);
    const response = await call(server, 'PUT', '/api/user/updateOwnUserInfo', { body: { nick_name: '新名字', avatar: '' }, headers: bearer(token) });
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { code: 401, message: '登录过期，请重新登录', result: null } });
  });

  const counts = async () => {
    const k = server.db.kysely;
    const count = async (table: 'user' | 'comment' | 'message') => Number((await k.selectFrom(table).select(k.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { users: await count('user'), comments: await count('comment'), messages: await count('message') };
  };

  it('文字里有空字符（U+0000）：搜索、登录、注册、评论、留言都是 400，什么都不存', async () => {
    const before = await counts();
    const article = await asAdmin('POST', '/api/article/add', { article_title: '可以评论的文章', article_content: '正文', category_name: '分类', status: 1 });
    const articleId = (article.body.result as { id: number }).id;
    const anonymous = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers: fromIp(freshIp()) });

    refusedWith(await anonymous('GET', `/api/article/getArticleListByContent/${encodeURIComponent('文\u0000字')}`), NUL_MESSAGE);
    refusedWith(await anonymous('POST', '/api/user/login', { username: 'admin\u0000', password: 'abc12345' }), NUL_MESSAGE);
    refusedWith(await anonymous('POST', '/api/user/register', { username: 'nul_user', password: 'abc12345', nick_name: '空\u0000字' }), NUL_MESSAGE);
    refusedWith(await asAdmin('POST', '/api/comment/add', { type: 1, for_id: articleId, content: '评论\u0000内容' }), NUL_MESSAGE);
    refusedWith(await asAdmin('POST', '/api/message/add', { message: '留言\u0000内容' }), NUL_MESSAGE);
    refusedWith(await anonymous('POST', '/api/message/add', { message: '游客留言', nick_name: '游\u0000客' }), NUL_MESSAGE);
    refusedWith(await anonymous('GET', `/wapi/search?keywords=${encodeURIComponent('歌\u0000名')}`), NUL_MESSAGE);
    // In a key, or deep in an array, it is refused as well.
    refusedWith(await asAdmin('POST', '/api/article/add', { article_title: '标签里的空字符', tag_names: ['正常', '坏\u0000标签'] }), NUL_MESSAGE);

    expect(await counts()).toEqual(before);
    const titles = await server.db.kysely.selectFrom('article').select('title').execute();
    expect(titles.map((row) => row.title)).toEqual(['可以评论的文章']);
  });
});
