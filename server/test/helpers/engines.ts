import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';

export type EngineName = 'sqlite' | 'postgres';

/** A fresh, empty database for one suite. */
export interface TestDatabase {
  /** Unset for SQLite: the server then opens a file in its DATA_DIR. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  createDatabase(): Promise<TestDatabase>;
}

export const PG_SKIPPED_MESSAGE = 'PostgreSQL 测试已跳过：未设置 TEST_DATABASE_URL';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  // The server creates its SQLite file inside the suite's temporary DATA_DIR.
  createDatabase: async () => ({ drop: async () => {} }),
};

export function postgresEngine(adminUrl: string): Engine {
  return {
    name: 'postgres',
    async createDatabase() {
      const name = `blog_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        databaseUrl: url.toString(),
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** Prints the skip notice once per test run, not once per test file. */
function printSkipNoticeOnce(): void {
  try {
    writeFileSync(path.join(os.tmpdir(), `blog-pg-skip-notice-${process.ppid}`), '', { flag: 'wx' });
    console.warn(PG_SKIPPED_MESSAGE);
  } catch {
    // Another test file of this run already said it.
  }
}

/**
 * Runs the suite on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set. Without it the
 * PostgreSQL suite is skipped, or fails when REQUIRE_SERVICES=1 (CI must not pass silently).
 */
export function describeEachEngine(name: string, fn: (engine: Engine) => void): void {
  describe(`${name} [sqlite]`, () => fn(sqliteEngine));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    describe(`${name} [postgres]`, () => fn(postgresEngine(url)));
  } else if (process.env.REQUIRE_SERVICES === '1') {
    describe(`${name} [postgres]`, () => {
      it('需要 PostgreSQL', () => {
        throw new Error('REQUIRE_SERVICES=1 时必须设置 TEST_DATABASE_URL');
      });
    });
  } else {
    printSkipNoticeOnce();
    describe.skip(`${name} [postgres] ${PG_SKIPPED_MESSAGE}`, () => fn(postgresEngine('postgres://unset')));
  }
}
