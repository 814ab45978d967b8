import { afterEach, expect, it } from 'vitest';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, USER_ROLE, type AdminChatOnline } from '@blog/contract';
import { bearer, createAccount, uniqueName } from './helpers/accounts';
import { connectChat, onlineIds, type ChatTestClient } from './helpers/chat';
import { get, put, resultOf } from './helpers/http';
import { describeWithRedis, twoProcessesOn } from './helpers/services';

/** The console's view of the room when two server processes share it through Redis. */
describeWithRedis('后台：聊天室跨进程', (urls) => {
  const servers = twoProcessesOn(urls);
  const open: ChatTestClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  async function account(role: number = USER_ROLE.user) {
    const id = await createAccount(servers.one.db, uniqueName('p'), 'abc12345', { role, nickName: `读者${role}` });
    return { id, token: await servers.one.tokenFor(id, role) };
  }

  it('在线用户包括另一个进程上的人；在另一个进程禁用他，他的连接也断开', async () => {
    const [admin, reader] = [await account(USER_ROLE.admin), await account()];
    const onOne = await connectChat(servers.one, reader.token);
    open.push(onOne);
    // A guest on process two hears the reader once process one's announcement arrived there.
    const watcherOnTwo = await connectChat(servers.two);
    open.push(watcherOnTwo);
    await watcherOnTwo.next('onlineList', onlineIds([reader.id]));

    const online = resultOf(await get<AdminChatOnline>(servers.two, '/api/chat/adminOnline', { headers: bearer(admin.token) }));
    expect(online.list).toEqual([{ user_id: reader.id, nick_name: '读者2', avatar: '' }]);

    const disabled = await put(servers.two, `/api/user/adminDisable/${reader.id}`, { headers: bearer(admin.token), body: { disabled: true } });
    expect(disabled.body.code).toBe(0);
    expect(await onOne.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
  });
});
