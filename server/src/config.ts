import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '@blog/contract';
import { ACCOUNT_LIMITS } from './modules/user/limits';

/** Environment variables of DESIGN.md §6, validated once at start. */

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'SEED_DEMO 只能是 true 或 false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A positive whole number from the environment, with the variable's name in the error. */
const positiveInt = (name: string, fallback: number) =>
  z.coerce.number({ error: `${name} 必须是数字` }).int({ error: `${name} 必须是整数` }).positive({ error: `${name} 必须大于 0` }).default(fallback);
/** A blank numeric variable (`NAME=` in .env) means unset, not 0. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A daily upload budget in MB (decimals allowed; 0 refuses every upload of that kind). */
const dailyMegabytes = (name: string, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${name} 必须是数字（单位 MB）` })
      .min(0, { error: `${name} 不能是负数` })
      .max(1_000_000, { error: `${name} 太大` })
      .default(fallback),
  );

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT 必须是数字' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    error: 'DATABASE_URL 必须以 postgres:// 开头',
  }),
  REDIS_URL: optionalText,
  REDIS_PREFIX: z.string().trim().min(1).default('blog'),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, { error: 'JWT_SECRET 至少 16 个字符' }),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optionalText,
  MUSIC_DIR: optionalText,
  MUSIC_UPSTREAM: optionalText,
  SEED_DEMO: booleanFlag.default(true),
  // For tests only: the guarded HTTP client (platform/outbound.ts) may reach 127.0.0.1 and private
  // networks, so a test can serve its own pictures. Refused when NODE_ENV=production.
  OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'OUTBOUND_ALLOW_PRIVATE_FOR_TESTS 只能是 true 或 false' })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .default(false),
  // For tests only: PUT /api/testClock may move the clock the publishing rules read (定时发布),
  // so an end-to-end test sees a scheduled post appear without waiting. Refused when NODE_ENV=production.
  TEST_CLOCK_FOR_TESTS: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'TEST_CLOCK_FOR_TESTS 只能是 true 或 false' })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .default(false),
  MUSIC_WATCH: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'MUSIC_WATCH 只能是 true 或 false' })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .default(true),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalText,
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_SITE_TIME_ZONE)
    .refine(isTimeZone, { error: 'SITE_TIME_ZONE 必须是时区名，例如 Asia/Shanghai' }),
  // Slow clients and image bombs (platform/connections, platform/imageGate): the defaults and why are
  // in those files and the README's configuration table; tests make them small.
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt('MAX_CONNECTIONS_PER_ADDRESS', 128),
  BODY_TIMEOUT_MS: positiveInt('BODY_TIMEOUT_MS', 30_000),
  BODY_IDLE_TIMEOUT_MS: positiveInt('BODY_IDLE_TIMEOUT_MS', 15_000),
  UPLOAD_TIMEOUT_MS: positiveInt('UPLOAD_TIMEOUT_MS', 3_600_000),
  IMAGE_DECODE_CONCURRENCY: positiveInt('IMAGE_DECODE_CONCURRENCY', 1),
  IMAGE_DECODE_QUEUE: z.coerce.number({ error: 'IMAGE_DECODE_QUEUE 必须是数字' }).int().min(0).default(8),
  REGISTER_PER_HOUR: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'REGISTER_PER_HOUR 必须是整数' })
      .int({ error: 'REGISTER_PER_HOUR 必须是整数' })
      .min(1, { error: 'REGISTER_PER_HOUR 至少是 1' })
      .max(100_000, { error: 'REGISTER_PER_HOUR 太大' })
      .default(ACCOUNT_LIMITS.registerPerIp.max),
  ),
  UPLOAD_GUEST_DAILY_MB: dailyMegabytes('UPLOAD_GUEST_DAILY_MB', 20),
  UPLOAD_USER_DAILY_MB: dailyMegabytes('UPLOAD_USER_DAILY_MB', 100),
  UPLOAD_ADDRESS_DAILY_MB: dailyMegabytes('UPLOAD_ADDRESS_DAILY_MB', 200),
});

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy (the client address is the socket's, so per-IP
 * rate limits cannot be dodged with a forged X-Forwarded-For); 'true' trusts every hop; anything
 * else is a comma-separated list of the proxies' addresses or CIDRs (the safe choice behind nginx).
 */
export type TrustProxy = boolean | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds the SQLite file, uploads, music and secrets. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of this site's Redis channels, so several sites (or test runs) can share one Redis. */
  redisPrefix: string;
  jwtSecret?: string;
  adminUsername: string;
  adminPassword?: string;
  musicDir?: string;
  musicUpstream?: string;
  /** Import files that appear in the music folders while running (watch + periodic scan). */
  musicWatch: boolean;
  seedDemo: boolean;
  /** Absolute path of the built web client. */
  webDistDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: TrustProxy;
  /** IANA zone of the dates the visitors' API writes ("YYYY-MM-DD HH:mm:ss", see contract/siteTime). */
  siteTimeZone: string;
  /** Guards against slow and hoarding clients (platform/connections). */
  connections: ConnectionLimits;
  /** Images decoded at once across the process, and uploads allowed to wait for a turn (platform/imageGate). */
  imageDecoding: { concurrency: number; queue: number };
  /** Accounts one address may register in an hour. */
  registerPerHour: number;
  /** Bytes a non-admin may store a day (modules/storage/budgets.ts); the admin is bound only by the site quota. */
  uploadBudgets: UploadBudgets;
  /** Tests only: remote downloads may reach this machine and private networks (platform/outbound.ts). */
  outboundAllowPrivateForTests: boolean;
  /** Tests only: PUT /api/testClock moves the publishing clock (platform/clock.ts). */
  testClock: boolean;
}

export interface ConnectionLimits {
  /** Open connections per client address (per /64 for IPv6), and requests in flight per forwarded address. */
  perAddress: number;
  /** The whole body of an ordinary request must arrive within this. */
  bodyTimeoutMs: number;
  /** A body that sends nothing for this long is cut, whatever the route. */
  bodyIdleTimeoutMs: number;
  /** The whole body of a large upload (a song, a Markdown zip) must arrive within this. */
  uploadTimeoutMs: number;
}

export interface UploadBudgets {
  /** Per guest address. */
  guestDailyBytes: number;
  /** Per account. */
  userDailyBytes: number;
  /** Per address for every non-admin upload together, so many accounts bring no more room. */
  addressDailyBytes: number;
}

/**
 * The repository root, found by walking up from this file. Works from the source file
 * (server/src/config.ts) and from the bundle (server/dist/main.js) alike.
 */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && /"workspaces"/.test(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Reads `.env` from the working directory when present; real env vars win. */
export function loadDotEnv(file = path.resolve(process.cwd(), '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`配置错误 ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  if (e.OUTBOUND_ALLOW_PRIVATE_FOR_TESTS && env.NODE_ENV === 'production') {
    throw new Error('配置错误 OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 只用于测试，生产环境（NODE_ENV=production）不能开启：它会让下载外链图片访问本机和内网');
  }
  if (e.TEST_CLOCK_FOR_TESTS && env.NODE_ENV === 'production') {
    throw new Error('配置错误 TEST_CLOCK_FOR_TESTS: 只用于测试，生产环境（NODE_ENV=production）不能开启：它允许拨动定时发布所依据的时钟');
  }
  const cwd = process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    musicDir: e.MUSIC_DIR ? path.resolve(cwd, e.MUSIC_DIR) : undefined,
    musicUpstream: e.MUSIC_UPSTREAM,
    musicWatch: e.MUSIC_WATCH,
    seedDemo: e.SEED_DEMO,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : path.join(findRepoRoot(), 'web', 'dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    siteTimeZone: e.SITE_TIME_ZONE,
    connections: {
      perAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
      uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    },
    imageDecoding: { concurrency: e.IMAGE_DECODE_CONCURRENCY, queue: e.IMAGE_DECODE_QUEUE },
    registerPerHour: e.REGISTER_PER_HOUR,
    uploadBudgets: {
      guestDailyBytes: megabytes(e.UPLOAD_GUEST_DAILY_MB),
      userDailyBytes: megabytes(e.UPLOAD_USER_DAILY_MB),
      addressDailyBytes: megabytes(e.UPLOAD_ADDRESS_DAILY_MB),
    },
    outboundAllowPrivateForTests: e.OUTBOUND_ALLOW_PRIVATE_FOR_TESTS,
    testClock: e.TEST_CLOCK_FOR_TESTS,
  };
}
