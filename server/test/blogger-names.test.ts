import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { NAME_MESSAGES, USER_ROLE, USERNAME_CLASH_MESSAGES, usernameKey, type UserInfo, type UsernameClash } from '@blog/contract';
import { migrate, migrationsFor, openDatabase } from '../src/db/connection';
import { bearer, createAccount, freshIp, fromIp, login, uniqueName } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, post, put, resultOf, type ApiResponse } from './helpers/http';
import { useTestServer } from './helpers/server';

const PASSWORD = 'names12345a';
const ADMIN_AVATAR = `/uploads/img/${'a'.repeat(64)}.webp`;
const SITE_AVATAR = `/uploads/img/${'b'.repeat(64)}.webp`;
const OWN_AVATAR = `/uploads/img/${'c'.repeat(64)}.webp`;

/** A code 100 refusal the visitor reads (the original client shows it as a toast too). */
const refused = (message: string) => ({ code: 100, message, result: null });

/** Names that look like the blogger's: the reserved words and the admin's nickname, dressed up. */
const POSING = ['博主', '博\u200b主', '博 主', '博-主', '\u202e主博', '管理员', '站长', 'Xiao王站主', 'xiao 王·站主', 'ＸＩＡＯ王站主', 'xiao\u2060王站主'];

describeEachEngine('冒充博主', (engine) => {
  const server = useTestServer(engine);
  let adminToken = '';
  let userToken = '';
  let userId = 0;

  beforeAll(async () => {
    await fixtures(server.db).siteConfig({ blog_name: '名字测试' });
    await server.db.kysely.updateTable('site_config').set({ blog_avatar: SITE_AVATAR, allow_guest_message: 1 }).execute();
    const adminId = await createAccount(server.db, 'names_admin', PASSWORD, { role: USER_ROLE.admin, nickName: 'xiao王站主' });
    await server.db.kysely.updateTable('user').set({ avatar: ADMIN_AVATAR }).where('id', '=', adminId).execute();
    adminToken = (await login(server, 'names_admin', PASSWORD)).token;
    userId = await createAccount(server.db, 'names_user', PASSWORD, { nickName: '普通读者' });
    userToken = (await login(server, 'names_user', PASSWORD)).token;
  });

  const profile = (token: string, body: { nick_name: string; avatar: string }) => put<UserInfo>(server, '/api/user/updateOwnUserInfo', { body, headers: bearer(token) });
  const stored = () => server.db.kysely.selectFrom('user').select(['nick_name', 'avatar']).where('id', '=', userId).executeTakeFirstOrThrow();
  const register = (username: string, nick_name?: string) =>
    post(server, '/api/user/register', { username, password: PASSWORD, ...(nick_name === undefined ? {} : { nick_name }) }, { headers: fromIp(freshIp()) });

  it('用户改昵称：博主、管理员、站长和管理员自己的昵称（加零宽字符、空格、符号、全角、大小写）都不行，什么都不改', async () => {
    const before = await stored();
    for (const nick of POSING) {
      const answer = await profile(userToken, { nick_name: nick, avatar: '' });
      const expected = /[\u200b\u202e\u2060]/.test(nick) ? NAME_MESSAGES.nicknameInvisible : NAME_MESSAGES.nicknameReserved;
      expect({ nick, status: answer.status, body: answer.body }).toEqual({ nick, status: 200, body: refused(expected) });
    }
    expect(await stored()).toEqual(before);
    // A name that merely contains the word is someone else's.
    expect(resultOf(await profile(userToken, { nick_name: '不是博主的小李', avatar: '' })).nick_name).toBe('不是博主的小李');
  });

  it('注册：昵称（或当作昵称的用户名）是保留的名字时拒绝；用户名里有看不见的字符时拒绝', async () => {
    expect((await register(uniqueName('pose'), '博\u200b主')).body).toEqual(refused(NAME_MESSAGES.nicknameInvisible));
    expect((await register(uniqueName('pose'), '站 长')).body).toEqual(refused(NAME_MESSAGES.nicknameReserved));
    expect((await register('ghost\u200bname')).body).toEqual(refused(NAME_MESSAGES.usernameInvisible));
    expect((await register('right\u202eleft')).body).toEqual(refused(NAME_MESSAGES.usernameInvisible));
    const count = await server.db.kysely.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).where('username', 'like', 'pose%').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('管理员自己可以叫博主', async () => {
    expect(resultOf(await profile(adminToken, { nick_name: '博主', avatar: ADMIN_AVATAR })).nick_name).toBe('博主');
    expect(resultOf(await profile(adminToken, { nick_name: 'xiao王站主', avatar: ADMIN_AVATAR })).nick_name).toBe('xiao王站主');
  });

  it('用户不能把头像设成管理员上传的头像或网站头像；自己的图片和默认头像可以', async () => {
    for (const avatar of [ADMIN_AVATAR, SITE_AVATAR]) {
      expect((await profile(userToken, { nick_name: '普通读者', avatar })).body).toEqual(refused(NAME_MESSAGES.avatarReserved));
    }
    expect((await stored()).avatar).not.toBe(ADMIN_AVATAR);
    expect(resultOf(await profile(userToken, { nick_name: '普通读者', avatar: OWN_AVATAR })).avatar).toBe(OWN_AVATAR);
    expect(resultOf(await profile(userToken, { nick_name: '普通读者', avatar: '' })).avatar).toBe('/uploads/default/avatar.svg');
  });

  it('游客留言：名字是保留的或带看不见的字符时拒绝，什么都不存', async () => {
    const entry = (nick_name: string) => post(server, '/api/message/add', { message: '路过留言', nick_name }, { headers: fromIp(freshIp()) });
    expect((await entry('博主')).body).toEqual(refused(NAME_MESSAGES.guestNameReserved));
    expect((await entry('小王\u200d站主')).body).toEqual(refused(NAME_MESSAGES.guestNameInvisible));
    const rows = await server.db.kysely.selectFrom('message').select('id').where('content', '=', '路过留言').execute();
    expect(rows).toHaveLength(0);
    expect(resultOf(await entry('路过的游客'))).toMatchObject({ nick_name: '路过的游客' });
  });

  it('用户名不区分大小写、全角半角：Case_x 注册后 case_x、ＣＡＳＥ＿Ｘ 都是「用户名已存在」', async () => {
    expect((await register('Case_x1')).body.code).toBe(0);
    for (const twin of ['case_x1', 'CASE_X1', 'ｃａｓｅ＿ｘ1']) expect((await register(twin)).body).toEqual(refused('用户名已存在'));
    const rows = await server.db.kysely.selectFrom('user').select('username').where('username_key', '=', 'case_x1').execute();
    expect(rows.map((r) => r.username)).toEqual(['Case_x1']);
  });

  it('同时注册只差大小写的两个名字：只有一个成功', async () => {
    const base = uniqueName('Race');
    const answers = await Promise.all([base, base.toLowerCase(), base.toUpperCase()].map((name) => register(name)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 100, 100]);
  });
});

describeEachEngine('只差大小写的旧账号：不合并，由管理员在后台改名', (engine) => {
  const server = useTestServer(engine);
  let adminToken = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const adminId = await createAccount(server.db, 'clash_admin', PASSWORD, { role: USER_ROLE.admin });
    adminToken = (await login(server, 'clash_admin', PASSWORD)).token;
    // What migration 019 leaves for three accounts registered before it: the oldest holds the name.
    ids.Old_Twin = await createAccount(server.db, 'Old_Twin', PASSWORD);
    for (const twin of ['old_twin', 'OLD_TWIN']) {
      ids[twin] = await createAccount(server.db, uniqueName('tmp'), PASSWORD);
      await server.db.kysely.updateTable('user').set({ username: twin, username_key: null }).where('id', '=', ids[twin]!).execute();
    }
    expect(adminId).toBeGreaterThan(0);
  });

  const admin = { headers: () => bearer(adminToken) };
  const clashes = async () => resultOf(await get<UsernameClash[]>(server, '/api/user/adminNameClashes', { headers: admin.headers() }));
  const rename = (id: number, username: string): Promise<ApiResponse<null>> => call(server, 'PUT', `/api/user/adminRename/${id}`, { body: { username }, headers: admin.headers() });

  it('后台列出只差大小写的账号，最早的那个拥有这个名字；三个账号都照样能登录', async () => {
    const list = await clashes();
    expect(list).toEqual([
      {
        key: 'old_twin',
        accounts: [
          expect.objectContaining({ id: ids.Old_Twin, username: 'Old_Twin', holdsName: true }),
          expect.objectContaining({ id: ids.old_twin, username: 'old_twin', holdsName: false }),
          expect.objectContaining({ id: ids.OLD_TWIN, username: 'OLD_TWIN', holdsName: false }),
        ],
      },
    ]);
    for (const username of ['Old_Twin', 'old_twin', 'OLD_TWIN']) expect((await login(server, username, PASSWORD)).id).toBe(ids[username]);
  });

  it('改名成另一个只差大小写的名字被拒绝；改成新名字后用新名字登录，名单变短', async () => {
    expect((await rename(ids.old_twin!, 'OLD_twin')).body).toEqual(refused('用户名已存在'));
    expect((await rename(ids.old_twin!, 'bad\u200bname')).body).toEqual(refused(NAME_MESSAGES.usernameInvisible));
    expect((await rename(ids.old_twin!, 'twin_two')).body).toEqual({ code: 0, message: USERNAME_CLASH_MESSAGES.renamed, result: null });
    expect((await login(server, 'twin_two', PASSWORD)).id).toBe(ids.old_twin);
    expect((await clashes())[0]?.accounts.map((a) => a.username)).toEqual(['Old_Twin', 'OLD_TWIN']);
  });

  it('给拥有名字的那个改名后，等着的账号立即得到这个名字：注册同名被拒绝，名单清空', async () => {
    expect((await rename(ids.Old_Twin!, 'twin_one')).body.code).toBe(0);
    expect(await clashes()).toEqual([]);
    const row = await server.db.kysely.selectFrom('user').select('username_key').where('id', '=', ids.OLD_TWIN!).executeTakeFirstOrThrow();
    expect(row.username_key).toBe('old_twin');
    const again = await post(server, '/api/user/register', { username: 'Old_Twin', password: PASSWORD }, { headers: fromIp(freshIp()) });
    expect(again.body).toEqual(refused('用户名已存在'));
  });

  it('只有管理员能看名单和改名', async () => {
    const userToken = (await login(server, 'twin_two', PASSWORD)).token;
    expect((await get(server, '/api/user/adminNameClashes', { headers: bearer(userToken) })).status).toBe(403);
    expect((await call(server, 'PUT', `/api/user/adminRename/${ids.OLD_TWIN}`, { body: { username: 'stolen_name' }, headers: bearer(userToken) })).status).toBe(403);
  });
});

describeEachEngine('迁移 019：已有的只差大小写的用户名', (engine) => {
  it('最早的账号得到名字，其余的留下等管理员处理，没有账号被合并或改名', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-username-keys-'));
    const database = await engine.createDatabase();
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
      expect((await migrator.migrateTo('018_unique_names')).error).toBeUndefined();
      const stamp = '2024-01-01T00:00:00.000Z';
      for (const username of ['Case_x', 'alone', 'case_x', 'ｃａｓｅ＿ｘ', 'CASE\u200b_X']) {
        await sql`insert into ${sql.table('user')} (username, password_hash, role, nick_name, created_at, updated_at)
          values (${username}, 'x', 2, ${username}, ${stamp}, ${stamp})`.execute(db.kysely);
      }
      await migrate(db);
      const rows = await db.kysely.selectFrom('user').select(['username', 'username_key']).orderBy('id').execute();
      expect(rows).toEqual([
        { username: 'Case_x', username_key: 'case_x' },
        { username: 'alone', username_key: 'alone' },
        { username: 'case_x', username_key: null },
        { username: 'ｃａｓｅ＿ｘ', username_key: null },
        { username: 'CASE\u200b_X', username_key: null },
      ]);
      expect(usernameKey('CASE\u200b_X')).toBe('case_x');
    } finally {
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
