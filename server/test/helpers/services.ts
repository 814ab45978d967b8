import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresEngine, type Engine } from './engines';
import { startTestServer, type TestServer } from './server';

export const REDIS_SKIPPED_MESSAGE = 'Redis 多进程测试已跳过：未设置 TEST_REDIS_URL 或 TEST_DATABASE_URL';

export interface ServiceUrls {
  databaseUrl: string;
  redisUrl: string;
}

/**
 * Runs the suite when both PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL) are given;
 * otherwise skips it with a plain message, or fails when REQUIRE_SERVICES=1 (as engines.ts does).
 */
export function describeWithRedis(name: string, fn: (urls: ServiceUrls) => void): void {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (databaseUrl && redisUrl) {
    describe(`${name} [postgres + redis]`, () => fn({ databaseUrl, redisUrl }));
  } else if (process.env.REQUIRE_SERVICES === '1') {
    describe(`${name} [postgres + redis]`, () => {
      it('需要 PostgreSQL 和 Redis', () => {
        throw new Error('REQUIRE_SERVICES=1 时必须设置 TEST_DATABASE_URL 和 TEST_REDIS_URL');
      });
    });
  } else {
    console.warn(REDIS_SKIPPED_MESSAGE);
    describe.skip(`${name} [postgres + redis] ${REDIS_SKIPPED_MESSAGE}`, () => fn({ databaseUrl: '', redisUrl: '' }));
  }
}

/** Two processes' worth of app: each its own sockets and Redis connections, one database, one Redis. */
export interface TwoProcesses {
  one: TestServer;
  two: TestServer;
}

/**
 * Starts both before the suite and closes them after; the returned object is filled in beforeAll.
 * A Redis prefix of its own, so parallel runs on the same Redis never hear each other; the second
 * server reuses the first one's database and leaves dropping it to the first. `extraEnv` goes to both.
 */
export function twoProcessesOn(
  { databaseUrl, redisUrl }: ServiceUrls,
  extraEnv: Record<string, string> = {},
  /** Hands each process's app to the test (its scheduler, its caches). */
  extend?: (app: FastifyInstance, which: keyof TwoProcesses) => void,
): TwoProcesses {
  const servers = {} as TwoProcesses;
  beforeAll(async () => {
    const env = { ...extraEnv, REDIS_URL: redisUrl, REDIS_PREFIX: `blog-test-${randomBytes(6).toString('hex')}` };
    servers.one = await startTestServer(postgresEngine(databaseUrl), { env, extend: (app) => extend?.(app, 'one') });
    const shared: Engine = { name: 'postgres', createDatabase: async () => ({ databaseUrl: servers.one.config.databaseUrl, drop: async () => {} }) };
    servers.two = await startTestServer(shared, { env, extend: (app) => extend?.(app, 'two') });
  });
  afterAll(async () => {
    await servers.two?.close();
    await servers.one?.close();
  });
  return servers;
}
