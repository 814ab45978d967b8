/**
 * How long importing an original site takes (server/src/modules/portability/original): a generated
 * original database on MariaDB (TEST_MYSQL_URL, default root@127.0.0.1) with `scale` × (1,000
 * users, 2,000 articles of ~2,000 characters, 20,000 comments half of them replies, 20,000 likes,
 * 5,000 chat messages, 5,000 notifications, 3,000 guestbook entries, 500 talks), imported into a
 * fresh SQLite site and, with BENCH_PG_URL, a fresh PostgreSQL database. No uploads folder.
 *
 * Run: npx tsx bench/original-import.ts [scale=1]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type mysql from 'mysql2/promise';
import pg from 'pg';
import { migrate, openDatabase, type Db } from '../server/src/db/connection';
import { ensureAdmin } from '../server/src/db/seed/admin';
import { importOriginal } from '../server/src/modules/portability/original/importer';
import { createOriginalDatabase } from '../server/test/helpers/mysql';

const scale = Number(process.argv[2] ?? 1);
const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const PG_ADMIN_URL = process.env.BENCH_PG_URL;
const T = '2024-01-02 10:00:00';

async function bulk(connection: mysql.Connection, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await connection.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(',')}) VALUES ?`, [batch]);
  }
}

async function fill(connection: mysql.Connection): Promise<number> {
  const hash = await bcrypt.hash('benchmark-password', 10);
  const n = (count: number) => Math.round(count * scale);
  const users = n(1000);
  const articles = n(2000);
  const comments = n(20_000);
  const paragraph = '这是一段用来测量导入速度的正文，包含中文、英文 words 和 `code`。'.repeat(40);
  await bulk(connection, 'blog_user', ['id', 'username', 'password', 'role', 'nick_name', 'createdAt', 'updatedAt'], Array.from({ length: users }, (_, i) => [i + 1, `user${i + 1}`, hash, i === 0 ? 1 : 2, `用户${i + 1}`, T, T]));
  await bulk(connection, 'blog_category', ['id', 'category_name', 'createdAt'], Array.from({ length: 20 }, (_, i) => [i + 1, `分类${i + 1}`, T]));
  await bulk(connection, 'blog_tag', ['id', 'tag_name', 'createdAt'], Array.from({ length: 50 }, (_, i) => [i + 1, `标签${i + 1}`, T]));
  await bulk(connection, 'blog_article', ['id', 'article_title', 'author_id', 'category_id', 'article_content', 'status', 'type', 'createdAt', 'updatedAt', 'view_times'], Array.from({ length: articles }, (_, i) => [i + 1, `文章 ${i + 1}`, 1, (i % 20) + 1, `# 标题 ${i}\n\n${paragraph}`, 1, 1, T, T, i]));
  await bulk(connection, 'blog_article_tag', ['article_id', 'tag_id'], Array.from({ length: articles * 2 }, (_, i) => [Math.floor(i / 2) + 1, ((i * 7) % 50) + 1]));
  await bulk(connection, 'blog_talk', ['id', 'user_id', 'content', 'status', 'createdAt'], Array.from({ length: n(500) }, (_, i) => [i + 1, 1, `说说 ${i}`, 1, T]));
  await bulk(connection, 'blog_message', ['id', 'message', 'user_id', 'color', 'font_size', 'font_weight', 'createdAt'], Array.from({ length: n(3000) }, (_, i) => [i + 1, `留言 ${i}`, (i % users) + 1, '#676767', 16, 500, T]));
  await bulk(connection, 'blog_comment', ['id', 'parent_id', 'for_id', 'type', 'from_id', 'to_id', 'content', 'createdAt'], Array.from({ length: comments }, (_, i) => {
    const reply = i % 2 === 1;
    return [i + 1, reply ? i : null, (Math.floor(i / 2) % articles) + 1, 1, (i % users) + 1, reply ? ((i - 1) % users) + 1 : null, `评论 ${i} 😀`, T];
  }));
  await bulk(connection, 'blog_like', ['id', 'type', 'for_id', 'user_id', 'createdAt'], Array.from({ length: n(20_000) }, (_, i) => [i + 1, i % 2 === 0 ? 1 : 4, (Math.floor(i / users) % articles) + 1, (i % users) + 1, T]));
  await bulk(connection, 'blog_chat', ['id', 'user_id', 'content', 'content_type', 'createdAt'], Array.from({ length: n(5000) }, (_, i) => [i + 1, (i % users) + 1, `聊天 ${i}`, 'text', T]));
  await bulk(connection, 'blog_notify', ['id', 'message', 'user_id', 'type', 'to_id', 'isView', 'createdAt'], Array.from({ length: n(5000) }, (_, i) => [i + 1, `消息 ${i}`, (i % users) + 1, 1, 1, 1, T]));
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    'SELECT SUM(TABLE_ROWS) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
  );
  return Number(rows[0]?.n ?? 0);
}

async function timeImport(label: string, db: Db, dataDir: string, url: string): Promise<void> {
  await migrate(db);
  await ensureAdmin(db, { adminUsername: 'admin', adminPassword: 'bench-Admin-2024' }, () => {});
  const started = performance.now();
  const report = await importOriginal(db, { url, dataDir });
  const seconds = (performance.now() - started) / 1000;
  const imported = report.tables.reduce((sum, t) => sum + t.imported, 0);
  const read = report.tables.reduce((sum, t) => sum + t.read, 0);
  console.log(`| ${label} | ${read.toLocaleString('en')} | ${imported.toLocaleString('en')} | ${seconds.toFixed(1)} s | ${Math.round(read / seconds).toLocaleString('en')} rows/s |`);
}

const original = await createOriginalDatabase(MYSQL_URL);
try {
  const approx = await fill(original.connection);
  console.log(`原站数据库 ${original.name}：约 ${approx.toLocaleString('en')} 行（scale ${scale}）；负载 ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| target | rows read | rows imported | time | rate |\n|---|---:|---:|---:|---:|');

  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-orig-'));
  const sqlite = openDatabase({ dataDir: sqliteDir });
  await timeImport('SQLite', sqlite, sqliteDir, original.url);
  await sqlite.close();
  rmSync(sqliteDir, { recursive: true, force: true });

  if (PG_ADMIN_URL) {
    const name = `bench_orig_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-orig-'));
    const db = openDatabase({ databaseUrl: url.toString(), dataDir });
    try {
      await timeImport('PostgreSQL', db, dataDir, original.url);
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await original.drop();
}
