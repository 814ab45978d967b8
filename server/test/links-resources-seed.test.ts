import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { LINK_STATUS, type LinkItem, type PageResult, type ResourceGroup } from '@blog/contract';
import { ensureSeedImages } from '../src/db/seed/images';
import { ensureDemoPeople } from '../src/db/seed/community/people';
import { DEMO_LINKS, linkSeedImages, seedLinks } from '../src/db/seed/community/links';
import { DEMO_RESOURCES, ensureResourceIcons, seedResources } from '../src/db/seed/community/resources';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('友链与推荐资源的演示数据', (engine) => {
  const server = useTestServer(engine);

  beforeAll(async () => {
    const adminId = await fixtures(server.db).user('seed_admin');
    const people = await ensureDemoPeople(server.db, adminId);
    await seedLinks(server.db, people);
    await seedResources(server.db);
    // Twice: a second run must not add anything.
    await seedLinks(server.db, people);
    await seedResources(server.db);
    await ensureSeedImages(server.config.dataDir, linkSeedImages());
    await ensureResourceIcons(server.config.dataDir);
  });

  const fetchImage = (url: string) => fetch(`${server.baseUrl}${url}`);

  it('友链页只列出已通过的演示友链，头像都能打开', async () => {
    const page = resultOf(await post<PageResult<LinkItem>>(server, '/api/links/getLinksList', { current: 1, size: 50 }));
    const approved = DEMO_LINKS.filter((l) => l.status === LINK_STATUS.approved);
    expect(page.list.map((l) => l.site_name)).toEqual(approved.map((l) => l.site_name));
    expect(page.total).toBe(approved.length);
    for (const link of page.list) {
      const response = await fetchImage(link.site_avatar);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const pendingRows = await server.db.kysely.selectFrom('link').select(['status', 'user_id']).where('status', '=', LINK_STATUS.pending).execute();
    expect(pendingRows).toHaveLength(2);
    expect(pendingRows.every((r) => r.user_id !== null)).toBe(true);
  });

  it('三个资源列表按写好的分组出现，图标都是本地生成的图片', async () => {
    for (const [list, groups] of Object.entries(DEMO_RESOURCES)) {
      const answer = resultOf(await get<ResourceGroup[]>(server, `/api/resource/getResourceList/${list}`));
      expect(answer.map((g) => [g.group_name, g.list.map((s) => s.name)])).toEqual(groups.map((g) => [g.group_name, g.sites.map((s) => s.name)]));
      for (const site of answer.flatMap((g) => g.list)) {
        expect(site.icon).toMatch(/^\/uploads\/seed\/res-/);
        expect((await fetchImage(site.icon)).status).toBe(200);
      }
    }
  });

  it('丢失的图标在下次启动时重新生成', async () => {
    const [group] = resultOf(await get<ResourceGroup[]>(server, '/api/resource/getResourceList/front'));
    const icon = group!.list[0]!.icon;
    await rm(path.join(server.config.dataDir, icon));
    expect((await fetchImage(icon)).status).toBe(404);
    await ensureResourceIcons(server.config.dataDir);
    expect((await fetchImage(icon)).headers.get('content-type')).toBe('image/webp');
  });
});
