// `npm test`: build the production client and server the end-to-end tests run against,
// say plainly which service-backed suites will be skipped, then run every vitest project.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, repoRoot } from './build-state.mjs';

const required = process.env.REQUIRE_SERVICES === '1';
if (!process.env.TEST_DATABASE_URL) {
  const line = '未设置 TEST_DATABASE_URL：PostgreSQL 上的测试' + (required ? '将失败（REQUIRE_SERVICES=1）' : '已跳过');
  console.log(`[test] ${line}`);
}

if (!process.env.TEST_REDIS_URL) {
  console.log('[test] 未设置 TEST_REDIS_URL：多进程聊天（Redis）测试' + (required ? '将失败（REQUIRE_SERVICES=1）' : '已跳过'));
}

ensureBuilt();
const run = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
process.exit(run.status ?? 1);
