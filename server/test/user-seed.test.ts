import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/db/seed/demoAccount';
import { verifyPassword } from '../src/platform/auth';

describe('演示账号和它的消息', () => {
  it('与演示内容一起创建一次，密码只在日志里出现一次，重复运行不变', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'seed-demo-user-'));
    const db = openDatabase({ dataDir });
    try {
      await migrate(db);
      const logs: string[] = [];
      const options = { dataDir, adminUsername: 'admin', adminPassword: 'Admin-pass-1', seedDemo: true };
      await seedIfEmpty(db, options, (m) => logs.push(m));

      const user = await db.kysely.selectFrom('user').selectAll().where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow();
      expect(user.role).toBe(2);
      expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(logs.filter((m) => m.includes(DEMO_PASSWORD))).toHaveLength(1);

      const notes = await db.kysely.selectFrom('notify').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute();
      expect(notes.length).toBe(12);
      // Every type an ordinary user gets; never 4, which opens the console.
      expect(new Set(notes.map((n) => n.type))).toEqual(new Set([1, 2, 3, 5, 6]));
      expect(notes.filter((n) => n.is_view === 1).length).toBeGreaterThanOrEqual(3);
      expect(notes.some((n) => /<b>.+<\/b>/.test(n.message))).toBe(true);
      expect(notes.some((n) => !/[<>]/.test(n.message))).toBe(true);
      // Article notices point at public articles that exist.
      const articleNotes = notes.filter((n) => n.type === 1);
      const articles = await db.kysely.selectFrom('article').select(['id', 'status']).execute();
      for (const note of articleNotes) expect(articles.find((a) => a.id === note.to_id)?.status).toBe(1);

      const again: string[] = [];
      await seedIfEmpty(db, options, (m) => again.push(m));
      expect(again).toEqual([]);
      const count = await db.kysely.selectFrom('notify').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(12);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
