import { beforeAll, expect, it } from 'vitest';
import {
  CHAT_CONTENT_TYPE,
  COMMENT_TYPE,
  SENSITIVE_LIMITS,
  SENSITIVE_MESSAGES,
  sensitiveWordEmpty,
  sensitiveWordTooLong,
  type CommentItem,
  type MessageItem,
  type SensitiveAction,
  type SensitivePolicy,
  type SensitiveSettings,
} from '@blog/contract';
import { DEFAULT_SENSITIVE_POLICY, DEFAULT_SENSITIVE_WORDS } from '../src/modules/sensitive/defaults';
import { createSensitiveScreen } from '../src/modules/sensitive/screen';
import { createSensitiveStore } from '../src/modules/sensitive/store';
import { communityFixtures } from './comment-fixtures';
import { bearer, fromIp, freshIp, uniqueName } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { connectChat } from './helpers/chat';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const everywhere = (action: SensitiveAction): SensitivePolicy => ({ comment: action, message: action, chat: action, nickname: action, link: action });

describeEachEngine('敏感词', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};
  const k = () => server.db.kysely;

  const adminHeaders = () => ({ headers: bearer(accounts.adminToken) });
  const settings = async () => resultOf(await get<SensitiveSettings>(server, '/api/sensitive/admin/get', adminHeaders()));
  const save = (body: unknown) => call<SensitiveSettings>(server, 'PUT', '/api/sensitive/admin/save', { ...adminHeaders(), body });
  const as = () => ({ headers: { ...bearer(accounts.userToken), ...fromIp(freshIp()) } });
  const refusedWith = (message: string) => ({ status: 200, body: { code: 100, message, result: null } });
  const counts = async () => {
    const count = async (table: 'comment' | 'message' | 'chat_message' | 'link' | 'user') =>
      Number((await k().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { comment: await count('comment'), message: await count('message'), chat: await count('chat_message'), link: await count('link'), user: await count('user') };
  };

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'sw');
    ids.article = await fixtures(server.db).article({ title: '敏感词测试文章' });
    ids.parent = await communityFixtures(server.db).comment({ type: COMMENT_TYPE.article, forId: ids.article, fromUser: accounts.adminId, content: '一级评论' });
  });

  it('从未保存时是随站附带的默认列表；没有登录 401、普通用户 403，什么都不改', async () => {
    expect(await settings()).toEqual({ words: [...DEFAULT_SENSITIVE_WORDS], policy: DEFAULT_SENSITIVE_POLICY, updatedAt: null });
    await expectAdminOnly(
      server,
      [
        ['GET', '/api/sensitive/admin/get'],
        ['PUT', '/api/sensitive/admin/save', { words: ['越权'], policy: everywhere('refuse') }],
      ],
      accounts.userToken,
      settings,
    );
  });

  it('列表不合法：400 和中文原因，什么都不改', async () => {
    const before = await settings();
    const cases: Array<[unknown, string]> = [
      [{ words: Array.from({ length: SENSITIVE_LIMITS.wordsMax + 1 }, (_, i) => `词${i}`), policy: everywhere('mask') }, SENSITIVE_MESSAGES.tooMany],
      [{ words: ['好', '长'.repeat(31)], policy: everywhere('mask') }, sensitiveWordTooLong('长'.repeat(31))],
      [{ words: ['好', '。。！'], policy: everywhere('mask') }, sensitiveWordEmpty('。。！')],
      [{ words: '一个字符串', policy: everywhere('mask') }, SENSITIVE_MESSAGES.notList],
      [{ words: [1], policy: everywhere('mask') }, SENSITIVE_MESSAGES.notText],
      [{ words: ['好'], policy: { ...everywhere('mask'), chat: 'delete' } }, SENSITIVE_MESSAGES.policyInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      expect([response.status, response.body.code, response.body.message]).toEqual([400, 400, message]);
    }
    expect(sensitiveWordTooLong('长'.repeat(31))).toBe('敏感词「长长长长长长长长长长长长…」超过 30 个字');
    expect(await settings()).toEqual(before);
  });

  it('保存：去掉空行和重复，恰好 10000 个也可以', async () => {
    const many = Array.from({ length: SENSITIVE_LIMITS.wordsMax }, (_, i) => `词${i}`);
    expect((await save({ words: many, policy: everywhere('mask') })).body.message).toBe('保存成功');
    expect((await settings()).words).toHaveLength(SENSITIVE_LIMITS.wordsMax);
    const saved = await save({ words: [' 敏感词 ', '', 'bad', '敏感词', '  '], policy: everywhere('mask') });
    expect(saved.body.code).toBe(0);
    expect(saved.body.result).toMatchObject({ words: ['敏感词', 'bad'], policy: everywhere('mask') });
    expect(saved.body.result?.updatedAt).toEqual(expect.any(String));
  });

  it('打码：五个地方都把匹配的字（含全角和插入的空格）换成 *', async () => {
    await save({ words: ['敏感词', 'bad'], policy: everywhere('mask') });

    const comment = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '这是敏 感 词吧' }, as()));
    expect(comment.content).toBe('这是*****吧');
    const reply = resultOf(await post<CommentItem>(server, '/api/comment/apply', { parent_id: ids.parent, content: 'ＢＡＤ 回复' }, as()));
    expect(reply.content).toBe('*** 回复');
    const stored = await k().selectFrom('comment').select('content').where('id', 'in', [comment.id, reply.id]).orderBy('id').execute();
    expect(stored.map((row) => row.content)).toEqual(['这是*****吧', '*** 回复']);

    const entry = resultOf(await post<MessageItem>(server, '/api/message/add', { message: '留言里的 b-a-d 词', tag: '敏感词' }, as()));
    expect([entry.message, entry.tag]).toEqual(['留言里的 ***** 词', '***']);

    const chat = await connectChat(server, accounts.userToken);
    try {
      chat.send('message', { content: '聊天：敏．感．词', content_type: CHAT_CONTENT_TYPE.text });
      expect((await chat.next('message')).content).toBe('聊天：*****');
    } finally {
      await chat.close();
    }

    const username = uniqueName('swm');
    expect((await post(server, '/api/user/register', { username, password: 'abc12345', nick_name: '小ｂａｄ猫' }, { headers: fromIp(freshIp()) })).body.code).toBe(0);
    expect((await k().selectFrom('user').select('nick_name').where('username', '=', username).executeTakeFirstOrThrow()).nick_name).toBe('小***猫');
    const profile = await call<{ nick_name: string }>(server, 'PUT', '/api/user/updateOwnUserInfo', { ...as(), body: { nick_name: '敏感词 本人', avatar: '' } });
    expect(profile.body.result?.nick_name).toBe('*** 本人');

    const link = await post<{ site_name: string; site_desc: string }>(
      server,
      '/api/links/add',
      { site_name: '敏感词博客', site_desc: '写 Ｂ Ａ Ｄ 的地方', site_avatar: 'https://img.example.com/a.png', url: 'https://sw.example.org/' },
      as(),
    );
    expect([link.body.result?.site_name, link.body.result?.site_desc]).toEqual(['***博客', '写 ***** 的地方']);
  });

  it('拒绝：五个地方都回中文原因，什么都不存', async () => {
    await save({ words: ['敏感词', 'bad'], policy: everywhere('refuse') });
    const before = await counts();
    const nickBefore = (await k().selectFrom('user').select('nick_name').where('id', '=', accounts.userId).executeTakeFirstOrThrow()).nick_name;

    expect(await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '敏　感　词' }, as())).toMatchObject(refusedWith(SENSITIVE_MESSAGES.refused));
    expect(await post(server, '/api/comment/apply', { parent_id: ids.parent, content: 'Ｂad' }, as())).toMatchObject(refusedWith(SENSITIVE_MESSAGES.refused));
    expect(await post(server, '/api/message/add', { message: '敏*感*词' }, as())).toMatchObject(refusedWith(SENSITIVE_MESSAGES.refused));

    const chat = await connectChat(server, accounts.userToken);
    try {
      chat.send('message', { content: 'B A D', content_type: CHAT_CONTENT_TYPE.text });
      expect((await chat.next('tips')).content).toBe(SENSITIVE_MESSAGES.refused);
      // The next clean message is the first one anyone hears.
      chat.send('message', { content: '干净的话', content_type: CHAT_CONTENT_TYPE.text });
      expect((await chat.next('message')).content).toBe('干净的话');
    } finally {
      await chat.close();
    }

    const username = uniqueName('swr');
    expect(await post(server, '/api/user/register', { username, password: 'abc12345', nick_name: 'ＢＡＤ' }, { headers: fromIp(freshIp()) })).toMatchObject(
      refusedWith(SENSITIVE_MESSAGES.nicknameRefused),
    );
    // Without a nickname the username becomes the shown nickname, so it is checked the same way.
    const badUsername = `bad${uniqueName('s').slice(-8)}`;
    expect(await post(server, '/api/user/register', { username: badUsername, password: 'abc12345' }, { headers: fromIp(freshIp()) })).toMatchObject(
      refusedWith(SENSITIVE_MESSAGES.nicknameRefused),
    );
    expect(await call(server, 'PUT', '/api/user/updateOwnUserInfo', { ...as(), body: { nick_name: '敏 感 词', avatar: '' } })).toMatchObject(
      refusedWith(SENSITIVE_MESSAGES.nicknameRefused),
    );
    expect(
      await post(server, '/api/links/frontUpdate', { site_name: '好站', site_desc: '敏-感-词', site_avatar: 'https://img.example.com/a.png', url: 'https://sw.example.org/' }, as()),
    ).toMatchObject(refusedWith(SENSITIVE_MESSAGES.linkRefused));

    expect(await counts()).toEqual({ ...before, chat: before.chat + 1 });
    expect((await k().selectFrom('user').select('nick_name').where('id', '=', accounts.userId).executeTakeFirstOrThrow()).nick_name).toBe(nickBefore);
    expect(await k().selectFrom('user').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
    expect(await k().selectFrom('user').select('id').where('username', '=', badUsername).executeTakeFirst()).toBeUndefined();
    expect((await k().selectFrom('link').select('site_desc').where('user_id', '=', accounts.userId).executeTakeFirstOrThrow()).site_desc).toBe('写 ***** 的地方');
  });

  it('另一个进程的匹配器在下一次检查时就用上新保存的列表', async () => {
    const otherProcess = createSensitiveScreen(createSensitiveStore(server.db));
    await save({ words: ['旧词'], policy: everywhere('mask') });
    expect(await otherProcess.screen('comment', '旧词和新词')).toBe('**和新词');
    await save({ words: ['新词'], policy: { ...everywhere('mask'), comment: 'refuse' } });
    expect(await otherProcess.screen('chat', '旧词和新词')).toBe('旧词和**');
    await expect(otherProcess.screen('comment', '新 词')).rejects.toThrow(SENSITIVE_MESSAGES.refused);
  });
});
