/**
 * Login under the argon2id parameters in server/src/platform/auth/passwords.ts, and the login
 * rate limit under a password-guessing burst from one address.
 * Run: npm run build && npx tsx bench/login.ts [seconds]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate, nowIso, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { hashPassword, PASSWORD_HASH_OPTIONS } from '../server/src/platform/auth/passwords';
import { startServer } from './lib/server';

const seconds = Number(process.argv[2] ?? 10);
const ACCOUNTS = 300;
const PASSWORD = 'bench-pass1';

/** Many accounts, so the per-username limit (10 tries in 5 minutes) never throttles the throughput run. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-login-'));
  const db = openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: false }, () => undefined);
  const passwordHash = await hashPassword(PASSWORD);
  const timestamp = nowIso();
  const rows = Array.from({ length: ACCOUNTS }, (_, i) => ({
    username: `bench_${String(i).padStart(4, '0')}`,
    password_hash: passwordHash,
    role: 2,
    nick_name: `压测${i}`,
    avatar: '',
    created_at: timestamp,
    updated_at: timestamp,
  }));
  await db.kysely.insertInto('user').values(rows).execute();
  await db.close();
  return dataDir;
}

// TRUST_PROXY lets each request speak from its own address, so the per-address limit does not
// cut the throughput run short; the burst below uses one fixed address.
process.env.TRUST_PROXY = 'true';
const server = await startServer(await prepareDataDir());
try {
  console.log(`argon2id memoryCost ${PASSWORD_HASH_OPTIONS.memoryCost} KiB, timeCost ${PASSWORD_HASH_OPTIONS.timeCost}, parallelism ${PASSWORD_HASH_OPTIONS.parallelism}`);
  let n = 0;
  const result = await autocannon({
    url: `${server.baseUrl}/api/user/login`,
    connections: 8,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ username: `bench_${String(n % ACCOUNTS).padStart(4, '0')}`, password: PASSWORD }),
          };
        },
      },
    ],
  });
  console.log(JSON.stringify({ name: 'successful logins, 8 connections', requestsPerSecond: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx }));

  const loginFrom = (username: string, password: string, address: string) =>
    fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });
  // The account's owner logged in from home before the attack.
  const ownerHome = '192.0.2.10';
  await loginFrom('bench_0001', PASSWORD, ownerHome);

  // A guessing burst: 200 wrong passwords for one account from one address, 50 at a time.
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let wave = 0; wave < 4; wave++) {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${server.baseUrl}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
          body: JSON.stringify({ username: 'bench_0001', password: `guess-${wave}-${i}` }),
        }),
      ),
    );
    for (const response of responses) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  const burstMs = Math.round(performance.now() - started);
  const stillWorks = await loginFrom('bench_0002', PASSWORD, '192.0.2.78');
  // Right after the burst: the owner from home, and the right password from an address never seen.
  const ownerFromHome = await loginFrom('bench_0001', PASSWORD, ownerHome);
  const rightPasswordFromNewAddress = await loginFrom('bench_0001', PASSWORD, '192.0.2.99');
  console.log(
    JSON.stringify({
      name: 'guessing burst: 200 wrong passwords, one account, one address',
      statuses: Object.fromEntries(statuses),
      burstMs,
      otherAccountFromOtherAddress: stillWorks.status,
      ownerFromHome: ownerFromHome.status,
      rightPasswordFromNewAddress: rightPasswordFromNewAddress.status,
    }),
  );
} finally {
  await server.stop();
}
