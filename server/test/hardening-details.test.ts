import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Migrator } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, ORIGINAL_IMPORT_MESSAGES, RESOURCE_ADMIN_MESSAGES, SITE_MESSAGES, USER_ROLE } from '@blog/contract';
import { migrate, migrationsFor, openDatabase } from '../src/db/connection';
import { OUTBOUND_MESSAGES } from '../src/platform/outbound';
import { bearer, createAccount, login } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fetchExport } from './helpers/exportZip';
import { fixtures } from './helpers/factory';
import { call, get, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { articleBody } from './article-admin-helpers';

const PASSWORD = 'details123a';
const OWN_IMAGE = `/uploads/img/${'d'.repeat(64)}.webp`;

describeEachEngine('细节：不缓存、图片地址、导出文件名、原站连接检查、严格的请求体', (engine) => {
  const server = useTestServer(engine);
  let adminToken = '';
  let userToken = '';

  beforeAll(async () => {
    await fixtures(server.db).siteConfig({ blog_name: '细节' });
    await createAccount(server.db, 'details_admin', PASSWORD, { role: USER_ROLE.admin });
    await createAccount(server.db, 'details_user', PASSWORD);
    adminToken = (await login(server, 'details_admin', PASSWORD)).token;
    userToken = (await login(server, 'details_user', PASSWORD)).token;
  });
  const admin = () => ({ headers: bearer(adminToken) });

  it('带令牌或后台数据的回答都是 Cache-Control: no-store；公开的回答不是', async () => {
    const loginAnswer = await post(server, '/api/user/login', { username: 'details_user', password: PASSWORD });
    expect(loginAnswer.headers.get('cache-control')).toBe('no-store');
    for (const [method, url] of [
      ['POST', '/api/user/adminList'],
      ['GET', '/api/user/adminNameClashes'],
      ['GET', '/api/dashboard/overview'],
      ['POST', '/api/article/getArticleList'],
    ] as const) {
      const answer = await call(server, method, url, { ...admin(), body: method === 'POST' ? { current: 1, size: 10 } : undefined });
      expect({ url, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({ url, status: 200, cacheControl: 'no-store' });
    }
    const own = await post(server, '/api/notify/getNotifyList', { current: 1, size: 10 }, { headers: bearer(userToken) });
    expect(own.headers.get('cache-control')).toBe('no-store');
    const publicAnswer = await get(server, '/api/article/getHotArticle');
    expect(publicAnswer.headers.get('cache-control')).not.toBe('no-store');
  });

  it('文章封面、资源图标、页面背景的地址与网站设置的图片字段同一规则', async () => {
    const refused = [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'https://user:pw@evil.example/x.png',
      'https://evil.example/x".png',
      '/uploads/../secret.webp',
      '/uploads/whatever.svg',
      'ftp://example.com/a.png',
    ];
    const accepted = ['', OWN_IMAGE, 'https://example.com/a.png'];
    const siteRule = async (value: string) => (await put(server, '/api/config/update', { ...admin(), body: { blog_name: '细节', blog_avatar: value } })).status;
    const fields = {
      cover: async (value: string, n: number) => {
        const answer = await post(server, '/api/article/add', articleBody({ article_title: `封面测试 ${n} ${value}`.slice(0, 60), article_cover: value }), admin());
        return answer.status === 400 ? `400 ${answer.body.message}` : String(answer.body.code);
      },
      icon: async (value: string) => {
        const answer = await post(server, '/api/resource/admin/add', { list: 'front', group_name: '图标测试', name: '某网站', url: 'https://example.com/', icon: value }, admin());
        return answer.status === 400 ? `400 ${answer.body.message}` : String(answer.body.code);
      },
      banner: async (value: string) => {
        const answer = await put(server, '/api/pageHeader/update', { ...admin(), body: { route_name: 'Home', bg_url: value } });
        return answer.status === 400 ? `400 ${answer.body.message}` : String(answer.body.code);
      },
    };
    const messages = { cover: ARTICLE_MESSAGES.coverInvalid, icon: RESOURCE_ADMIN_MESSAGES.iconInvalid, banner: SITE_MESSAGES.imageInvalid };
    let n = 0;
    for (const value of refused) {
      expect({ value, site: await siteRule(value) }).toEqual({ value, site: 400 });
      for (const [field, send] of Object.entries(fields) as [keyof typeof fields, (v: string, n: number) => Promise<string>][]) {
        expect({ field, value, answer: await send(value, (n += 1)) }).toEqual({ field, value, answer: `400 ${messages[field]}` });
      }
    }
    for (const value of accepted) {
      expect({ value, site: await siteRule(value) }).toEqual({ value, site: 200 });
      for (const [field, send] of Object.entries(fields) as [keyof typeof fields, (v: string, n: number) => Promise<string>][]) {
        expect({ field, value, answer: await send(value, (n += 1)) }).toEqual({ field, value, answer: '0' });
      }
    }
  });

  it('Markdown 导出的文件名去掉文字方向控制符和零宽字符', async () => {
    await fixtures(server.db).article({ title: '笔记\u202egpj.exe' });
    await fixtures(server.db).article({ title: '看\u200b不\u2066见' });
    const exported = await fetchExport(server, adminToken);
    const names = [...(exported.files?.keys() ?? [])].filter((name) => name.endsWith('.md'));
    expect(names).toContain('笔记gpj.exe.md');
    expect(names).toContain('看不见.md');
    for (const name of names) expect(name).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('原站数据库检查：管理员确认地址之前不解析也不连接，任何主机和端口的回答都一样', async () => {
    const listener = await listening();
    try {
      const open = `mysql://u:p@127.0.0.1:${listener.port}/blog`;
      const closed = `mysql://u:p@127.0.0.1:${listener.port + 1}/blog`;
      const check = (url: string, confirmedAddress?: string) => post(server, '/api/portability/admin/original/check', { url, confirmedAddress }, admin());
      const unconfirmed = await Promise.all([check(open), check(closed), check(open, '127.0.0.1:9'), check('mysql://u:p@no-such-host.invalid/blog')]);
      expect(unconfirmed.map((a) => a.body)).toEqual([
        { code: 100, message: ORIGINAL_IMPORT_MESSAGES.confirmAddress(`127.0.0.1:${listener.port}`), result: null },
        { code: 100, message: ORIGINAL_IMPORT_MESSAGES.confirmAddress(`127.0.0.1:${listener.port + 1}`), result: null },
        { code: 100, message: ORIGINAL_IMPORT_MESSAGES.confirmAddress(`127.0.0.1:${listener.port}`), result: null },
        { code: 100, message: ORIGINAL_IMPORT_MESSAGES.confirmAddress('no-such-host.invalid:3306'), result: null },
      ]);
      const importUnconfirmed = await post(server, '/api/portability/admin/original/import', { url: open }, admin());
      expect(importUnconfirmed.body.code).toBe(100);
      expect(listener.connections()).toBe(0);

      // Confirmed: the server connects to exactly that address.
      const confirmed = await check(open, `127.0.0.1:${listener.port}`);
      expect(confirmed.status).toBe(400);
      expect(listener.connections()).toBe(1);

      // The address rules apply even once confirmed: never the metadata service or multicast.
      for (const host of ['169.254.169.254', '224.0.0.1', '0.0.0.0', '[fe80::1]']) {
        const answer = await check(`mysql://u:p@${host}:3306/blog`, `${host}:3306`);
        expect({ host, body: answer.body }).toEqual({ host, body: { code: 400, message: OUTBOUND_MESSAGES.never, result: null } });
      }
    } finally {
      await listener.close();
    }
  });

  it('updateOwnUserInfo 和 updatePassword 拒绝不认识的字段；原版客户端带的字段照收', async () => {
    const profile = (body: Record<string, unknown>) => put(server, '/api/user/updateOwnUserInfo', { body, headers: bearer(userToken) });
    const original = await profile({ id: 1, nick_name: '原版客户端', avatar: '', avatarList: [{ url: '' }], role: 1, qq: '', ipAddress: '未知' });
    expect(resultOf(original)).toMatchObject({ nick_name: '原版客户端', role: 2 });
    expect((await profile({ nick_name: '多了字段', avatar: '', disabled: 0, token_version: 9 })).body).toEqual({ code: 400, message: '不认识的字段：disabled、token_version', result: null });
    const row = await server.db.kysely.selectFrom('user').select(['nick_name', 'role']).where('username', '=', 'details_user').executeTakeFirstOrThrow();
    expect(row).toEqual({ nick_name: '原版客户端', role: 2 });

    const password = await put(server, '/api/user/updatePassword', { body: { password: PASSWORD, password1: 'newpass123a', password2: 'newpass123a', username: 'details_admin' }, headers: bearer(userToken) });
    expect(password.body).toEqual({ code: 400, message: '不认识的字段：username', result: null });
    expect((await login(server, 'details_user', PASSWORD)).token).toBeTruthy();
  });
});

describeEachEngine('迁移 020：点赞数与点赞记录一致', (engine) => {
  it('计数多于记录时补上匿名记录（访客看到的数不变），少于记录时按记录算', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-like-counts-'));
    const database = await engine.createDatabase();
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
      expect((await migrator.migrateTo('019_username_keys')).error).toBeUndefined();
      const f = fixtures(db);
      const demo = await f.article({ title: '演示文章：132 个赞，一条记录也没有', beforeSlugs: true });
      const both = await f.article({ title: '有一个真读者点赞', beforeSlugs: true });
      const under = await f.article({ title: '计数比记录少', beforeSlugs: true });
      const stamp = '2024-01-01T00:00:00.000Z';
      await db.kysely.insertInto('article_stat').values([
        { article_id: demo, thumbs_up_times: 132 },
        { article_id: both, thumbs_up_times: 5 },
        { article_id: under, thumbs_up_times: 1 },
      ]).execute();
      const like = (forId: number, liker: string) => ({ type: 1, for_id: forId, liker, user_id: null, created_at: stamp, updated_at: stamp });
      await db.kysely.insertInto('like').values([like(both, 'v:real-reader-key'), like(under, 'v:reader-one'), like(under, 'v:reader-two'), like(under, 'v:reader-three')]).execute();
      await migrate(db);

      const rowsOf = async (id: number) =>
        Number((await db.kysely.selectFrom('like').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 1).where('for_id', '=', id).executeTakeFirstOrThrow()).n);
      const countOf = async (id: number) => (await db.kysely.selectFrom('article_stat').select('thumbs_up_times').where('article_id', '=', id).executeTakeFirstOrThrow()).thumbs_up_times;
      expect([await countOf(demo), await rowsOf(demo)]).toEqual([132, 132]);
      expect([await countOf(both), await rowsOf(both)]).toEqual([5, 5]);
      expect([await countOf(under), await rowsOf(under)]).toEqual([3, 3]);
      // The real reader's like is still theirs.
      expect(await db.kysely.selectFrom('like').select('liker').where('for_id', '=', both).where('liker', '=', 'v:real-reader-key').executeTakeFirst()).toBeDefined();
    } finally {
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A TCP listener that counts who connects and hangs up on them (it is not MySQL). */
async function listening(): Promise<{ port: number; connections(): number; close(): Promise<void> }> {
  let count = 0;
  const tcp: Server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return {
    port: (tcp.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => tcp.close(() => resolve())),
  };
}
