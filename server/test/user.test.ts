import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_AVATAR_URL, type LoginResult, type UserInfo } from '@blog/contract';
import { verify } from '@node-rs/argon2';
import { describeEachEngine } from './helpers/engines';
import { bearer, createAccount, freshIp, fromIp, login, uniqueName } from './helpers/accounts';
import { get, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('注册、登录与个人资料', (engine) => {
  const server = useTestServer(engine);
  const register = (body: unknown) => post(server, '/api/user/register', body, { headers: fromIp(freshIp()) });
  const userRow = (username: string) => server.db.kysely.selectFrom('user').selectAll().where('username', '=', username).executeTakeFirst();

  describe('注册', () => {
    it.each([
      ['缺少用户名', { password: 'abc12345' }, ACCOUNT_MESSAGES.usernameRequired],
      ['用户名为空', { username: '   ', password: 'abc12345' }, ACCOUNT_MESSAGES.usernameRequired],
      ['用户名太短', { username: 'abcd', password: 'abc12345' }, ACCOUNT_MESSAGES.usernameLength],
      ['用户名太长', { username: 'a'.repeat(17), password: 'abc12345' }, ACCOUNT_MESSAGES.usernameLength],
      ['缺少密码', { username: 'valid_name1' }, ACCOUNT_MESSAGES.passwordRequired],
      ['密码为空', { username: 'valid_name1', password: '' }, ACCOUNT_MESSAGES.passwordRequired],
      ['密码太短', { username: 'valid_name1', password: 'a1b2c' }, ACCOUNT_MESSAGES.passwordPattern],
      ['密码太长', { username: 'valid_name1', password: 'a1'.repeat(10) }, ACCOUNT_MESSAGES.passwordPattern],
      ['全是数字', { username: 'valid_name1', password: '12345678' }, ACCOUNT_MESSAGES.passwordPattern],
      ['全是字母', { username: 'valid_name1', password: 'abcdefgh' }, ACCOUNT_MESSAGES.passwordPattern],
      ['全是符号', { username: 'valid_name1', password: '!@#$%^&*' }, ACCOUNT_MESSAGES.passwordPattern],
      ['含中文', { username: 'valid_name1', password: 'abc123密码' }, ACCOUNT_MESSAGES.passwordPattern],
    ])('%s → 400「%s」且不建账号', async (_case, body, message) => {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, message, result: null });
      expect(await userRow('valid_name1')).toBeUndefined();
    });

    it('昵称太长 → code 100（原版客户端的注册表单不限长度，要看得到原因）且不建账号', async () => {
      const response = await register({ username: 'valid_name1', password: 'abc12345', nick_name: '长'.repeat(17) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 100, message: ACCOUNT_MESSAGES.nickNameLength, result: null });
      expect(await userRow('valid_name1')).toBeUndefined();
    });

    it('注册成功：密码以 argon2id 保存，角色为普通用户，不填昵称时昵称就是用户名', async () => {
      const username = uniqueName('reg');
      const response = await register({ username, password: 'abc12345' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 0, message: '注册成功', result: null });
      const row = await userRow(username);
      expect(row?.role).toBe(2);
      expect(row?.nick_name).toBe(username);
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(row!.password_hash, 'abc12345')).toBe(true);
      expect(JSON.stringify(response.body)).not.toContain('abc12345');
    });

    it('六位两种字符的密码也可以（规则是 6–18 位）', async () => {
      const username = uniqueName('six');
      expect((await register({ username, password: 'a1b2c3', nick_name: '小六' })).body.code).toBe(0);
      expect((await userRow(username))?.nick_name).toBe('小六');
    });

    it('用户名已存在 → code 100「用户名已存在」，原账号不变', async () => {
      const username = uniqueName('dup');
      resultOf(await register({ username, password: 'abc12345' }));
      const before = await userRow(username);
      const again = await register({ username, password: 'xyz98765', nick_name: '冒名' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ code: 100, message: '用户名已存在', result: null });
      expect(await userRow(username)).toEqual(before);
    });
  });

  describe('登录', () => {
    const username = 'login_user1';
    let userId = 0;
    beforeAll(async () => {
      userId = await createAccount(server.db, username, 'right-pass1');
    });

    it('成功：返回 token 和 id，token 可以调用需要登录的接口', async () => {
      const response = await post<LoginResult>(server, '/api/user/login', { username, password: 'right-pass1' }, { headers: fromIp(freshIp()) });
      expect(response.body.code).toBe(0);
      expect(response.body.message).toBe('登录成功');
      expect(response.body.result.id).toBe(userId);
      const list = await post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId }, { headers: bearer(response.body.result.token) });
      expect(list.body.code).toBe(0);
    });

    it('密码错误和用户不存在得到完全相同的回答', async () => {
      const wrong = await post(server, '/api/user/login', { username, password: 'wrong-pass1' }, { headers: fromIp(freshIp()) });
      const unknown = await post(server, '/api/user/login', { username: 'nobody_here', password: 'wrong-pass1' }, { headers: fromIp(freshIp()) });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ code: 100, message: '用户名或密码错误', result: null });
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('缺少用户名或密码 → 400 中文提示', async () => {
      const noName = await post(server, '/api/user/login', { password: 'x' }, { headers: fromIp(freshIp()) });
      expect(noName.body).toEqual({ code: 400, message: ACCOUNT_MESSAGES.usernameRequired, result: null });
      const noPassword = await post(server, '/api/user/login', { username }, { headers: fromIp(freshIp()) });
      expect(noPassword.body).toEqual({ code: 400, message: ACCOUNT_MESSAGES.loginPasswordRequired, result: null });
    });
  });

  describe('公开信息', () => {
    it('只有 id、昵称、头像、角色，没有用户名和密码', async () => {
      const id = await createAccount(server.db, 'public_info1', 'abc12345', { nickName: '公开的人' });
      const response = await get<UserInfo>(server, `/api/user/getUserInfoById/${id}`);
      expect(resultOf(response)).toEqual({ id, nick_name: '公开的人', avatar: DEFAULT_AVATAR_URL, role: 2 });
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('public_info1');
      expect(text).not.toContain('argon2');
      expect(text).not.toMatch(/password|username|disabled/);
    });

    it('不存在的用户 → code 100「用户不存在」', async () => {
      expect((await get(server, '/api/user/getUserInfoById/999999')).body).toEqual({ code: 100, message: '用户不存在', result: null });
    });
  });

  describe('修改资料和密码', () => {
    const username = 'profile_user1';
    let userId = 0;
    let token = '';
    beforeAll(async () => {
      userId = await createAccount(server.db, username, 'old-pass1');
      token = (await login(server, username, 'old-pass1')).token;
    });

    it('修改昵称和头像（本站上传地址）', async () => {
      const response = await put<UserInfo>(server, '/api/user/updateOwnUserInfo', {
        body: { nick_name: '新昵称', avatar: '/uploads/img/abc123.webp' },
        headers: bearer(token),
      });
      expect(response.body.message).toBe('修改成功');
      expect(resultOf(response)).toEqual({ id: userId, nick_name: '新昵称', avatar: '/uploads/img/abc123.webp', role: 2 });
      expect(resultOf(await get<UserInfo>(server, `/api/user/getUserInfoById/${userId}`)).nick_name).toBe('新昵称');
    });

    it.each([
      ['站外头像', { nick_name: '甲', avatar: 'https://evil.example/track.png' }, ACCOUNT_MESSAGES.avatarInvalid],
      ['脚本地址', { nick_name: '甲', avatar: 'javascript:alert(1)' }, ACCOUNT_MESSAGES.avatarInvalid],
      ['跳出目录', { nick_name: '甲', avatar: '/uploads/../secrets/jwt-secret' }, ACCOUNT_MESSAGES.avatarInvalid],
      ['昵称为空', { nick_name: ' ', avatar: '' }, '请输入昵称'],
    ])('%s → 400 且资料不变', async (_case, body, message) => {
      const before = await userRow(username);
      const response = await put(server, '/api/user/updateOwnUserInfo', { body, headers: bearer(token) });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await userRow(username)).toEqual(before);
    });

    it('昵称太长 → code 100 且资料不变', async () => {
      const before = await userRow(username);
      const response = await put(server, '/api/user/updateOwnUserInfo', { body: { nick_name: '长'.repeat(17), avatar: '' }, headers: bearer(token) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 100, message: ACCOUNT_MESSAGES.nickNameLength, result: null });
      expect(await userRow(username)).toEqual(before);
    });

    it('原密码错误 → code 100「原密码错误」，密码不变', async () => {
      const before = (await userRow(username))?.password_hash;
      const response = await put(server, '/api/user/updatePassword', {
        body: { password: 'not-the-old1', password1: 'new-pass22', password2: 'new-pass22' },
        headers: bearer(token),
      });
      expect(response.body).toEqual({ code: 100, message: '原密码错误', result: null });
      expect((await userRow(username))?.password_hash).toBe(before);
    });

    it.each([
      ['新密码不合规则', { password: 'old-pass1', password1: '12345678', password2: '12345678' }, ACCOUNT_MESSAGES.passwordPattern],
      ['两次不一致', { password: 'old-pass1', password1: 'new-pass22', password2: 'new-pass23' }, ACCOUNT_MESSAGES.confirmMismatch],
      ['缺少确认密码', { password: 'old-pass1', password1: 'new-pass22' }, ACCOUNT_MESSAGES.confirmRequired],
      ['缺少原密码', { password1: 'new-pass22', password2: 'new-pass22' }, '请输入原密码'],
    ])('%s → 400', async (_case, body, message) => {
      const response = await put(server, '/api/user/updatePassword', { body, headers: bearer(token) });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('改密码后旧密码登录失败、新密码登录成功', async () => {
      const response = await put(server, '/api/user/updatePassword', {
        body: { password: 'old-pass1', password1: 'new-pass22', password2: 'new-pass22' },
        headers: bearer(token),
      });
      expect(response.body).toEqual({ code: 0, message: '密码修改成功', result: { password_stamp: expect.any(String) } });
      const old = await post(server, '/api/user/login', { username, password: 'old-pass1' }, { headers: fromIp(freshIp()) });
      expect(old.body.message).toBe('用户名或密码错误');
      expect((await login(server, username, 'new-pass22')).id).toBe(userId);
    });
  });
});
