import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS } from '@blog/contract';
import { adminApi, visitorApi } from './article-admin-helpers';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/** A new article is a draft until the blogger publishes it: a first save never puts it on the site. */
describeEachEngine('新文章默认是草稿', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'newdraft');
  });

  it('没说状态的新文章存为草稿，访客看不到；发布（状态 1）后才出现', async () => {
    const id = resultOf(await admin.add({ article_title: '还没想好的文章', article_content: '先写几句。', category_name: '随笔' })).id;
    expect(resultOf(await admin.detail(id)).status).toBe(ARTICLE_STATUS.draft);
    expect((await visitor.detail(id)).body.code).toBe(100);
    expect((await visitor.home(50)).list.some((a) => a.id === id)).toBe(false);

    resultOf(await admin.update({ id, article_title: '还没想好的文章', article_content: '先写几句。', category_name: '随笔', status: ARTICLE_STATUS.public }));
    expect((await visitor.detail(id)).body.code).toBe(0);
  });

  it('草稿只要标题：没有正文和分类也能存', async () => {
    const id = resultOf(await admin.add({ article_title: '只有标题' })).id;
    expect(resultOf(await admin.detail(id))).toMatchObject({ status: ARTICLE_STATUS.draft, article_content: '', category_name: null });
  });
});
