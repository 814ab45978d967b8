import { existsSync } from 'node:fs';
import path from 'node:path';
import { USER_ROLE } from '@blog/contract';
import { loadConfig, loadDotEnv, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { CHAT_CHANNEL, type ChatEvent } from '../modules/chat/events';
import { createUserAdminRepo } from '../modules/user/adminRepo';
import { createUserAdminService } from '../modules/user/adminService';
import { createNameRules } from '../modules/user/nameRules';
import { createEventBus } from '../platform/eventBus';

/**
 * `npm run reset-password -- <username>`: a new one-time password for an account, the admin's above
 * all (it is printed once at first start and ADMIN_PASSWORD only counts then). Reads the same env and
 * `.env` as the server, works while it runs: the user's tokens are refused from their next request,
 * and their chat sockets can no longer act (closed at once on every process when REDIS_URL is set).
 */

const USAGE = `用法：npm run reset-password -- 用户名
  为这个账号生成一个新密码（只显示这一次），它所有的登录立即失效。
  读取与服务器相同的环境变量和 .env（DATA_DIR、DATABASE_URL），服务器运行时也可以用。`;

/** The site's database, or a sentence saying why this is not one: never tables created in the wrong place. */
async function openSiteDatabase(config: AppConfig): Promise<Db> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'blog.db'))) {
    throw new Error(`数据目录 ${config.dataDir} 里没有数据库 blog.db：请在启动服务器的目录运行，或设置与服务器相同的 DATA_DIR（或 DATABASE_URL）。`);
  }
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tables = await db.kysely.introspection.getTables();
  if (!tables.some((table) => table.name === 'user')) {
    await db.close();
    throw new Error('这个数据库里还没有站点数据（没有用户表）：请检查 DATABASE_URL，或先启动一次服务器。');
  }
  return db;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 1 && (args[0] === '-h' || args[0] === '--help')) {
    console.log(USAGE);
    return 0;
  }
  const username = args.length === 1 ? args[0]!.trim() : '';
  if (!username) {
    console.error(USAGE);
    return 1;
  }

  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  const db = await openSiteDatabase(config);
  const bus = await createEventBus(config);
  try {
    const endChatSessions = (userId: number) => bus.publish(CHAT_CHANNEL, { kind: 'offline', userId } satisfies ChatEvent);
    const service = createUserAdminService(createUserAdminRepo(db), endChatSessions, createNameRules(db));
    const reset = await service.resetPasswordByUsername(username);
    if (!reset) {
      const admins = await service.adminUsernames();
      console.error(`找不到用户名为「${username}」的账号，什么都没有改。`);
      console.error(admins.length > 0 ? `管理员账号：${admins.join('、')}` : '站点还没有管理员账号：首次启动服务器时会创建。');
      return 1;
    }
    const { user, password } = reset;
    const who = user.role === USER_ROLE.admin ? '管理员' : '用户';
    console.log(`已为${who} ${user.username} 生成新密码：${password}`);
    console.log('这个密码只显示这一次，请登录后在个人中心修改。这个账号之前的所有登录都已失效。');
    if (user.disabled === 1) console.log('注意：这个账号已被禁用，在后台「用户」里启用之前仍然不能登录。');
    return 0;
  } finally {
    await bus.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`重置密码失败：${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
