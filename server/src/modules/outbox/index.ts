import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { secretBoxFor, type SecretBox } from '../../platform/secretBox';
import { onOutboxQueued } from './enqueue';
import type { SiteInfo } from './render';
import outboxRoutes from './routes';
import { createOutboxSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox sender (tests run it on demand). */
    outboxSender: ReturnType<typeof createOutboxSender>;
  }
}

/** The site's name and address as mails show them (网站设置's 网站地址, else the console's address). */
export async function siteInfoOf(app: FastifyInstance, db: Db): Promise<SiteInfo> {
  const row = await db.kysely.selectFrom('site_config').select(['blog_name', 'site_url']).orderBy('id').executeTakeFirst();
  return { name: row?.blog_name || '博客', origin: app.linkOrigins.resolve(row?.site_url ?? '').origin.replace(/\/$/, '') };
}

/**
 * Mail and webhooks (issue 29): the console's routes and this process's sender, which starts when
 * the server is ready (rows queued before a restart go out then) and stops on close.
 */
export async function registerOutbox(app: FastifyInstance, db: Db, config: { dataDir: string; outboxIntervalMs?: number }): Promise<void> {
  // The key file is made on first use (a secret saved, a link signed), not when the server starts.
  let box: SecretBox | null = null;
  const getBox = () => (box ??= secretBoxFor(config.dataDir));
  const site = () => siteInfoOf(app, db);
  const lazyBox: SecretBox = {
    seal: (plain) => getBox().seal(plain),
    open: (sealed) => getBox().open(sealed),
    sign: (message) => getBox().sign(message),
  };
  const sender = createOutboxSender({ db, box: lazyBox, site, intervalMs: config.outboxIntervalMs, onError: (error) => app.log.error({ err: error }, '发件箱发送失败') });
  const forget = onOutboxQueued(db, sender.wake);
  app.decorate('outboxSender', sender);
  await app.register(outboxRoutes, { prefix: '/api/outbox', db, box: getBox, site });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    forget();
    await sender.stop();
  });
}
