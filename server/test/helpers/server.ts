import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { migrate, openDatabase, type Db } from '../../src/db/connection';
import { createTokenService } from '../../src/platform/auth';
import type { Engine } from './engines';

export const TEST_JWT_SECRET = 'test-secret-for-integration-tests';

export interface TestServer {
  baseUrl: string;
  db: Db;
  config: AppConfig;
  /** Signs a session token the server accepts. */
  tokenFor(userId: number, role?: number): Promise<string>;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Folder served as the built web client; defaults to an empty (missing) one. */
  webDistDir?: string;
  /** Extra routes for tests, added before the server listens. */
  extend?: (app: FastifyInstance) => void;
  /** TRUST_PROXY for this server; tests default to 'true' (see below). */
  trustProxy?: string;
  /** Further environment variables for loadConfig (MUSIC_UPSTREAM, MUSIC_DIR…). */
  env?: Record<string, string>;
  /** DATA_DIR names a folder that does not exist yet, so the server creates it (as on a first start). */
  dataDirNotCreated?: boolean;
}

/** A real server on a random port, on a fresh database and a temporary DATA_DIR. */
export async function startTestServer(engine: Engine, options: ServerOptions = {}): Promise<TestServer> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
  const dataDir = options.dataDirNotCreated ? path.join(tempDir, 'data') : tempDir;
  const database = await engine.createDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // Tests speak from many addresses through X-Forwarded-For to exercise per-IP limits.
    TRUST_PROXY: options.trustProxy ?? 'true',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await migrate(db);
  const app = await buildApp(config, db);
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const tokens = createTokenService(new TextEncoder().encode(TEST_JWT_SECRET));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    config,
    tokenFor: (userId, role = 2) => tokens.sign({ userId, role }),
    async close() {
      await app.close();
      await db.close();
      await database.drop();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** Starts a server for the enclosing describe block; its fields are filled in beforeAll. */
export function useTestServer(engine: Engine, options: ServerOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(engine, options));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}
