// Decides whether a workspace's build output is missing or older than its sources,
// so `npm start` and `npm test` build only what is needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const targets = [
  {
    workspace: 'web',
    // The console's page is written last (the second of the two web builds).
    output: 'web/dist/admin.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/admin.html', 'web/vite.config.ts', 'web/build', 'contract/src', 'markdown/src'],
  },
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/build.mjs', 'contract/src', 'markdown/src'],
  },
];

function isStale({ output, sources }) {
  const out = path.join(repoRoot, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => {
    const p = path.join(repoRoot, s);
    if (!existsSync(p)) return false;
    return (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built;
  });
}

/** Builds every workspace whose output is missing or older than its sources. */
export function ensureBuilt() {
  for (const target of targets) {
    if (!isStale(target)) continue;
    console.log(`[build] 正在构建 ${target.workspace} …`);
    const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: repoRoot, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`[build] ${target.workspace} 构建失败`);
      process.exit(run.status ?? 1);
    }
  }
}
