/**
 * Does sending alerts slow down commenting? Comment post latency (POST /api/comment/add, p50/p99
 * measured by the client) with alerts off, then on — every comment mailed at once (merge time 0)
 * to a local SMTP server and posted to a webhook that takes a whole second to answer — then off
 * again. The comment only writes its outbox rows; the sending happens beside it, so the figures
 * should not differ beyond noise. Also: how fast the outbox drains (rows per second).
 *
 * Run: npm run build -w server && npx tsx bench/comment-alerts.ts [comments=100]
 * (SQLite; the server allows its local SMTP server and webhook through the tests' outbound switch.)
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMENT_TYPE, notifySettingsBody, USER_ROLE } from '@blog/contract';
import { migrate, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { saveNotifySettings } from '../server/src/modules/outbox/settings';
import { createTokenService } from '../server/src/platform/auth';
import { secretBoxFor } from '../server/src/platform/secretBox';
import { startLocalSmtp } from '../server/test/helpers/smtpServer';
import { startServer } from './lib/server';

const comments = Number(process.argv[2] ?? 100);
/** The comment routes allow 10 a minute per user. */
const PER_USER = 10;
const JWT_SECRET = 'bench-jwt-secret-for-comment-alerts';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-alerts-'));
const db = openDatabase({ dataDir });
await migrate(db);
await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => undefined);
const phases = ['关闭提醒', '开启提醒（邮件 + 慢 Webhook）', '再次关闭'] as const;
const userCount = Math.ceil(comments / PER_USER) * phases.length;
const stamp = new Date().toISOString();
const users = await db.kysely
  .insertInto('user')
  .values(Array.from({ length: userCount }, (_, i) => ({ username: `bench_alert_${i}`, password_hash: 'x', role: USER_ROLE.user, nick_name: `读者${i}`, avatar: '', created_at: stamp, updated_at: stamp })))
  .returning('id')
  .execute();
const article = await db.kysely.selectFrom('article').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET));
const userTokens = await Promise.all(users.map((user) => tokens.sign({ userId: user.id, role: USER_ROLE.user })));

const smtp = await startLocalSmtp();
const slowHook = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => setTimeout(() => response.end('{}'), 1000));
});
await new Promise<void>((resolve) => slowHook.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(slowHook.address() as AddressInfo).port}/hook`;

async function setAlerts(on: boolean): Promise<void> {
  await saveNotifySettings(
    db,
    secretBoxFor(dataDir),
    notifySettingsBody.parse({
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_security: 'none',
      smtp_user: '',
      from_name: '压测',
      from_address: 'bench@example.com',
      admin_email: 'owner@example.com',
      email_events: on ? ['comment'] : [],
      merge_seconds: 0,
      webhooks: [{ name: '慢接收器', preset: 'json', url: hookUrl, events: ['comment'], enabled: on }],
    }),
  );
}

await setAlerts(false);
const server = await startServer(dataDir, { JWT_SECRET, OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' });
try {
  let userIndex = 0;
  for (const phase of phases) {
    await setAlerts(phase.startsWith('开启'));
    const started = Date.now();
    const times: number[] = [];
    for (let i = 0; i < comments; i++) {
      if (i % PER_USER === 0 && i > 0) userIndex++;
      const t0 = performance.now();
      const response = await fetch(`${server.baseUrl}/api/comment/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${userTokens[userIndex]}` },
        body: JSON.stringify({ type: COMMENT_TYPE.article, for_id: article.id, content: `压测评论 ${phase} ${i}` }),
      });
      const body = (await response.json()) as { code: number; message: string };
      times.push(performance.now() - t0);
      if (body.code !== 0) throw new Error(`评论失败：${body.message}`);
    }
    userIndex++;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(JSON.stringify({ phase, comments, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), seconds: round((Date.now() - started) / 1000) }));
    if (phase.startsWith('开启')) {
      // The outbox drains beside the comments: every comment's mail and webhook call.
      const drainStart = Date.now();
      for (;;) {
        const waiting = await db.kysely.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'waiting').executeTakeFirstOrThrow();
        if (Number(waiting.n) === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const sent = await db.kysely.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'sent').executeTakeFirstOrThrow();
      const total = (Date.now() - started) / 1000;
      console.log(JSON.stringify({ outboxSent: Number(sent.n), mailsReceived: smtp.mails.length, drainedAfterCommentsSeconds: round((Date.now() - drainStart) / 1000), rowsPerSecondOverall: round(Number(sent.n) / total) }));
    }
  }
} finally {
  await server.stop();
  await smtp.close();
  await new Promise<void>((resolve) => slowHook.close(() => resolve()));
  await db.close();
}
