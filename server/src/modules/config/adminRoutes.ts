import type { FastifyPluginAsync } from 'fastify';
import { SITE_MESSAGES, SITE_SETTINGS_LIMITS, siteSettingsBody, type LinkOriginInfo } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createConfigRepo } from './repo';
import { createConfigService } from './service';

const tags = ['站点'];

/** Site settings (DESIGN.md §8): read with the visitors' GET /api/config, which returns every field. */
const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const guards = createAuthGuards(db);
  const service = createConfigService(createConfigRepo(db));

  app.put(
    '/update',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '保存网站设置（仅管理员）',
        description:
          `仅管理员；未登录 401，非管理员 403。blog_name 必填（≤ ${SITE_SETTINGS_LIMITS.blogNameMax} 字），其余字段不传则保持原值，传 '' 清空。` +
          `图片字段（blog_avatar、avatar_bg、qq_group、we_chat_group）为本站上传的图片或 http(s) 地址；github_link、git_ee_link、bilibili_link 为 http(s) 网址；` +
          `site_url 只含协议和域名（末尾的 / 会去掉）；allow_guest_message 1 允许 / 2 不允许；default_preview_theme、default_code_theme 为主题名或 ''。` +
          `不合法时 400 并给出中文原因，什么都不改。保存后访客下一次打开页面即看到新设置（GET /api/config 与 index.html 里的启动数据都不缓存）。result 为保存后的完整设置。`,
        body: siteSettingsBody,
      }),
    },
    async (request) => {
      const saved = await service.update(validate(siteSettingsBody, request.body));
      // Until a public URL is set, links use the address the admin saved the settings from.
      await app.linkOrigins.noteAdmin(request, true);
      return ok(saved, SITE_MESSAGES.saved);
    },
  );

  app.get(
    '/linkOrigin',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '站点绝对链接所用的地址（仅管理员）',
        description:
          '仅管理员；未登录 401，非管理员 403。result {origin, source}：站点地图、订阅、规范链接、og:url 和 robots.txt 里的绝对地址用的是 origin。' +
          'source 为 site_url（网站设置里的网站地址）、admin（还没设置网站地址：用管理员最近一次保存网站设置、或第一次使用后台时的地址）或 listen（还没有管理员用过后台：服务器监听的地址）。访客请求里的 Host 从不使用。',
      }),
    },
    async () => ok<LinkOriginInfo>(app.linkOrigins.resolve((await service.get()).site_url)),
  );
};

export default adminRoutes;
