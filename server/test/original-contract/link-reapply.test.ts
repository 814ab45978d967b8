import { beforeAll, expect, it } from 'vitest';
import { LINK_STATUS, LINK_TEXT } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { expectOriginalSuccess, originalCall, originalGuest, originalUser, type OriginalClient } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/*
 * Applying for a friend link twice from the original client (ORIGINAL-CLIENT-API.md §2.5). Its UI has
 * no way to change a pending application (only listed links get its edit icon), so a refused second
 * application left the user stuck with a typo. One link per user: the second application replaces it.
 */
describeEachEngine('原版客户端：再次申请友链', (engine) => {
  const server = useTestServer(engine);
  let alice: OriginalClient;
  let admin: OriginalClient;

  beforeAll(async () => {
    alice = await originalUser(server, { nickName: '爱丽丝' });
    admin = await originalUser(server, { role: 1 });
  });

  /** addFriendLinks exactly: the form, the el-upload list, status 1 and the own id. */
  const applyBody = (site_name: string, url: string) => ({
    site_name,
    site_desc: '前端和读书笔记',
    url,
    site_avatar: '',
    bgList: [],
    status: 1,
    user_id: alice.userId,
  });
  const apply = (site_name: string, url: string) => originalCall(server, alice, 'POST', '/api/links/add', applyBody(site_name, url));
  const aliceRows = () => server.db.kysely.selectFrom('link').select(['id', 'site_name', 'url', 'status']).where('user_id', '=', alice.userId!).execute();
  const listed = async () => (await originalCall(server, originalGuest(), 'POST', '/api/links/getLinksList', { current: 1, size: 6, status: 2 })).body.result.list;

  it('待审核时再申请：新内容替换原来的申请，仍是一份待审核的申请，回答成功', async () => {
    expectOriginalSuccess(await apply('爱丽丝小栈', 'https://alice.exmaple.com/'));
    const [first] = await aliceRows();

    const again = await apply('爱丽丝小站', 'https://alice.example.com/');
    expectOriginalSuccess(again);
    expect(again.body.message).toBe(LINK_TEXT.replacedPending);
    expect(await aliceRows()).toEqual([{ id: first!.id, site_name: '爱丽丝小站', url: 'https://alice.example.com/', status: LINK_STATUS.pending }]);
    // The blogger reviews what the user meant, and is told the application changed.
    const pending = await originalCall(server, admin, 'POST', '/api/links/adminGetLinksList', { current: 1, size: 10, status: 1 });
    expect(pending.body.result.list.filter((l: { user_id: number }) => l.user_id === alice.userId)).toMatchObject([{ site_name: '爱丽丝小站' }]);
    const drawer = await originalCall(server, admin, 'POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: admin.userId });
    expect(JSON.stringify(drawer.body.result.list)).toContain('爱丽丝小站');
  });

  it('已通过后再申请：同样替换（回到待审核、离开列表，等博主重新审核）', async () => {
    const [row] = await aliceRows();
    expectOriginalSuccess(await originalCall(server, admin, 'PUT', `/api/links/approve/${row!.id}`, {}));
    expect((await listed()).map((l: { id: number }) => l.id)).toContain(row!.id);

    const again = await apply('爱丽丝新站', 'https://new.alice.example.com/');
    expectOriginalSuccess(again);
    expect(again.body.message).toBe(LINK_TEXT.updatedBackToPending);
    expect(await aliceRows()).toEqual([{ id: row!.id, site_name: '爱丽丝新站', url: 'https://new.alice.example.com/', status: LINK_STATUS.pending }]);
    expect((await listed()).map((l: { id: number }) => l.id)).not.toContain(row!.id);
  });
});
