import { afterEach, beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, PREVIEW_MESSAGES, type ArticleDetail, type PreviewLinkCreated, type PreviewLinkRow } from '@blog/contract';
import { setClockOffsetForTests } from '../src/platform/clock';
import { adminApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fetchDocument } from './helpers/feeds';
import { call, get, post } from './helpers/http';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/** 分享预览 (issue 28): one unpublished article for whoever holds the link, until it expires or is revoked. */

afterEach(() => setClockOffsetForTests(0));

describeEachEngine('分享预览链接', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let adminToken = '';
  let userToken = '';
  let draftId = 0;
  let otherDraftId = 0;
  const auth = () => ({ headers: bearer(adminToken) });
  const create = (body: unknown) => post<PreviewLinkCreated>(server, '/api/article/previewLinks', body, auth());
  const live = async (id: number) => (await get<PreviewLinkRow[]>(server, `/api/article/previewLinks/${id}`, auth())).body.result ?? [];
  const open = (path: string) => get<ArticleDetail>(server, `/api/article${path}`);

  beforeAll(async () => {
    const accounts = await createAdminAccounts(server, 'preview');
    adminToken = accounts.adminToken;
    userToken = accounts.userToken;
    const admin = adminApi(server, () => adminToken);
    draftId = await admin.created({ article_title: '给朋友看的草稿', article_content: '草稿的正文，还没发布。', status: ARTICLE_STATUS.draft });
    otherDraftId = await admin.created({ article_title: '另一篇秘密草稿', article_content: '不该被看到。', status: ARTICLE_STATUS.draft });
  });

  it('只有管理员能生成、列出、撤销；参数不对时什么都不写', async () => {
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/article/previewLinks', { article_id: draftId, hours: 1 }],
        ['GET', `/api/article/previewLinks/${draftId}`],
        ['DELETE', '/api/article/previewLink/1'],
      ],
      userToken,
      () => live(draftId),
    );
    expect((await create({ article_id: draftId, hours: 5 })).body).toMatchObject({ code: 400, message: '有效期只能是 1 小时、1 天或 7 天' });
    expect(await live(draftId)).toEqual([]);
  });

  it('有效链接显示这一篇文章（标为不缓存、不收录），不暴露其他草稿；撤销或过期后只给中文原因', async () => {
    const link = (await create({ article_id: draftId, hours: 1 })).body.result!;
    expect(link.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    const other = (await create({ article_id: otherDraftId, hours: 24 })).body.result!;

    const opened = await open(link.path);
    expect(opened.body.result).toMatchObject({ id: draftId, article_title: '给朋友看的草稿', article_content: '草稿的正文，还没发布。' });
    expect(JSON.stringify(opened.body)).not.toContain('另一篇秘密草稿');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-robots-tag')).toContain('noindex');

    const page = await fetchDocument(server, link.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('<title>预览：给朋友看的草稿</title>');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The article itself stays unknown to every other address.
    expect((await get(server, `/api/article/getArticleById/${draftId}`)).body.code).not.toBe(0);

    expect((await live(draftId)).map((row) => row.id)).toEqual([link.id]);
    expect((await call(server, 'DELETE', `/api/article/previewLink/${link.id}`, auth())).body.code).toBe(0);
    expect(await live(draftId)).toEqual([]);
    expect((await open(link.path)).body).toMatchObject({ code: 100, message: PREVIEW_MESSAGES.revoked, result: null });
    const revokedPage = await fetchDocument(server, link.path);
    expect(revokedPage.status).toBe(404);
    expect(revokedPage.text).toContain(`<title>${PREVIEW_MESSAGES.revoked}</title>`);
    expect(revokedPage.text).not.toContain('给朋友看的草稿');

    // The other link lives a day: an hour and a half later it still opens, a day later it does not.
    setClockOffsetForTests(90 * 60_000);
    expect((await open(other.path)).body.code).toBe(0);
    setClockOffsetForTests(25 * 3_600_000);
    expect((await open(other.path)).body).toMatchObject({ code: 100, message: PREVIEW_MESSAGES.expired });
    expect((await fetchDocument(server, other.path)).status).toBe(404);
    expect(await live(otherDraftId)).toEqual([]);

    const madeUp = `/preview/${'A'.repeat(43)}`;
    expect((await open(madeUp)).body).toMatchObject({ code: 100, message: PREVIEW_MESSAGES.unknown });
  });

  it('已公开的文章不需要预览链接', async () => {
    const admin = adminApi(server, () => adminToken);
    const published = await admin.created({ article_title: '已经公开了' });
    expect((await create({ article_id: published, hours: 1 })).body).toMatchObject({ code: 100, message: PREVIEW_MESSAGES.published });
  });
});
