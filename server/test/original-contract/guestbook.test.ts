import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import {
  expectOriginalDate,
  expectOriginalSuccess,
  originalCall,
  originalGuest,
  originalHeaders,
  originalUser,
  type OriginalClient,
  type OriginalResponse,
} from '../helpers/originalClient';
import { useTestServer, type TestServer } from '../helpers/server';

/*
 * The guestbook as the original Vue client uses it (ORIGINAL-CLIENT-API.md §2.6, §5 #20–#23, #25):
 * its danmaku and publish-page bodies, its list filters, its edit (the stored item sent back) and
 * its delete by idList, and the background upload a guest makes on /message/publish.
 */

/** imgUpload: multipart field `file`, the raw token when logged in, nothing else. */
async function originalUpload(server: TestServer, client: OriginalClient, bytes: Uint8Array): Promise<OriginalResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'bg.png');
  const headers = originalHeaders(client, false);
  const response = await fetch(`${server.baseUrl}/api/upload/img`, { method: 'POST', headers, body: form });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

const png = (seed: number) =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: seed % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** What the danmaku view posts (danmu-message.vue). */
const danmakuBody = (text: string, who: { nick_name?: string; avatar?: string; user_id?: number } = {}) => ({
  id: 0,
  message: text,
  color: '',
  font_size: 16,
  font_weight: 500,
  bg_color: 'transparent',
  bg_url: '',
  user_id: who.user_id,
  tag: '赞不绝口',
  nick_name: who.nick_name ?? '游客',
  avatar: who.avatar ?? '游客',
  isNew: true,
  bgList: [],
});

/** Every field the list and card views read, with the type the client expects. */
function expectListItem(item: Record<string, unknown>): void {
  expect(typeof item.id).toBe('number');
  expect(typeof item.message).toBe('string');
  for (const key of ['color', 'bg_color', 'bg_url', 'nick_name', 'avatar', 'tag']) expect(typeof item[key], key).toBe('string');
  for (const key of ['font_size', 'font_weight', 'like_times', 'comment_total']) expect(typeof item[key], key).toBe('number');
  expect(typeof item.is_like).toBe('boolean');
  expect(item.user_id === null || typeof item.user_id === 'number').toBe(true);
  expectOriginalDate(item.createdAt);
}

describeEachEngine('原版客户端：留言板', (engine) => {
  const server = useTestServer(engine);
  let alice: OriginalClient;
  let bob: OriginalClient;
  let admin: OriginalClient;

  beforeAll(async () => {
    await fixtures(server.db).siteConfig({ blog_name: '留言契约' });
    await server.db.kysely.updateTable('site_config').set({ allow_guest_message: 1 }).execute();
    alice = await originalUser(server, { nickName: '爱丽丝' });
    bob = await originalUser(server, { nickName: '鲍勃' });
    admin = await originalUser(server, { role: 1 });
  });

  const list = (client: OriginalClient, body: Record<string, unknown>) => originalCall(server, client, 'POST', '/api/message/getMessageList', body);

  it('弹幕模式：游客发的原版请求体不是 400；getAllMessage 返回 {list, total}，新的在前', async () => {
    const guest = originalGuest();
    const added = await originalCall(server, guest, 'POST', '/api/message/add', danmakuBody('弹幕路过 <b>你好</b>'));
    expectOriginalSuccess(added);
    const mine = await originalCall(server, alice, 'POST', '/api/message/add', danmakuBody('爱丽丝的弹幕', { user_id: alice.userId, nick_name: '爱丽丝', avatar: '' }));
    expectOriginalSuccess(mine);

    const all = await originalCall(server, originalGuest(), 'GET', '/api/message/getAllMessage');
    expectOriginalSuccess(all);
    expect(Array.isArray(all.body.result.list)).toBe(true);
    expect(typeof all.body.result.total).toBe('number');
    const [newest, older] = all.body.result.list;
    expect(newest).toMatchObject({ message: '爱丽丝的弹幕', nick_name: '爱丽丝', user_id: alice.userId });
    // An account without a picture shows the site's own default avatar; a guest has none (the client shows its name).
    expect(newest.avatar).toMatch(/^\/uploads\/default\/avatar\.svg$/);
    expect(older).toMatchObject({ message: '弹幕路过 <b>你好</b>', nick_name: '游客', avatar: '', user_id: null });
    expectListItem(newest);
    expectListItem(older);
  });

  it(`getAllMessage 最多 ${MESSAGE_LIMITS.allMax} 条，total 是全部`, async () => {
    const before = (await originalCall(server, originalGuest(), 'GET', '/api/message/getAllMessage')).body.result.total as number;
    const stamp = new Date().toISOString();
    const rows = Array.from({ length: MESSAGE_LIMITS.allMax + 5 - before }, (_, i) => ({
      content: `批量 ${i}`,
      tag: '批量',
      color: '',
      font_size: 16,
      font_weight: 400,
      bg_color: '',
      bg_url: '',
      user_id: null,
      nick_name: '批量',
      status: 1,
      created_at: stamp,
      updated_at: stamp,
    }));
    if (rows.length > 0) await server.db.kysely.insertInto('message').values(rows).execute();
    const all = await originalCall(server, originalGuest(), 'GET', '/api/message/getAllMessage');
    expect(all.body.result.list).toHaveLength(MESSAGE_LIMITS.allMax);
    expect(all.body.result.total).toBe(MESSAGE_LIMITS.allMax + 5);
    await server.db.kysely.deleteFrom('message').where('tag', '=', '批量').execute();
  });

  it('发布页：游客先上传背景图（不登录），再带 bg_url 和原版预设颜色发布', async () => {
    const guest = originalGuest();
    const upload = await originalUpload(server, guest, await png(7));
    expectOriginalSuccess(upload);
    const url = String(upload.body.result.url);
    expect(url).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);
    // Same origin: the client uses it as <img src> and sends it back as bg_url.
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200);

    for (const bg_color of ['transparent', 'hsv(51, 100, 98)', 'hsva(120, 40, 94, 0.5)', 'hsl(181, 100%, 37%)', 'hsla(209, 100%, 56%, 0.73)', '#c7158577', 'rgba(255, 69, 0, 0.68)', 'rgb(255, 120, 0)']) {
      const body = {
        id: 0,
        message: `<div>颜色 ${bg_color}</div>`,
        color: '#676767',
        font_size: 20,
        font_weight: 700,
        bg_color,
        bg_url: url,
        user_id: 0,
        tag: '颜色',
        nick_name: '游客',
        avatar: '游客',
        bgList: [{ name: 'bg.png', url: 'blob:http://localhost/abc', status: 'success', uid: 1 }],
      };
      const response = await originalCall(server, guest, 'POST', '/api/message/add', body);
      expectOriginalSuccess(response);
    }
    const page = await list(originalGuest(), { current: 1, size: 8, tag: '颜色', message: '' });
    expectOriginalSuccess(page);
    expect(page.body.result.total).toBe(8);
    expect(page.body.result.list[0]).toMatchObject({ bg_url: url, color: '#676767', font_size: 20, font_weight: 700, tag: '颜色' });
  });

  it('颜色仍然严格：能注入 CSS 的写法 → 400，什么都不存', async () => {
    for (const bg_color of ['red;background:url(x)', 'hsl(1,2%,3%);x', 'url(javascript:1)', 'var(--x)', 'hsl(400, 10%, 10%)', 'rgb(300, 0, 0)', 'hsva(1, 2, 3, 4)', '#12345']) {
      const response = await originalCall(server, alice, 'POST', '/api/message/add', { ...danmakuBody('坏颜色'), bg_color });
      expect(response.status, bg_color).toBe(400);
    }
    const found = await list(originalGuest(), { current: 1, size: 8, tag: '', message: '坏颜色' });
    expect(found.body.result.total).toBe(0);
  });

  it('列表：message 按内容包含筛选、tag 精确筛选，空字符串不筛选；登录用户的 is_like 按账号', async () => {
    await originalCall(server, bob, 'POST', '/api/message/add', { ...danmakuBody('鲍勃说：今天天气不错'), tag: '天气', nick_name: '鲍勃' });
    await originalCall(server, bob, 'POST', '/api/message/add', { ...danmakuBody('鲍勃说：明天也不错'), tag: '天气预报', nick_name: '鲍勃' });

    const everything = await list(bob, { current: 1, size: 8, tag: '', message: '', user_id: bob.userId });
    expectOriginalSuccess(everything);
    expect(everything.body.result.total).toBeGreaterThanOrEqual(4);
    for (const item of everything.body.result.list) expectListItem(item);

    const byText = await list(bob, { current: 1, size: 8, tag: '', message: '天气不' });
    expect(byText.body.result.list.map((m: { message: string }) => m.message)).toEqual(['鲍勃说：今天天气不错']);
    const byTag = await list(bob, { current: 1, size: 8, tag: '天气', message: '' });
    expect(byTag.body.result.list.map((m: { tag: string }) => m.tag)).toEqual(['天气']);
    const both = await list(bob, { current: 1, size: 8, tag: '天气预报', message: '明天' });
    expect(both.body.result.total).toBe(1);
  });

  it('修改：把列表里的条目连同 bgList 原样发回（原始 token），只改自己的', async () => {
    const created = await originalCall(server, alice, 'POST', '/api/message/add', { ...danmakuBody('要改的留言'), tag: '修改', user_id: alice.userId });
    expectOriginalSuccess(created);
    const stored = (await list(alice, { current: 1, size: 8, tag: '修改', message: '' })).body.result.list[0];
    const edited = { ...stored, message: '改好了', bg_color: 'hsla(209, 100%, 56%, 0.73)', bgList: [] };
    const response = await originalCall(server, alice, 'POST', '/api/message/update', edited);
    expectOriginalSuccess(response);
    const after = (await list(alice, { current: 1, size: 8, tag: '修改', message: '' })).body.result.list[0];
    expect(after).toMatchObject({ id: stored.id, message: '改好了', bg_color: 'hsla(209, 100%, 56%, 0.73)' });

    // Someone else's entry: a red toast with the reason (403), nothing changes.
    const foreign = await originalCall(server, bob, 'POST', '/api/message/update', { ...stored, message: '冒改' });
    expect(foreign.status).toBe(403);
    expect(typeof foreign.body.message).toBe('string');
  });

  it('删除：{idList: [id]}；别人的 403 且一条都不删；管理员可以删任何留言', async () => {
    const mine = await originalCall(server, alice, 'POST', '/api/message/add', { ...danmakuBody('爱丽丝要删的'), tag: '删除' });
    const theirs = await originalCall(server, bob, 'POST', '/api/message/add', { ...danmakuBody('鲍勃的'), tag: '删除' });
    expectOriginalSuccess(mine);
    expectOriginalSuccess(theirs);
    const ids = (await list(alice, { current: 1, size: 8, tag: '删除', message: '' })).body.result.list.map((m: { id: number }) => m.id);
    const [bobsId, alicesId] = ids as [number, number];

    const refused = await originalCall(server, alice, 'PUT', '/api/message/delete', { idList: [alicesId, bobsId] });
    expect(refused.status).toBe(403);
    expect((await list(alice, { current: 1, size: 8, tag: '删除', message: '' })).body.result.total).toBe(2);

    expectOriginalSuccess(await originalCall(server, alice, 'PUT', '/api/message/delete', { idList: [alicesId] }));
    expectOriginalSuccess(await originalCall(server, admin, 'PUT', '/api/message/delete', { idList: [bobsId] }));
    expect((await list(alice, { current: 1, size: 8, tag: '删除', message: '' })).body.result.total).toBe(0);

    // A guest has no login: 401 (the client opens its login dialog).
    const guest = await originalCall(server, originalGuest(), 'PUT', '/api/message/delete', { idList: [alicesId] });
    expect(guest.status).toBe(401);
  });

  it('上传超过 5MB：HTTP 200、code 100（原版会弹出黄色提示），不存文件', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await originalUpload(server, originalGuest(), big);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 100, message: '图片不能超过 5MB' });
  });
});
