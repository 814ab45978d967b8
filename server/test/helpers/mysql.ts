import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { describe, it } from 'vitest';

export const MYSQL_SKIPPED_MESSAGE = 'MariaDB 测试已跳过：未设置 TEST_MYSQL_URL';

/** The original site's schema (a Navicat dump, MIT), loaded as it is with multipleStatements. */
const ORIGINAL_SCHEMA_FILE = fileURLToPath(new URL('../fixtures/original-site-schema.sql', import.meta.url));

function schemaSql(): string {
  return readFileSync(ORIGINAL_SCHEMA_FILE, 'utf8');
}

/**
 * Runs the suite when TEST_MYSQL_URL names a MariaDB/MySQL server (root-like: it creates databases
 * and users); skips it with a plain message otherwise, or fails when REQUIRE_SERVICES=1.
 */
export function describeWithMysql(name: string, fn: (adminUrl: string) => void): void {
  const url = process.env.TEST_MYSQL_URL;
  if (url) {
    describe(`${name} [mariadb]`, () => fn(url));
  } else if (process.env.REQUIRE_SERVICES === '1') {
    describe(`${name} [mariadb]`, () => {
      it('需要 MariaDB', () => {
        throw new Error('REQUIRE_SERVICES=1 时必须设置 TEST_MYSQL_URL');
      });
    });
  } else {
    console.warn(MYSQL_SKIPPED_MESSAGE);
    describe.skip(`${name} [mariadb] ${MYSQL_SKIPPED_MESSAGE}`, () => fn(''));
  }
}

export interface OriginalDatabase {
  name: string;
  /** mysql://… of the new database, as the admin. */
  url: string;
  /** A connection to it for filling rows. */
  connection: mysql.Connection;
  /** mysql://… as a user with a password, for tests that the password is never shown. */
  userUrl: string;
  password: string;
  drop(): Promise<void>;
}

/** A fresh database `orig_<random>` with the original's schema and a user with a password. */
export async function createOriginalDatabase(adminUrl: string): Promise<OriginalDatabase> {
  const name = `orig_${randomBytes(5).toString('hex')}`;
  const user = `u_${randomBytes(4).toString('hex')}`;
  const password = `Pw-${randomBytes(9).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: adminUrl, multipleStatements: true, charset: 'utf8mb4' });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password}'`);
  await admin.query(`CREATE USER '${user}'@'localhost' IDENTIFIED BY '${password}'`);
  await admin.query(`GRANT SELECT ON \`${name}\`.* TO '${user}'@'%', '${user}'@'localhost'`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await mysql.createConnection({ uri: url.toString(), multipleStatements: true, charset: 'utf8mb4', dateStrings: true });
  await connection.query(schemaSql());
  const userUrl = new URL(url.toString());
  userUrl.username = user;
  userUrl.password = password;
  return {
    name,
    url: url.toString(),
    connection,
    userUrl: userUrl.toString(),
    password,
    async drop() {
      await connection.end().catch(() => {});
      const again = await mysql.createConnection({ uri: adminUrl });
      try {
        await again.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await again.query(`DROP USER IF EXISTS '${user}'@'%'`);
        await again.query(`DROP USER IF EXISTS '${user}'@'localhost'`);
      } finally {
        await again.end();
      }
    },
  };
}
