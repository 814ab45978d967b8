import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS } from '@blog/contract';
import { adminApi, articleBody } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { articleLink, fetchDocument, readAll } from './helpers/feeds';
import { put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const DOCUMENTS = ['/rss.xml', '/atom.xml', '/sitemap.xml'];

describeEachEngine('站点地图与订阅：随写作更新', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'feedfresh');
    ids.kept = await admin.created({ article_title: '一直都在的文章', category_name: '常驻分类' });
  });

  /** Canonical addresses (/post/<slug>) of the articles looked at, learnt before they are compared. */
  const links = new Map<number, string>();
  const learn = async (id: number) => links.set(id, await articleLink(server, server.baseUrl, id));
  const link = (id: number) => links.get(id) ?? `(未读取 ${id} 的地址)`;

  /** Where the article shows: in the RSS, the Atom feed and the sitemap. */
  async function seenIn(id: number) {
    if (!links.has(id)) await learn(id);
    const { rss, atom, sitemap } = await readAll(server);
    return {
      rss: rss.items.some((item) => item.link === link(id)),
      atom: atom.entries.some((entry) => entry.link === link(id)),
      sitemap: sitemap.has(link(id)),
    };
  }
  const everywhere = { rss: true, atom: true, sitemap: true };
  const nowhere = { rss: false, atom: false, sitemap: false };

  /** As if everything had been written long ago, so a write now is a later second. */
  async function backdate() {
    const k = server.db.kysely;
    const past = '2024-06-01T00:00:00.000Z';
    await k.updateTable('article').set({ updated_at: past }).execute();
    await k.updateTable('article').set({ deleted_at: past }).where('deleted_at', 'is not', null).execute();
    await k.updateTable('category').set({ updated_at: past }).execute();
    await k.updateTable('tag').set({ updated_at: past }).execute();
    await k.updateTable('site_config').set({ updated_at: past }).execute();
    await k.updateTable('user').set({ updated_at: past }).execute();
  }

  it('shows a draft only once it is published', async () => {
    ids.draft = await admin.created({ article_title: '先写成草稿', status: ARTICLE_STATUS.draft });
    expect(await seenIn(ids.draft)).toEqual(nowhere);
    resultOf(await admin.isPublic(ids.draft, ARTICLE_STATUS.public));
    expect(await seenIn(ids.draft)).toEqual(everywhere);
    ids.published = await admin.created({ article_title: '直接发布的文章' });
    expect(await seenIn(ids.published)).toEqual(everywhere);
  });

  it('shows an edit: new title, body and update time', async () => {
    await backdate();
    const before = await readAll(server);
    resultOf(await admin.update({ id: ids.published, ...articleBody({ article_title: '改过标题的文章', article_content: '改写后的正文：月光下的石桥。' }) }));
    const after = await readAll(server);
    await learn(ids.published!);
    const item = after.rss.items.find((i) => i.link === link(ids.published!));
    expect(item?.title).toBe('改过标题的文章');
    expect(item?.content).toContain('改写后的正文：月光下的石桥。');
    const entryBefore = before.atom.entries.find((e) => e.link === link(ids.published!));
    const entryAfter = after.atom.entries.find((e) => e.link === link(ids.published!));
    expect(entryBefore?.updated).toBe('2024-06-01T00:00:00.000Z');
    expect(entryAfter?.updated).not.toBe(entryBefore?.updated);
    expect(entryAfter?.content).toContain('月光下的石桥');
    expect(after.sitemap.get(link(ids.published!))).toBe(entryAfter?.updated);
    expect(after.atom.updated).toBe(entryAfter?.updated);
  });

  it('drops an article made private or turned back into a draft', async () => {
    resultOf(await admin.isPublic(ids.draft!, ARTICLE_STATUS.private));
    expect(await seenIn(ids.draft!)).toEqual(nowhere);
    resultOf(await admin.update({ id: ids.published, ...articleBody({ article_title: '改过标题的文章', status: ARTICLE_STATUS.draft }) }));
    expect(await seenIn(ids.published!)).toEqual(nowhere);
    expect(await seenIn(ids.kept!)).toEqual(everywhere);
  });

  it('drops an article moved to the recycle bin, brings it back on restore, and never again after deleting it for good', async () => {
    ids.doomed = await admin.created({ article_title: '要删掉的文章' });
    expect(await seenIn(ids.doomed)).toEqual(everywhere);
    resultOf(await admin.recycle(ids.doomed));
    expect(await seenIn(ids.doomed)).toEqual(nowhere);
    resultOf(await admin.revert(ids.doomed));
    expect(await seenIn(ids.doomed)).toEqual(everywhere);
    resultOf(await admin.recycle(ids.doomed));
    resultOf(await admin.deleteForever(ids.doomed));
    expect(await seenIn(ids.doomed)).toEqual(nowhere);
  });

  it('answers 304 to a reader whose copy is current, by either validator, and 200 once something changed', async () => {
    const first = await Promise.all(DOCUMENTS.map((path) => fetchDocument(server, path)));
    const validators = first.map((answer) => ({ etag: answer.headers.get('etag') ?? '', lastModified: answer.headers.get('last-modified') ?? '' }));
    for (const { lastModified } of validators) expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const revalidate = (headers: (v: (typeof validators)[number]) => Record<string, string>) =>
      Promise.all(DOCUMENTS.map((path, i) => fetchDocument(server, path, headers(validators[i]!))));
    const byEtag = (v: (typeof validators)[number]) => ({ 'if-none-match': v.etag });
    const byDate = (v: (typeof validators)[number]) => ({ 'if-modified-since': v.lastModified });
    const summary = (answers: Awaited<ReturnType<typeof revalidate>>) => answers.map((a) => [a.status, a.text]);

    expect(summary(await revalidate(byEtag))).toEqual(DOCUMENTS.map(() => [304, '']));
    expect(summary(await revalidate(byDate))).toEqual(DOCUMENTS.map(() => [304, '']));
    expect(summary(await revalidate((v) => ({ 'if-none-match': `"other", ${v.etag}` })))).toEqual(DOCUMENTS.map(() => [304, '']));
    // If-None-Match decides when both are sent: another tag means a full answer.
    const stale = await revalidate((v) => ({ 'if-none-match': 'W/"stale"', 'if-modified-since': v.lastModified }));
    expect(stale.map((a) => a.status)).toEqual([200, 200, 200]);
    const revalidated = await fetchDocument(server, '/rss.xml', byEtag(validators[0]!));
    expect(revalidated.headers.get('etag')).toBe(validators[0]!.etag);

    resultOf(await admin.update({ id: ids.kept, ...articleBody({ article_title: '一直都在的文章', article_content: '补了一段新内容。', category_name: '常驻分类' }) }));
    for (const headers of [byEtag, byDate]) {
      const answers = await revalidate(headers);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a, i) => a.headers.get('etag') !== validators[i]!.etag)).toEqual([true, true, true]);
    }
  });

  it('moves Last-Modified on a restore from the recycle bin, which records no time of its own', async () => {
    const id = await admin.created({ article_title: '回收后又恢复的文章' });
    resultOf(await admin.recycle(id));
    const before = await Promise.all(DOCUMENTS.map((path) => fetchDocument(server, path)));
    resultOf(await admin.revert(id));
    const after = await Promise.all(DOCUMENTS.map((path, i) => fetchDocument(server, path, { 'if-modified-since': before[i]!.headers.get('last-modified') ?? '' })));
    expect(after.map((a) => a.status)).toEqual([200, 200, 200]);
    await learn(id);
    expect(after.map((a) => a.text.includes(link(id)))).toEqual([true, true, true]);
  });

  it('gives the feeds a new validator when the site settings change', async () => {
    const rss = await fetchDocument(server, '/rss.xml');
    resultOf(await put(server, '/api/config/update', { body: { blog_name: '新名字' }, headers: bearer(accounts.adminToken) }));
    const again = await fetchDocument(server, '/rss.xml', { 'if-none-match': rss.headers.get('etag') ?? '' });
    expect(again.status).toBe(200);
    expect(again.text).toContain('<title>新名字</title>');
  });
});
