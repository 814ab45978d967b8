import { beforeAll, beforeEach, expect, it } from 'vitest';
import { ADMIN_NOTIFY_SCREEN, COMMENT_TEXT, COMMENT_TYPE, NOTIFY_TYPE, type CommentItem, type NotifyItem, type PageResult } from '@blog/contract';
import { COMMENT_WRITE_LIMIT } from '../src/modules/comment/routes';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachEngine('评论通知与频率限制', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const c = communityFixtures(server.db);
    ids.admin = await c.user('cn_admin', { admin: true, nickName: '博主' });
    ids.admin2 = await c.user('cn_admin2', { admin: true, nickName: '副博主' });
    ids.retired = await c.user('cn_retired', { admin: true, nickName: '停用的管理员' });
    await server.db.kysely.updateTable('user').set({ disabled: 1 }).where('id', '=', ids.retired).execute();
    for (const [name, nick] of [
      ['alice', '爱丽丝'],
      ['bob', '鲍勃'],
      ['carol', '<b>卡罗尔</b>'],
      ['dave', '&lt;h1&gt;大卫&amp;lt;/h1&amp;gt;'],
      ['spammer', '刷屏的人'],
    ] as const) {
      ids[name] = await c.user(`cn_${name}`, { nickName: nick });
      tokens[name] = await server.tokenFor(ids[name]!);
    }
    tokens.admin = await server.tokenFor(ids.admin, 1);
    ids.article = await fixtures(server.db).article({ title: '通知测试文章' });
    ids.talk = await c.talk(ids.admin);
    ids.message = await c.message(ids.alice!);
    ids.guestMessage = await c.message(null);
  });

  const as = (who: string) => ({ headers: bearer(tokens[who]!) });
  const add = async (who: string, type: number, forId: number, content: string) =>
    resultOf(await post<CommentItem>(server, '/api/comment/add', { type, for_id: forId, content }, as(who)));
  const apply = async (who: string, body: Record<string, unknown>) => resultOf(await post<CommentItem>(server, '/api/comment/apply', body, as(who)));
  /** What the user's notification drawer lists, read through the API as that user. */
  const inbox = async (who: string): Promise<NotifyItem[]> => {
    const token = who === 'admin' ? tokens.admin! : tokens[who]!;
    return resultOf(await post<PageResult<NotifyItem>>(server, '/api/notify/getNotifyList', { current: 1, size: 50, userId: ids[who] }, { headers: bearer(token) })).list;
  };
  const storedFor = async (userId: number) =>
    (await server.db.kysely.selectFrom('notify').select(['type', 'to_id', 'message']).where('user_id', '=', userId).orderBy('id').execute());
  const toQueue = { type: NOTIFY_TYPE.adminPage, to_id: ADMIN_NOTIFY_SCREEN.comments };

  // The admins' comment notifications are batched while unread: each test starts with them read.
  beforeEach(async () => {
    await server.db.kysely.updateTable('notify').set({ is_view: 2 }).where('user_id', 'in', [ids.admin!, ids.admin2!]).execute();
  });

  it('文章下的一级评论通知管理员（停用的不通知），点开去评论队列；管理员自己评论不通知自己', async () => {
    await add('alice', COMMENT_TYPE.article, ids.article!, '写得真好，收藏了');
    const [note] = await inbox('admin');
    expect(note).toMatchObject({ ...toQueue, isView: 1, message: '爱丽丝 评论了文章《通知测试文章》：「写得真好，收藏了」' });
    expect(await storedFor(ids.admin2!)).toEqual([{ ...toQueue, message: note!.message }]);
    expect(await storedFor(ids.retired!)).toEqual([]);
    expect(await storedFor(ids.alice!)).toEqual([]);

    await add('admin', COMMENT_TYPE.article, ids.article!, '博主自己的评论');
    expect(await inbox('admin')).toHaveLength(1);
    expect((await inbox('admin'))[0]!.message).toBe(note!.message);
    // The other admin's unread notification now stands for two comments.
    expect(await storedFor(ids.admin2!)).toEqual([{ ...toQueue, message: '有 2 条新评论待查看，最新一条：博主 评论了文章《通知测试文章》：「博主自己的评论」' }]);
  });

  it('说说下的评论通知管理员', async () => {
    await add('bob', COMMENT_TYPE.talk, ids.talk!, '周末愉快');
    expect((await inbox('admin'))[0]).toMatchObject({ ...toQueue, isView: 1, message: '鲍勃 评论了说说：「周末愉快」' });
  });

  it('留言下的评论通知留言的作者，也通知管理员（合在一条里）；访客的留言只通知管理员', async () => {
    const adminBefore = (await inbox('admin')).length;
    await add('bob', COMMENT_TYPE.message, ids.message!, '我也这么想');
    expect((await inbox('alice'))[0]).toMatchObject({ type: NOTIFY_TYPE.messageList, to_id: ids.message, message: '鲍勃 评论了你的留言：「我也这么想」' });
    await add('bob', COMMENT_TYPE.message, ids.guestMessage!, '访客你好');
    const admin = await inbox('admin');
    expect(admin).toHaveLength(adminBefore + 1);
    expect(admin[0]).toMatchObject({ ...toQueue, isView: 1, message: '有 2 条新评论待查看，最新一条：鲍勃 评论了留言：「访客你好」' });
  });

  it('回复通知被回复的人：回复一级评论通知楼主，回复回复通知那条回复的作者，回复自己不通知', async () => {
    const top = await add('alice', COMMENT_TYPE.article, ids.article!, '有没有示例代码？');
    const aliceBefore = (await inbox('alice')).length;
    const bobReply = await apply('bob', { parent_id: top.id, reply_id: top.id, content: '文末有链接' });
    const aliceNotes = await inbox('alice');
    expect(aliceNotes).toHaveLength(aliceBefore + 1);
    expect(aliceNotes[0]).toMatchObject({ type: NOTIFY_TYPE.article, to_id: ids.article, message: '鲍勃 在文章《通知测试文章》下回复了你：「文末有链接」' });

    await apply('alice', { parent_id: top.id, reply_id: bobReply.id, content: '找到了，谢谢' });
    expect((await inbox('bob'))[0]).toMatchObject({ type: NOTIFY_TYPE.article, to_id: ids.article, message: '爱丽丝 在文章《通知测试文章》下回复了你：「找到了，谢谢」' });
    expect(await inbox('alice')).toHaveLength(aliceBefore + 1);

    await apply('alice', { parent_id: top.id, reply_id: top.id, content: '自问自答' });
    expect(await inbox('alice')).toHaveLength(aliceBefore + 1);
  });

  it('说说和留言下的回复按目标类型通知', async () => {
    const onTalk = await add('alice', COMMENT_TYPE.talk, ids.talk!, '说说评论');
    await apply('bob', { parent_id: onTalk.id, content: '说说回复' });
    expect((await inbox('alice'))[0]).toMatchObject({ type: NOTIFY_TYPE.talk, to_id: ids.talk, message: '鲍勃 在说说下回复了你：「说说回复」' });
    const onMessage = await add('bob', COMMENT_TYPE.message, ids.message!, '留言评论');
    await apply('alice', { parent_id: onMessage.id, content: '留言回复' });
    expect((await inbox('bob'))[0]).toMatchObject({ type: NOTIFY_TYPE.messageList, to_id: ids.message, message: '爱丽丝 在留言下回复了你：「留言回复」' });
  });

  it('用户写的文字放进通知前去掉尖括号（抽屉会把带标签的通知当 HTML），长评论只摘前 60 个字', async () => {
    const top = await add('alice', COMMENT_TYPE.article, ids.article!, '普通评论');
    // The image is gone before the comment is stored (contentHtml.ts); the harmless tag stays in the comment, not in the note.
    await apply('carol', { parent_id: top.id, content: '<img src=x onerror=alert(1)><b>看这里</b>' });
    const [note] = await inbox('alice');
    expect(note!.message).toBe('＜b＞卡罗尔＜/b＞ 在文章《通知测试文章》下回复了你：「＜b＞看这里＜/b＞」');
    expect(note!.message).not.toMatch(/[<>]/);

    const long = '长'.repeat(80);
    await apply('bob', { parent_id: top.id, content: long });
    expect((await inbox('alice'))[0]!.message).toBe(`鲍勃 在文章《通知测试文章》下回复了你：「${'长'.repeat(60)}…」`);
  });

  it('用户写的 &lt;、&gt;、&amp; 和数字实体在通知里不再是实体（抽屉会把 &lt; &gt; 还原成尖括号），读起来仍是原来的文字', async () => {
    const top = await add('alice', COMMENT_TYPE.article, ids.article!, '&lt;b&gt;普通&#60;评论');
    const [toAdmin] = await inbox('admin');
    expect(toAdmin!.message).toBe('爱丽丝 评论了文章《通知测试文章》：「＆lt;b＆gt;普通＆#60;评论」');
    await apply('dave', { parent_id: top.id, content: '&lt;img src=https://evil.example/x&gt;&LT;details&GT;' });
    const [note] = await inbox('alice');
    expect(note!.message).toBe('＆lt;h1＆gt;大卫＆amp;lt;/h1＆amp;gt; 在文章《通知测试文章》下回复了你：「＆lt;img src=https://evil.example/x＆gt;＆LT;details＆GT;」');
    for (const { message } of [toAdmin!, note!]) expect(message).not.toMatch(/[<>&]/);
  });

  it(`每人每分钟最多写 ${COMMENT_WRITE_LIMIT.max} 条，再写 429「${COMMENT_TEXT.tooFrequent}」且不保存`, async () => {
    const top = await add('spammer', COMMENT_TYPE.talk, ids.talk!, '第 1 条');
    for (let i = 2; i < COMMENT_WRITE_LIMIT.max; i++) await add('spammer', COMMENT_TYPE.talk, ids.talk!, `第 ${i} 条`);
    await apply('spammer', { parent_id: top.id, content: `第 ${COMMENT_WRITE_LIMIT.max} 条` });
    for (const response of [
      await post(server, '/api/comment/add', { type: COMMENT_TYPE.talk, for_id: ids.talk, content: '再来一条' }, as('spammer')),
      await post(server, '/api/comment/apply', { parent_id: top.id, content: '再回复一条' }, as('spammer')),
    ]) {
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ code: 429, message: COMMENT_TEXT.tooFrequent, result: null });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const stored = await server.db.kysely.selectFrom('comment').select('id').where('from_user', '=', ids.spammer!).execute();
    expect(stored).toHaveLength(COMMENT_WRITE_LIMIT.max);
    // Others are not slowed down by one person's budget.
    await add('bob', COMMENT_TYPE.talk, ids.talk!, '我还能评论');
  });
});
