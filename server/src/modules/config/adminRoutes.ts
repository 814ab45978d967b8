import type { FastifyPluginAsync } from 'fastify';
import { SITE_MESSAGES, SITE_SETTINGS_LIMITS, siteSettingsBody } from '@blog/contract';
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
    async (request) => ok(await service.update(validate(siteSettingsBody, request.body)), SITE_MESSAGES.saved),
  );
};

export default adminRoutes;
