import { beforeAll, expect, it } from 'vitest';
import { LIKE_TYPE, TALK_STATUS } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import { expectOriginalSuccess, originalCall, originalGuest, originalUser } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/** ORIGINAL-CLIENT-API.md §2.4–2.5: a guest's is_like is decided by its address, as the original server did. */
describeEachEngine('原版客户端：游客按地址的点赞状态', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const author = await originalUser(server);
    const stamp = new Date().toISOString();
    ids.talk = (await server.db.kysely.insertInto('talk').values({ user_id: author.userId!, content: 'x', status: TALK_STATUS.public, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow()).id;
    ids.article = await fixtures(server.db).article({ title: 't' });
    const c = await originalCall(server, author, 'POST', '/api/comment/add', { content: 'c', for_id: ids.article, type: 1 });
    ids.comment = c.body.result.id;
  });
  it('说说和评论列表里游客自己的点赞为 true，别的地址为 false', async () => {
    const guest = originalGuest();
    expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/addLike', { for_id: ids.talk, type: LIKE_TYPE.talk }));
    expectOriginalSuccess(await originalCall(server, guest, 'POST', '/api/like/addLike', { for_id: ids.comment, type: LIKE_TYPE.comment }));
    const mine = await originalCall(server, guest, 'POST', '/api/talk/blogGetTalkList', { current: 1, size: 5 });
    expect(mine.body.result.list[0].is_like).toBe(true);
    const other = await originalCall(server, originalGuest(), 'POST', '/api/talk/blogGetTalkList', { current: 1, size: 5 });
    expect(other.body.result.list[0].is_like).toBe(false);
    const comments = await originalCall(server, guest, 'POST', '/api/comment/frontGetParentComment', { current: 1, size: 5, type: 1, for_id: String(ids.article), order: 'hot', loading: true });
    expect(comments.body.result.list[0]).toMatchObject({ is_like: true, thumbs_up: 1 });
    const others = await originalCall(server, originalGuest(), 'POST', '/api/comment/frontGetParentComment', { current: 1, size: 5, type: 1, for_id: ids.article, order: 'new', loading: true });
    expect(others.body.result.list[0].is_like).toBe(false);
  });
});
