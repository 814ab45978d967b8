import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { backupFileName, backupsDir, writeBackupFile } from './storeFile';
import { isDue, readSchedule, recordRun } from './schedule';
import { pruneScheduled, SCHEDULED_PREFIX } from './stored';

/** How often the server looks whether a scheduled backup is owed; backups are hourly at finest. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** pg_try_advisory_lock key: one server of those sharing a PostgreSQL database runs the schedule. */
const SCHEDULE_LOCK_KEY = 724_513_001;

export interface SchedulerDeps {
  db: Db;
  dataDir: string;
  musicDir?: string;
  log?: (message: string) => void;
}

export interface ScheduledRun {
  file: string;
  deleted: string[];
}

/**
 * Runs one scheduled backup if one is owed at `now`: writes scheduled-….tar.gz, records the run,
 * then deletes the oldest scheduled backups beyond the retention count. Answers null when nothing
 * was owed (or another server holds the lock).
 */
export async function runScheduledBackupIfDue(deps: SchedulerDeps, now = new Date()): Promise<ScheduledRun | null> {
  const schedule = await readSchedule(deps.dataDir);
  if (!isDue(schedule, now)) return null;
  const run = async (): Promise<ScheduledRun | null> => {
    // Read again under the lock: another server may have just run it.
    const current = await readSchedule(deps.dataDir);
    if (!isDue(current, now)) return null;
    const file = path.join(backupsDir(deps.dataDir), SCHEDULED_PREFIX + backupFileName(now).replace(/^backup-/, ''));
    try {
      await writeBackupFile({ db: deps.db, dataDir: deps.dataDir, musicDir: deps.musicDir }, file);
    } catch (error) {
      await recordRun(deps.dataDir, now, `定时备份失败：${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    await recordRun(deps.dataDir, now, null);
    const deleted = await pruneScheduled(deps.dataDir, current.keep);
    return { file, deleted };
  };
  if (deps.db.dialect !== 'postgres') return run();
  return deps.db.kysely.connection().execute(async (conn) => {
    const got = (await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${SCHEDULE_LOCK_KEY}) AS ok`.execute(conn)).rows[0]?.ok;
    if (!got) return null;
    try {
      return await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SCHEDULE_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Starts the periodic check in this server process; answers a stop function. */
export function startBackupScheduler(deps: SchedulerDeps): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runScheduledBackupIfDue(deps)
      .then((result) => {
        if (result) deps.log?.(`定时备份完成：${result.file}${result.deleted.length ? `，已删除旧备份 ${result.deleted.join('、')}` : ''}`);
      })
      .catch((error: unknown) => deps.log?.(`定时备份失败：${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
