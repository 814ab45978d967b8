import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import { registerModules } from './modules';
import { createTokenService, resolveJwtSecret, setupIdentity } from './platform/auth';
import { setupConnectionGuards } from './platform/connections';
import { setupDocs } from './platform/docs';
import { setupErrorHandling } from './platform/errors';
import { setupHttp } from './platform/http';
import { configureImageDecoding } from './platform/imageGate';
import { configureOutbound } from './platform/outbound';
import { refuseNulText } from './platform/nulText';
import { setupLinkOrigins } from './platform/pages/siteOrigin';
import { setupRateLimits } from './platform/rateLimitStore';
import { RequestLogAtDebug } from './platform/requestLog';
import { setupSecurityHeaders } from './platform/securityHeaders';
import { useSiteTimeZone } from './platform/siteTime';
import { setupStatic } from './platform/static';
import { answerClientError, answerFrameworkError } from './platform/transportErrors';

/**
 * Node refuses a request whose head passes 16 KiB (431), so no path parameter can be longer than
 * that: routing them all lets an over-long search text or id reach the route's validation, which
 * says in Chinese what is wrong (find-my-way's limit guards regex parameters, which we have none of).
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/** The whole HTTP server: platform plugins first, then every module, then static files. */
export async function buildApp(config: AppConfig, db: Db): Promise<FastifyInstance> {
  useSiteTimeZone(config.siteTimeZone);
  configureImageDecoding(config.imageDecoding);
  configureOutbound({ allowPrivateForTests: config.outboundAllowPrivateForTests });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Request lines are for LOG_LEVEL=debug: at info they would bury the start-up facts.
    logController: new RequestLogAtDebug(),
    // ignoreDuplicateSlashes: the original client asks for /wapi//song/detail (nginx merged the slashes).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  setupConnectionGuards(app, config);
  setupSecurityHeaders(app);
  setupErrorHandling(app);
  refuseNulText(app);
  await setupHttp(app);
  await setupDocs(app);
  setupIdentity(app, createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)), db);
  setupLinkOrigins(app, config.dataDir);
  await setupRateLimits(app, config);
  await registerModules(app, db, config);
  await setupStatic(app, config, db);
  return app;
}
