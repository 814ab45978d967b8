import type { FastifyPluginAsync } from 'fastify';
import { idParams, MENU_MESSAGES, SITE_PAGE_MESSAGES, sitePageBody, sitePageListBody, sitePageUpdateBody, siteMenuBody, slugParams, type MenuItem } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { refusal } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { createSiteMenu } from './menu';
import { createSitePageRepo } from './repo';
import { createSitePageService } from './service';
import { createPageSlugRedirects } from './slugRedirects';

const tags = ['页面与菜单'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const pageRules =
  'title 必填（≤100 字）；slug 可空（由标题生成），规则同文章链接名（中文、字母、数字和 - _ .），不能是本站程序自己的地址（home、archives、api、admin、post、page、sitemap.xml 等），' +
  '与其他页面重复时 code 100；cover 为 / 开头的本站图片或 http(s) 地址；status 1 公开、3 草稿（默认）。';

/** /api/sitePage: the visitors' page by slug, and the console's 页面 and 菜单 (DESIGN.md §8). */
const sitePageRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // The redirect table is decorated after this plugin registers; it is there by the first request.
  const redirects = createPageSlugRedirects(db, () => app.redirects.changed());
  const service = createSitePageService(createSitePageRepo(db), redirects);
  const menu = createSiteMenu(db);
  const preHandler = createAuthGuards(db).requireAdmin;

  app.get(
    '/bySlug/:slug',
    {
      schema: routeDoc({
        tags,
        summary: '按链接名读页面',
        description: `/page/<slug> 的页面（Markdown）。草稿或不存在：HTTP 200，code 100，message「${SITE_PAGE_MESSAGES.missing}」。`,
        params: slugParams,
      }),
    },
    async (request) => {
      const page = await service.view(validate(slugParams, request.params).slug);
      if (!page) throw refusal(SITE_PAGE_MESSAGES.missing);
      return ok(page);
    },
  );

  app.post(
    '/admin/list',
    { preHandler, schema: routeDoc({ tags, summary: '页面列表（管理员）', description: `${adminOnly}新建的在前；keyword 在标题和链接名里找。`, body: sitePageListBody }) },
    async (request) => {
      const { current, size, keyword } = validate(sitePageListBody, request.body);
      return ok(await service.list(keyword, current, size));
    },
  );

  app.get(
    '/admin/get/:id',
    { preHandler, schema: routeDoc({ tags, summary: '读一个页面（管理员，含草稿）', description: `${adminOnly}不存在 code 100。`, params: idParams }) },
    async (request) => ok(await service.get(validate(idParams, request.params).id)),
  );

  app.post(
    '/admin/add',
    { preHandler, schema: routeDoc({ tags, summary: '新建页面（管理员）', description: `${adminOnly}${pageRules}返回编号和链接名。`, body: sitePageBody }) },
    async (request) => ok(await service.add(validate(sitePageBody, request.body)), SITE_PAGE_MESSAGES.saved),
  );

  app.put(
    '/admin/update',
    { preHandler, schema: routeDoc({ tags, summary: '修改页面（管理员）', description: `${adminOnly}${pageRules}`, body: sitePageUpdateBody }) },
    async (request) => {
      const { id, ...page } = validate(sitePageUpdateBody, request.body);
      return ok(await service.update(id, page), SITE_PAGE_MESSAGES.saved);
    },
  );

  app.delete(
    '/admin/delete/:id',
    { preHandler, schema: routeDoc({ tags, summary: '删除页面（管理员）', description: `${adminOnly}菜单里指向它的项不再显示。不存在 code 100。`, params: idParams }) },
    async (request) => {
      await service.remove(validate(idParams, request.params).id);
      return ok(null, SITE_PAGE_MESSAGES.deleted);
    },
  );

  app.get(
    '/admin/menu',
    { preHandler, schema: routeDoc({ tags, summary: '页头菜单（管理员）', description: `${adminOnly}items 为菜单项（未自定义时为默认菜单，isDefault 为 true），pages 为可选的页面。` }) },
    async () => ok(await menu.forAdmin()),
  );

  app.put(
    '/admin/menu',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '保存页头菜单（管理员）',
        description: `${adminOnly}kind：route（内置页面）、page（自建页面 pageId）、link（http(s) 外部链接）、group（一层子项）。引用不存在的页面时 code 100，什么都不改。`,
        body: siteMenuBody,
      }),
    },
    async (request) => {
      await menu.save(validate(siteMenuBody, request.body).items as MenuItem[]);
      return ok(await menu.forAdmin(), MENU_MESSAGES.saved);
    },
  );

  app.delete(
    '/admin/menu',
    { preHandler, schema: routeDoc({ tags, summary: '恢复默认页头菜单（管理员）', description: adminOnly }) },
    async () => {
      await menu.restoreDefaults();
      return ok(await menu.forAdmin(), MENU_MESSAGES.restored);
    },
  );
};

export default sitePageRoutes;
