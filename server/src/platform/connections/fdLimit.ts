import { readFileSync } from 'node:fs';

/**
 * The process's open-file limit (`ulimit -n`; Node raises the soft limit to the hard one at start,
 * so this is what the server really has), from /proc on Linux; null where that cannot be read.
 */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Descriptors kept back from connections for what the server opens itself: the database and its
 * journal, static files, uploads being written, music being scanned, Redis and PostgreSQL.
 */
export const reservedDescriptors = (limit: number) => Math.max(128, Math.floor(limit / 8));

/** Below this a few hundred slow connections can leave nothing for new visitors and static files. */
export const RECOMMENDED_FILE_LIMIT = 4096;

/**
 * How many connections the server accepts at once: the rest of the limit is left for files, so a
 * flood of connections is refused at the door instead of failing static files with EMFILE.
 */
export function connectionCeiling(limit: number | null): number {
  if (limit === null || limit >= Number.MAX_SAFE_INTEGER) return 0;
  return Math.max(1, limit - reservedDescriptors(limit));
}

/** The start-up warning for a low limit, in Chinese with what to do; null when it is enough or unknown. */
export function fileLimitWarning(limit: number | null): string | null {
  if (limit === null || limit >= RECOMMENDED_FILE_LIMIT) return null;
  return (
    `文件描述符上限（ulimit -n）只有 ${limit}：服务器最多同时保持 ${connectionCeiling(limit)} 个连接，` +
    `遇到大量慢速连接时新访客可能打不开网站。建议调到 65535：启动前执行 ulimit -n 65535；` +
    `systemd 服务在 [Service] 里写 LimitNOFILE=65535；Docker 加 --ulimit nofile=65535:65535。`
  );
}
