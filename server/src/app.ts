import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import { registerModules } from './modules';
import { createTokenService, resolveJwtSecret, setupIdentity } from './platform/auth';
import { setupDocs } from './platform/docs';
import { setupErrorHandling } from './platform/errors';
import { setupHttp } from './platform/http';
import { setupStatic } from './platform/static';

/** The whole HTTP server: platform plugins first, then every module, then static files. */
export async function buildApp(config: AppConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Chinese search text is percent-encoded at 9 bytes a character: 50 characters need ~450.
    routerOptions: { maxParamLength: 2048, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  setupErrorHandling(app);
  await setupHttp(app);
  await setupDocs(app);
  setupIdentity(app, createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)));
  await registerModules(app, db, config);
  await setupStatic(app, config);
  return app;
}
