import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, USER_ROLE, type Statistic, type TagEntry } from '@blog/contract';
import { bearer, createAccount, login } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { readAll } from './helpers/feeds';
import { expectOriginalSuccess, originalCall, originalGuest } from './helpers/originalClient';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/**
 * Visitors meet only tags that have public articles: a tag used by nothing but drafts, private or
 * recycled articles (or by nothing at all) is not in the tag cloud, the side column's count, the
 * original client's tag list or the sitemap. The console still offers every tag.
 */
describeEachEngine('访客只看到有公开文章的标签', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  let adminToken: string;

  beforeAll(async () => {
    const f = fixtures(server.db);
    for (const name of ['公开标签', '草稿标签', '私密标签', '回收站标签', '没用过']) ids[name] = await f.tag(name);
    await f.article({ title: '公开的', tagIds: [ids['公开标签']!] });
    await f.article({ title: '草稿', tagIds: [ids['公开标签']!, ids['草稿标签']!], status: ARTICLE_STATUS.draft });
    await f.article({ title: '私密', tagIds: [ids['私密标签']!], status: ARTICLE_STATUS.private });
    const recycled = await f.article({ title: '回收站里的', tagIds: [ids['回收站标签']!] });
    await server.db.kysely.updateTable('article').set({ deleted_at: new Date().toISOString() }).where('id', '=', recycled).execute();
    await createAccount(server.db, 'tag_admin1', 'admin1234', { role: USER_ROLE.admin });
    adminToken = (await login(server, 'tag_admin1', 'admin1234')).token;
  });

  it('标签字典（标签云、标签页）只有带公开文章的标签', async () => {
    expect(resultOf(await get<TagEntry[]>(server, '/api/tag/getTagDictionary'))).toEqual([{ id: ids['公开标签'], tag_name: '公开标签', articleCount: 1 }]);
  });

  it('侧栏的标签数只数带公开文章的标签', async () => {
    expect(resultOf(await get<Statistic>(server, '/api/statistic')).tagCount).toBe(1);
  });

  it('原版客户端的标签列表和统计一样', async () => {
    const guest = originalGuest();
    const tags = await originalCall(server, guest, 'GET', '/api/tag/getTagDictionary');
    expectOriginalSuccess(tags);
    expect(tags.body.result.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['公开标签']);
    const statistic = await originalCall(server, guest, 'GET', '/api/statistic');
    expect(statistic.body.result.tagCount).toBe(1);
  });

  it('站点地图只有带公开文章的标签页', async () => {
    const { sitemap } = await readAll(server);
    const tagPages = [...sitemap.keys()].filter((loc) => loc.includes('type=tag'));
    expect(tagPages).toHaveLength(1);
    expect(tagPages[0]).toContain(`id=${ids['公开标签']}`);
  });

  it('后台的标签选择仍列出全部标签（只有管理员能取）', async () => {
    const all = resultOf(await get<TagEntry[]>(server, '/api/tag/adminGetTagDictionary', { headers: bearer(adminToken) }));
    expect(all.map((tag) => [tag.tag_name, tag.articleCount])).toEqual([
      ['公开标签', 2],
      ['草稿标签', 1],
      ['私密标签', 1],
      ['回收站标签', 0],
      ['没用过', 0],
    ]);
    const guest = await get(server, '/api/tag/adminGetTagDictionary');
    expect(guest.status).toBe(401);
  });
});
