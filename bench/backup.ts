/**
 * Backup and restore of a large site (DESIGN.md §10, issue 16): 10,000 articles and ~1 GB of
 * uploads (random, so incompressible), on SQLite. `npm run backup` and `npm run restore` run as
 * child processes (as an operator runs them); for each: wall time, archive size, and peak RSS
 * (maximum resident set size from /usr/bin/time -v, else VmHWM sampled from /proc). Everything is
 * built in a temporary folder that is deleted at the end.
 *
 * Run: npx tsx bench/backup.ts [articles=10000] [files=1000] [fileMB=1]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { seedBulkArticles } from '../server/src/db/seed/bulk';

const articles = Number(process.argv[2] ?? 10_000);
const files = Number(process.argv[3] ?? 1000);
const fileMB = Number(process.argv[4] ?? 1);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIME = '/usr/bin/time';

interface Measured {
  seconds: number;
  peakRssMB: number;
  output: string;
}

/** Runs a CLI entry with tsx in one node process (no wrapper process whose RSS would be measured instead). */
function run(entry: string, args: string[], env: Record<string, string>): Promise<Measured> {
  const nodeArgs = ['--import', 'tsx', path.join(repoRoot, entry), ...args];
  const useTime = existsSync(TIME);
  const command = useTime ? TIME : process.execPath;
  const commandArgs = useTime ? ['-v', process.execPath, ...nodeArgs] : nodeArgs;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    let sampledKB = 0;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Without /usr/bin/time: the child's high-water mark, read until it exits.
    const sampler = useTime
      ? null
      : setInterval(() => {
          try {
            const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
            if (match) sampledKB = Math.max(sampledKB, Number(match[1]));
          } catch {
            // exited
          }
        }, 50);
    child.on('error', reject);
    child.on('close', (code) => {
      if (sampler) clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) return reject(new Error(`${entry} 失败（退出码 ${code}）：\n${output}`));
      const maxKB = useTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? 0) : sampledKB;
      resolve({ seconds, peakRssMB: maxKB / 1024, output });
    });
  });
}

function duBytes(dir: string): number {
  let total = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else total += info.size;
    }
  };
  walk(dir);
  return total;
}


const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  try {
    const dataDir = path.join(root, 'data');
    console.log(`建站：${articles} 篇文章，${files} 个 ${fileMB} MB 的上传文件 …`);
    const db = openDatabase({ dataDir });
    await migrate(db);
    await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: false }, () => {});
    await seedBulkArticles(db, articles);
    await db.close();
    const uploads = path.join(dataDir, 'uploads', 'bench');
    mkdirSync(uploads, { recursive: true });
    for (let i = 0; i < files; i++) writeFileSync(path.join(uploads, `file-${i}.bin`), randomBytes(fileMB * 1024 * 1024));
    const siteBytes = duBytes(dataDir);
    const dbBytes = statSync(path.join(dataDir, 'blog.db')).size;

    const archive = path.join(root, 'site.tar.gz');
    const backup = await run('server/src/cli/backup.ts', [archive], { DATA_DIR: dataDir });
    const archiveBytes = statSync(archive).size;
    const restoredDir = path.join(root, 'restored');
    const restore = await run('server/src/cli/restore.ts', [archive], { DATA_DIR: restoredDir });

    console.log(`\n站点：${mb(siteBytes)} MB（数据库 ${mb(dbBytes)} MB），备份文件 ${mb(archiveBytes)} MB`);
    console.log('| step | wall time | peak RSS |');
    console.log('|---|---:|---:|');
    console.log(`| npm run backup | ${backup.seconds.toFixed(1)} s | ${backup.peakRssMB.toFixed(0)} MB |`);
    console.log(`| npm run restore | ${restore.seconds.toFixed(1)} s | ${restore.peakRssMB.toFixed(0)} MB |`);
    console.log(`peak RSS from ${existsSync(TIME) ? '/usr/bin/time -v' : '/proc VmHWM sampling'}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
