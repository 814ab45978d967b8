import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  API_CODE,
  COMMENT_TYPE,
  LIKE_TYPE,
  TALK_ADMIN_MESSAGES,
  TALK_MISSING_MESSAGE,
  TALK_STATUS,
  VISITOR_KEY_HEADER,
  type AdminTalkRow,
  type PageResult,
  type TalkItem,
} from '@blog/contract';
import { communityFixtures } from './comment-fixtures';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { uploadImage } from './helpers/upload';

const png = (colour: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function tableCounts(server: TestServer) {
  const k = server.db.kysely;
  const count = async (table: 'talk' | 'talk_photo' | 'like' | 'comment') =>
    Number((await k.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { talk: await count('talk'), talk_photo: await count('talk_photo'), like: await count('like'), comment: await count('comment') };
}

/** Every row these calls could change. */
async function snapshot(server: TestServer) {
  const k = server.db.kysely;
  return {
    talks: await k.selectFrom('talk').select(['id', 'content', 'status', 'is_top', 'updated_at']).orderBy('id').execute(),
    photos: await k.selectFrom('talk_photo').select(['talk_id', 'url', 'sort']).orderBy('id').execute(),
    ...(await tableCounts(server)),
  };
}

describeEachEngine('后台：说说', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const urls: string[] = [];
  const ids: Record<string, number> = {};

  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const admin = {
    list: (body: Record<string, unknown> = { current: 1, size: 50 }) => post<PageResult<AdminTalkRow>>(server, '/api/talk/getTalkList', body, auth()),
    add: (body: unknown) => post<AdminTalkRow>(server, '/api/talk/add', body, auth()),
    update: (body: unknown) => call<AdminTalkRow>(server, 'PUT', '/api/talk/update', { ...auth(), body }),
    togglePublic: (id: number | string, status: number | string) => call<AdminTalkRow>(server, 'PUT', `/api/talk/togglePublic/${id}/${status}`, auth()),
    toggleTop: (id: number | string, isTop: number | string) => call<AdminTalkRow>(server, 'PUT', `/api/talk/toggleTop/${id}/${isTop}`, auth()),
    remove: (id: number | string) => call<null>(server, 'DELETE', `/api/talk/delete/${id}`, auth()),
  };
  const visitorList = async () => resultOf(await post<PageResult<TalkItem>>(server, '/api/talk/blogGetTalkList', { current: 1, size: 50 })).list;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'talk');
    await server.db.kysely.updateTable('user').set({ nick_name: '博主本人' }).where('id', '=', accounts.adminId).execute();
    for (const colour of ['#c33', '#3c3', '#33c']) {
      const { status, body } = await uploadImage(server, await png(colour), { token: accounts.adminToken });
      expect([status, body.code]).toEqual([200, API_CODE.success]);
      urls.push(body.result!.url);
    }
    // Someone else's old post, to show that deleting one post leaves the others alone.
    const community = communityFixtures(server.db);
    ids.reader = await community.user('talk_reader');
    ids.other = await community.talk(accounts.adminId);
    ids.otherComment = await community.comment({ type: COMMENT_TYPE.talk, forId: ids.other, fromUser: ids.reader });
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    const calls: AdminCall[] = [
      ['POST', '/api/talk/getTalkList', { current: 1, size: 10 }],
      ['POST', '/api/talk/add', { content: '越权发布' }],
      ['PUT', '/api/talk/update', { id: ids.other, content: '越权修改' }],
      ['PUT', `/api/talk/togglePublic/${ids.other}/2`],
      ['PUT', `/api/talk/toggleTop/${ids.other}/1`],
      ['DELETE', `/api/talk/delete/${ids.other}`],
    ];
    await expectAdminOnly(server, calls, accounts.userToken, () => snapshot(server));
  });

  it('参数不合法：400 和中文原因，什么都不写', async () => {
    const before = await snapshot(server);
    const adds: Array<[unknown, string]> = [
      [{}, TALK_ADMIN_MESSAGES.contentMissing],
      [{ content: ' \n ' }, TALK_ADMIN_MESSAGES.contentMissing],
      [{ content: '字'.repeat(1001) }, '说说不能超过 1000 个字'],
      [{ content: '状态', status: 3 }, TALK_ADMIN_MESSAGES.statusInvalid],
      [{ content: '置顶', is_top: 0 }, TALK_ADMIN_MESSAGES.topInvalid],
      [{ content: '十张图', photos: Array.from({ length: 10 }, () => urls[0]) }, '一条说说最多 9 张图片'],
      [{ content: '外链图', photos: ['https://evil.example.com/a.webp'] }, TALK_ADMIN_MESSAGES.imageInvalid],
      [{ content: '路径穿越', photos: ['/uploads/img/../../blog.db'] }, TALK_ADMIN_MESSAGES.imageInvalid],
      [{ content: '不是列表', photos: urls[0] }, '图片列表格式不正确'],
    ];
    for (const [body, message] of adds) {
      const response = await admin.add(body);
      expect([response.status, response.body.code, response.body.message]).toEqual([400, 400, message]);
    }
    const update = await admin.update({ id: 'abc', content: '改' });
    expect([update.status, update.body.message]).toEqual([400, '编号必须是数字']);
    const emptyUpdate = await admin.update({ id: ids.other, content: '' });
    expect([emptyUpdate.status, emptyUpdate.body.message]).toEqual([400, TALK_ADMIN_MESSAGES.contentMissing]);
    expect((await admin.togglePublic(ids.other!, 3)).body.message).toBe(TALK_ADMIN_MESSAGES.statusInvalid);
    expect((await admin.toggleTop(ids.other!, 'x')).body.message).toBe(TALK_ADMIN_MESSAGES.topInvalid);
    expect((await admin.remove(0)).body.message).toBe('编号必须大于 0');
    expect((await admin.list({ current: 1, size: 10, status: 5 })).status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });

  it('发布带两张图的公开说说：访客列表立刻看到（作者是管理员，图按顺序）；私密的看不到', async () => {
    const response = await admin.add({ content: '  今天去了海边\n风很大  ', photos: [urls[1], urls[0]] });
    expect([response.body.code, response.body.message]).toEqual([API_CODE.success, TALK_ADMIN_MESSAGES.published]);
    const row = response.body.result;
    expect(row).toMatchObject({ content: '今天去了海边\n风很大', images: [urls[1], urls[0]], status: TALK_STATUS.public, is_top: 2, like_times: 0, comment_count: 0 });
    ids.sea = row.id;

    const secret = resultOf(await admin.add({ content: '只给自己看的', status: TALK_STATUS.private, photos: [urls[2]] }));
    ids.secret = secret.id;

    const visible = await visitorList();
    const seen = visible.find((talk) => talk.id === ids.sea)!;
    expect(seen.talkImgList).toEqual([urls[1], urls[0]]);
    expect(seen).toMatchObject({ user_id: accounts.adminId, nick_name: '博主本人' });
    expect(visible.some((talk) => talk.id === ids.secret)).toBe(false);
    const direct = await get(server, `/api/talk/getTalkById/${ids.secret}`);
    expect([direct.body.code, direct.body.message]).toEqual([API_CODE.warning, TALK_MISSING_MESSAGE]);

    // The console lists both, and can filter by status and words.
    const all = resultOf(await admin.list());
    expect(all.list.map((talk) => talk.id)).toEqual(expect.arrayContaining([ids.sea, ids.secret, ids.other]));
    expect(all.list.find((talk) => talk.id === ids.secret)?.images).toEqual([urls[2]]);
    expect(resultOf(await admin.list({ current: 1, size: 10, status: TALK_STATUS.private })).list.map((t) => t.id)).toEqual([ids.secret]);
    expect(resultOf(await admin.list({ current: 1, size: 10, keyword: '海边' })).list.map((t) => t.id)).toEqual([ids.sea]);
    const paged = resultOf(await admin.list({ current: 2, size: 2 }));
    expect([paged.total, paged.list.length]).toEqual([3, 1]);
  });

  it('修改：正文和图片整体替换，设为私密后访客看不到，再公开、置顶后排在最前', async () => {
    const edited = await admin.update({ id: ids.sea, content: '改过的海边', photos: [urls[2]], status: TALK_STATUS.private, is_top: 2 });
    expect([edited.body.code, edited.body.message]).toEqual([API_CODE.success, '保存成功']);
    expect(edited.body.result).toMatchObject({ content: '改过的海边', images: [urls[2]], status: TALK_STATUS.private });
    const photos = await server.db.kysely.selectFrom('talk_photo').select('url').where('talk_id', '=', ids.sea!).execute();
    expect(photos.map((p) => p.url)).toEqual([urls[2]]);
    expect((await visitorList()).some((talk) => talk.id === ids.sea)).toBe(false);

    expect(resultOf(await admin.togglePublic(ids.sea!, TALK_STATUS.public)).status).toBe(TALK_STATUS.public);
    expect(resultOf(await admin.toggleTop(ids.sea!, 1)).is_top).toBe(1);
    const list = await visitorList();
    expect(list[0]).toMatchObject({ id: ids.sea, content: '改过的海边', talkImgList: [urls[2]], is_top: 1 });

    const missing = await admin.update({ id: 424242, content: '没有这条' });
    expect([missing.body.code, missing.body.message]).toEqual([API_CODE.warning, TALK_ADMIN_MESSAGES.missing]);
    expect((await admin.toggleTop(424242, 1)).body.message).toBe(TALK_ADMIN_MESSAGES.missing);
  });

  it('控制台列表带点赞数和全部评论数（含被隐藏的）', async () => {
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.sea, type: LIKE_TYPE.talk }, { headers: { [VISITOR_KEY_HEADER]: 'talk-admin-visitor-1' } }));
    const community = communityFixtures(server.db);
    const first = await community.comment({ type: COMMENT_TYPE.talk, forId: ids.sea!, fromUser: ids.reader! });
    await community.comment({ type: COMMENT_TYPE.talk, forId: ids.sea!, fromUser: ids.reader!, parentId: first });
    await community.comment({ type: COMMENT_TYPE.talk, forId: ids.sea!, fromUser: ids.reader!, status: 2 });
    ids.firstComment = first;
    const row = resultOf(await admin.list()).list.find((talk) => talk.id === ids.sea)!;
    expect([row.like_times, row.comment_count]).toEqual([1, 3]);
  });

  it('删除：说说、它的图片记录、点赞、评论和评论的点赞一起没了，别的说说不受影响', async () => {
    const liker = { headers: { [VISITOR_KEY_HEADER]: 'talk-admin-visitor-2' } };
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.sea, type: LIKE_TYPE.talk }, liker));
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.firstComment, type: LIKE_TYPE.comment }, liker));
    resultOf(await post(server, '/api/like/addLike', { for_id: ids.other, type: LIKE_TYPE.talk }, liker));
    const k = server.db.kysely;
    const before = await tableCounts(server);

    const response = await admin.remove(ids.sea!);
    expect([response.body.code, response.body.message]).toEqual([API_CODE.success, '删除成功']);

    const after = await tableCounts(server);
    expect(after).toEqual({ talk: before.talk - 1, talk_photo: before.talk_photo - 1, like: before.like - 3, comment: before.comment - 3 });
    expect(await k.selectFrom('talk_photo').select('id').where('talk_id', '=', ids.sea!).execute()).toEqual([]);
    expect(await k.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.talk).where('for_id', '=', ids.sea!).execute()).toEqual([]);
    expect(await k.selectFrom('comment').select('id').where('type', '=', COMMENT_TYPE.talk).where('for_id', '=', ids.sea!).execute()).toEqual([]);
    // The other post keeps its comment and like.
    expect(await k.selectFrom('comment').select('id').where('id', '=', ids.otherComment!).execute()).toHaveLength(1);
    expect(await k.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.talk).where('for_id', '=', ids.other!).execute()).toHaveLength(1);

    expect((await visitorList()).some((talk) => talk.id === ids.sea)).toBe(false);
    const again = await admin.remove(ids.sea!);
    expect([again.body.code, again.body.message]).toEqual([API_CODE.warning, TALK_ADMIN_MESSAGES.missing]);
  });

  it('OpenAPI 文档列出每个说说管理接口', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const expected: Array<[string, string]> = [
      ['/api/talk/getTalkList', 'post'],
      ['/api/talk/add', 'post'],
      ['/api/talk/update', 'put'],
      ['/api/talk/togglePublic/{id}/{status}', 'put'],
      ['/api/talk/toggleTop/{id}/{is_top}', 'put'],
      ['/api/talk/delete/{id}', 'delete'],
    ];
    for (const [path, method] of expected) expect([path, method, spec.paths[path]?.[method]?.tags]).toEqual([path, method, ['说说']]);
  });
});
