import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import articleRoutes from './article/routes';
import categoryRoutes from './category/routes';
import configRoutes from './config/routes';
import likeRoutes from './like/routes';
import likeApiRoutes from './like/apiRoutes';
import commentRoutes from './comment/routes';
import pageHeaderRoutes from './pageHeader/routes';
import searchRoutes from './search/routes';
import statisticRoutes from './statistic/routes';
import tagRoutes from './tag/routes';
import notifyRoutes from './notify/routes';
import uploadRoutes from './upload/routes';
import userRoutes from './user/routes';
import accountMailRoutes from './user/accountMailRoutes';
import { defaultAvatarRoute } from './user/defaultAvatar';
import talkRoutes from './talk/routes';
import photoRoutes from './photo/routes';
import linkRoutes from './links/routes';
import resourceRoutes from './resource/routes';
import messageRoutes from './message/routes';
import articleAdminRoutes from './article/adminRoutes';
import categoryAdminRoutes from './category/adminRoutes';
import tagAdminRoutes from './tag/adminRoutes';
import talkAdminRoutes from './talk/adminRoutes';
import photoAdminRoutes from './photo/adminRoutes';
import pageHeaderAdminRoutes from './pageHeader/adminRoutes';
import configAdminRoutes from './config/adminRoutes';
import dashboardAdminRoutes from './dashboard/adminRoutes';
import commentAdminRoutes from './comment/adminRoutes';
import messageAdminRoutes from './message/adminRoutes';
import sensitiveAdminRoutes from './sensitive/adminRoutes';
import resourceAdminRoutes from './resource/adminRoutes';
import linkAdminRoutes from './links/adminRoutes';
import userAdminRoutes from './user/adminRoutes';
import feedRoutes from './feed/routes';
import portabilityAdminRoutes from './portability/adminRoutes';
import storageAdminRoutes from './storage/adminRoutes';
import demoAdminRoutes from './demo/adminRoutes';
import { setupUploadSpace } from './storage/uploadSpace';
import { createArticleListCache } from './article/listCache';
import { registerMusic, type MusicConfig } from './music';
import captchaRoutes from './captcha/routes';
import { registerChat, type ChatConfig } from './chat';
import { registerRedirects } from './redirect';
import { registerScheduling } from './article/scheduling';
import previewRoutes from './preview/routes';
import sitePageRoutes from './sitePage/routes';
import { registerOutbox } from './outbox';

/** Every feature module, each an encapsulated plugin under its own prefix. */
export async function registerModules(
  app: FastifyInstance,
  db: Db,
  config: Pick<AppConfig, 'dataDir' | 'registerPerHour' | 'uploadBudgets' | 'seedDemo' | 'redisUrl' | 'redisPrefix' | 'testClock'> & MusicConfig & ChatConfig,
): Promise<void> {
  setupUploadSpace(app, { db, dataDir: config.dataDir, budgets: config.uploadBudgets });
  const listCache = createArticleListCache();
  // Before the article routes: their saves re-arm the schedule.
  await registerScheduling(app, db, config, listCache);
  await app.register(articleRoutes, { prefix: '/api/article', db, listCache });
  await app.register(searchRoutes, { prefix: '/api/article', db });
  await app.register(likeRoutes, { prefix: '/api/article', db, listCache });
  await app.register(likeApiRoutes, { prefix: '/api/like', db, listCache });
  await app.register(commentRoutes, { prefix: '/api/comment', db, dataDir: config.dataDir });
  await app.register(captchaRoutes, { prefix: '/api/captcha', db, dataDir: config.dataDir });
  await app.register(categoryRoutes, { prefix: '/api/category', db });
  await app.register(tagRoutes, { prefix: '/api/tag', db });
  await app.register(configRoutes, { prefix: '/api/config', db });
  await app.register(pageHeaderRoutes, { prefix: '/api/pageHeader', db });
  await app.register(statisticRoutes, { prefix: '/api/statistic', db });
  await app.register(userRoutes, { prefix: '/api/user', db, registerPerHour: config.registerPerHour, dataDir: config.dataDir });
  await app.register(accountMailRoutes, { prefix: '/api/user', db, dataDir: config.dataDir });
  await app.register(defaultAvatarRoute);
  await app.register(notifyRoutes, { prefix: '/api/notify', db });
  await app.register(uploadRoutes, { prefix: '/api/upload', db, dataDir: config.dataDir });
  await app.register(talkRoutes, { prefix: '/api/talk', db });
  await app.register(photoRoutes, { prefix: '/api', db });
  await app.register(linkRoutes, { prefix: '/api/links', db });
  await app.register(resourceRoutes, { prefix: '/api/resource', db });
  await app.register(messageRoutes, { prefix: '/api/message', db, dataDir: config.dataDir });
  // Site-root documents for crawlers and feed readers (/sitemap.xml, /rss.xml, /atom.xml, /feed).
  await app.register(feedRoutes, { db });
  // Pages of one's own (/page/<slug>) and the header menu, with their console screens.
  await app.register(sitePageRoutes, { prefix: '/api/sitePage', db });

  // The admin console's calls (DESIGN.md §8), each module's beside its visitor routes.
  const admin = { db, listCache, dataDir: config.dataDir };
  await app.register(articleAdminRoutes, { prefix: '/api/article', ...admin });
  await app.register(previewRoutes, { prefix: '/api/article', ...admin });
  await app.register(categoryAdminRoutes, { prefix: '/api/category', ...admin });
  await app.register(tagAdminRoutes, { prefix: '/api/tag', ...admin });
  await app.register(talkAdminRoutes, { prefix: '/api/talk', ...admin });
  await app.register(photoAdminRoutes, { prefix: '/api', ...admin });
  await app.register(pageHeaderAdminRoutes, { prefix: '/api/pageHeader', ...admin });
  await app.register(configAdminRoutes, { prefix: '/api/config', ...admin });
  await app.register(dashboardAdminRoutes, { prefix: '/api/dashboard', ...admin });
  await app.register(commentAdminRoutes, { prefix: '/api/comment', ...admin });
  await app.register(messageAdminRoutes, { prefix: '/api/message', ...admin });
  await app.register(sensitiveAdminRoutes, { prefix: '/api/sensitive', ...admin });
  await app.register(resourceAdminRoutes, { prefix: '/api/resource', ...admin });
  await app.register(linkAdminRoutes, { prefix: '/api/links', ...admin });
  await app.register(portabilityAdminRoutes, { prefix: '/api/portability', ...admin });
  await app.register(demoAdminRoutes, { prefix: '/api/demo', ...admin });
  await app.register(storageAdminRoutes, { prefix: '/api/storage', ...admin, seedDemo: config.seedDemo });

  await registerRedirects(app, db, config);
  await registerOutbox(app, db, config);

  await registerMusic(app, db, config);
  const chat = await registerChat(app, db, config);
  // After the chat room: disabling a user or resetting their password closes their chat sockets.
  await app.register(userAdminRoutes, { prefix: '/api/user', ...admin, endChatSessions: chat.endSessions });
}
