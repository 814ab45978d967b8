import { expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../src/modules/user/limits';
import { createAccount, freshIp, fromIp, uniqueName } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { post } from './helpers/http';
import { useTestServer } from './helpers/server';

const TRIES = ACCOUNT_LIMITS.loginPerUsername.max;

describeEachEngine('猜密码锁不住从常用地址登录的主人', (engine) => {
  const server = useTestServer(engine);
  const tryLogin = (username: string, password: string, ip: string) => post(server, '/api/user/login', { username, password }, { headers: fromIp(ip) });

  /** The owner logged in from home once; then someone guessed from all over the place until the name was locked. */
  async function lockedOwner() {
    const username = uniqueName('o');
    await createAccount(server.db, username, 'real-pass1');
    const home = freshIp();
    expect((await tryLogin(username, 'real-pass1', home)).body.code).toBe(0);
    for (let i = 0; i < TRIES; i++) expect((await tryLogin(username, `guess${i}abc`, freshIp())).body.message).toBe('用户名或密码错误');
    return { username, home };
  }

  it('主人从登录过的地址仍然可以登录', async () => {
    const { username, home } = await lockedOwner();
    const response = await tryLogin(username, 'real-pass1', home);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('登录成功');
  });

  it('从没登录过的地址：正确密码也 429（猜密码和以前一样贵）', async () => {
    const { username } = await lockedOwner();
    const response = await tryLogin(username, 'real-pass1', freshIp());
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ code: 429, message: '尝试次数过多，请稍后再试', result: null });
  });

  it(`在主人的地址上猜密码也只有 ${TRIES} 次`, async () => {
    const { username, home } = await lockedOwner();
    for (let i = 0; i < TRIES; i++) expect((await tryLogin(username, `home${i}abc`, home)).status).toBe(200);
    const refused = await tryLogin(username, 'real-pass1', home);
    expect(refused.status).toBe(429);
  });

  it('在别的账号登录过的地址不算主人的地址', async () => {
    const { username } = await lockedOwner();
    const neighbour = uniqueName('n');
    await createAccount(server.db, neighbour, 'neigh-pass1');
    const neighbourHome = freshIp();
    expect((await tryLogin(neighbour, 'neigh-pass1', neighbourHome)).body.code).toBe(0);
    expect((await tryLogin(username, 'real-pass1', neighbourHome)).status).toBe(429);
  });

  it(`一个地址（学校、公司的出口）上 ${ACCOUNT_LIMITS.loginPerIp.max + 5} 次成功的登录都放行：地址的额度只算猜错的`, async () => {
    const office = freshIp();
    const people = await Promise.all(
      Array.from({ length: ACCOUNT_LIMITS.loginPerIp.max + 5 }, async () => {
        const username = uniqueName('p');
        await createAccount(server.db, username, 'right-pass1');
        return username;
      }),
    );
    for (const username of people) expect((await tryLogin(username, 'right-pass1', office)).body.message).toBe('登录成功');
    // Wrong guesses from that address are still counted and refused once its budget is spent.
    const refused = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.loginPerIp.max; i++) refused.push((await tryLogin(people[i % people.length]!, `wrong${i}abc`, office)).status);
    expect(refused.at(-1)).toBe(429);
  });
});
