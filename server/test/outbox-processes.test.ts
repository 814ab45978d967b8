import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { notifySettingsBody } from '@blog/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { saveNotifySettings } from '../src/modules/outbox/settings';
import { setClockOffsetForTests } from '../src/platform/clock';
import { DATA_KEY_FILE, secretBoxFor } from '../src/platform/secretBox';
import { describeEachEngine } from './helpers/engines';
import { TEST_JWT_SECRET } from './helpers/server';

async function startReceiver() {
  const keys: string[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { events: { text: string }[] };
      keys.push(...body.events.map((event) => event.text));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, keys, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

describeEachEngine('发件箱：多个进程共用数据库时每条只发一次；重启不丢', (engine) => {
  afterEach(() => setClockOffsetForTests(0));

  it('两个实例同时处理发件箱，每条恰好送达一次；停机前被占住的记录在租约过期后补发', async () => {
    const database = await engine.createDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-outbox-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true',
    });
    const dbs = [openDatabase({ databaseUrl: config.databaseUrl, dataDir }), openDatabase({ databaseUrl: config.databaseUrl, dataDir })] as const;
    const receiver = await startReceiver();
    const apps: FastifyInstance[] = [];
    try {
      await migrate(dbs[0]);
      const settings = await saveNotifySettings(
        dbs[0],
        secretBoxFor(dataDir),
        notifySettingsBody.parse({
          smtp_host: '',
          smtp_port: 465,
          smtp_security: 'ssl',
          smtp_user: '',
          from_name: '',
          from_address: '',
          admin_email: '',
          email_events: [],
          merge_seconds: 0,
          webhooks: [{ name: '接收器', preset: 'json', url: receiver.url, events: ['comment'] }],
        }),
      );
      // The key file is the site's own: owner-only.
      expect(statSync(path.join(dataDir, DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
      const hookId = settings.webhooks[0]!.id;
      const stamp = new Date().toISOString();
      const row = (text: string, lockedUntil: string | null = null) => ({
        kind: 'comment',
        channel: 'webhook',
        target: hookId,
        payload: JSON.stringify({ events: [{ kind: 'comment', text, path: null, at: stamp, key: text }] }),
        dedupe_key: `test:${text}`,
        status: 'waiting',
        next_attempt_at: stamp,
        locked_until: lockedUntil,
        last_error: null,
        created_at: stamp,
        sent_at: null,
      });
      // Queued while no server ran; and one a process claimed just before it died (lease still running).
      await dbs[0].kysely.insertInto('outbox').values(row('停机时排队的')).execute();
      await dbs[0].kysely.insertInto('outbox').values(row('发送中途进程退出的', new Date(Date.now() + 60_000).toISOString())).execute();

      apps.push(await buildApp(config, dbs[0]));
      await apps[0]!.ready();
      await apps[0]!.outboxSender.run();
      expect(receiver.keys).toEqual(['停机时排队的']);

      apps.push(await buildApp(config, dbs[1]));
      await apps[1]!.ready();
      const many = Array.from({ length: 30 }, (_, i) => `同时到期 ${i}`);
      await dbs[0].kysely.insertInto('outbox').values(many.map((text) => row(text))).execute();
      // Past the dead process's lease as well.
      setClockOffsetForTests(3 * 60_000);
      await Promise.all([0, 1, 0, 1].map((i) => apps[i]!.outboxSender.run()));
      expect([...receiver.keys].sort()).toEqual(['停机时排队的', '发送中途进程退出的', ...many].sort());
      const statuses = await dbs[0].kysely.selectFrom('outbox').select('status').execute();
      expect(statuses.every((item) => item.status === 'sent')).toBe(true);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await receiver.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
