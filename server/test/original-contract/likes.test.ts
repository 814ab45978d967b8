import { beforeAll, expect, it } from 'vitest';
import { LIKE_TYPE } from '@blog/contract';
import { VISITOR_LIMITS } from '../../src/modules/like/visitorLimits';
import { describeEachEngine } from '../helpers/engines';
import { fixtures, storedCounts } from '../helpers/factory';
import { expectOriginalSuccess, originalCall, originalGuest, originalUser, type OriginalClient } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/** ORIGINAL-CLIENT-API.md §2.2 getIsLikeByIdOrIpAndType and §2.3: guests are told apart by address. */
describeEachEngine('原版客户端：点赞', (engine) => {
  const server = useTestServer(engine);
  let articleId = 0;

  beforeAll(async () => {
    articleId = await fixtures(server.db).article({ title: '被点赞的文章' });
  });

  const count = async () => (await storedCounts(server.db, articleId)).thumbs_up_times;
  const body = (client: OriginalClient, forId: number | string = articleId) => ({ for_id: forId, type: LIKE_TYPE.article, user_id: client.userId });
  const isLiked = async (client: OriginalClient, forId: number | string = articleId) => {
    const response = await originalCall(server, client, 'POST', '/api/like/getIsLikeByIdOrIpAndType', body(client, forId));
    expectOriginalSuccess(response);
    return response.body.result;
  };

  it('游客（没有 user_id、没有访客标识）按地址点赞、查询、取消', async () => {
    const guest = originalGuest();
    const before = await count();
    // for_id straight from the page address is a string.
    expect(await isLiked(guest, String(articleId))).toBe(false);
    expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/addLike', body(guest)));
    expect(await isLiked(guest)).toBe(true);
    expect(await count()).toBe(before + 1);
    // Another address has not liked it.
    expect(await isLiked(originalGuest())).toBe(false);
    expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/cancelLike', body(guest)));
    expect(await isLiked(guest)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('登录用户带原始 token 和 user_id：按账号计', async () => {
    const user = await originalUser(server);
    expectOriginalSuccess(await originalCall(server, user, 'POST', '/api/like/addLike', body(user)));
    expect(await isLiked(user)).toBe(true);
    // The same person from another address is still the same account.
    expect(await isLiked({ ...user, ip: originalGuest().ip })).toBe(true);
    const rows = await server.db.kysely.selectFrom('like').select(['liker', 'user_id']).where('for_id', '=', articleId).where('user_id', '=', user.userId!).execute();
    expect(rows).toEqual([{ liker: `u:${user.userId}`, user_id: user.userId }]);
  });

  it('请求里的 user_id 不作依据：游客冒充别人查询，得到的是自己的结果', async () => {
    const user = await originalUser(server);
    expectOriginalSuccess(await originalCall(server, user, 'POST', '/api/like/addLike', body(user)));
    const impostor = originalGuest();
    const response = await originalCall(server, impostor, 'POST', '/api/like/getIsLikeByIdOrIpAndType', { for_id: articleId, type: LIKE_TYPE.article, user_id: user.userId });
    expect(response.body.result).toBe(false);
  });

  it(`同一地址每分钟最多点赞 ${VISITOR_LIMITS.addressLikes.max} 次、取消 ${VISITOR_LIMITS.addressCancels.max} 次，超出 429 {message}`, async () => {
    const guest = originalGuest();
    for (let i = 0; i < VISITOR_LIMITS.addressLikes.max; i++) {
      expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/addLike', body(guest)));
      expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/cancelLike', body(guest)));
    }
    const refused = await originalCall(server, guest, 'POST', '/api/like/addLike', body(guest));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(VISITOR_LIMITS.likeRefusal);
    expect((await originalCall(server, guest, 'POST', '/api/like/cancelLike', body(guest))).status).toBe(429);
    // Other addresses are not affected.
    expectOriginalSuccess(await originalCall(server, originalGuest(), 'POST', '/api/like/addLike', body(guest)));
  });

  it('不存在的文章：查询答 false，点赞是 code 100 的提示', async () => {
    const guest = originalGuest();
    expect(await isLiked(guest, 987_654)).toBe(false);
    const response = await originalCall(server, guest, 'POST', '/api/like/addLike', body(guest, 987_654));
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(100);
  });
});
