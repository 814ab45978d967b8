import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { backupScheduleBody, type BackupSchedule, type BackupScheduleSettings } from '@blog/contract';
import { makePrivateDir, writeFileAtomically } from '../../../platform/files';
import { backupsDir } from './storeFile';

/**
 * The schedule lives in DATA_DIR/backups/schedule.json, beside the backups it governs, not in a
 * table: it belongs to this machine's backups folder (which backups never include and restores
 * never touch), and a table would need a migration that changes every backup's schema level.
 */
export const DEFAULT_SCHEDULE: BackupSchedule = {
  mode: 'off',
  hour: 3,
  weekday: 0,
  keep: 7,
  lastRunAt: null,
  lastError: null,
  updatedAt: null,
};

function scheduleFile(dataDir: string): string {
  return path.join(backupsDir(dataDir), 'schedule.json');
}

export async function readSchedule(dataDir: string): Promise<BackupSchedule> {
  let text: string;
  try {
    text = await readFile(scheduleFile(dataDir), 'utf8');
  } catch {
    return { ...DEFAULT_SCHEDULE };
  }
  try {
    const stored = JSON.parse(text) as Partial<BackupSchedule>;
    const settings = backupScheduleBody.safeParse(stored);
    if (!settings.success) return { ...DEFAULT_SCHEDULE };
    return {
      ...settings.data,
      lastRunAt: typeof stored.lastRunAt === 'string' ? stored.lastRunAt : null,
      lastError: typeof stored.lastError === 'string' ? stored.lastError : null,
      updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : null,
    };
  } catch {
    return { ...DEFAULT_SCHEDULE };
  }
}

async function writeSchedule(dataDir: string, schedule: BackupSchedule): Promise<void> {
  await makePrivateDir(backupsDir(dataDir));
  await writeFileAtomically(scheduleFile(dataDir), JSON.stringify(schedule, null, 2));
}

export async function saveScheduleSettings(dataDir: string, settings: BackupScheduleSettings, now = new Date()): Promise<BackupSchedule> {
  const current = await readSchedule(dataDir);
  const next: BackupSchedule = { ...current, ...settings, updatedAt: now.toISOString() };
  await writeSchedule(dataDir, next);
  return next;
}

export async function recordRun(dataDir: string, at: Date, error: string | null): Promise<void> {
  const current = await readSchedule(dataDir);
  await writeSchedule(dataDir, { ...current, lastRunAt: at.toISOString(), lastError: error });
}

/**
 * The most recent moment a backup was due at or before `now` (server local time), or null when
 * scheduled backups are off.
 */
export function lastDueSlot(schedule: BackupScheduleSettings, now: Date): Date | null {
  if (schedule.mode === 'off') return null;
  const slot = new Date(now);
  slot.setHours(schedule.hour, 0, 0, 0);
  if (schedule.mode === 'daily') {
    if (slot > now) slot.setDate(slot.getDate() - 1);
    return slot;
  }
  slot.setDate(slot.getDate() - ((slot.getDay() - schedule.weekday + 7) % 7));
  if (slot > now) slot.setDate(slot.getDate() - 7);
  return slot;
}

/**
 * Whether a scheduled backup is owed now: a slot has passed since the last run, and since the
 * settings were saved (turning the schedule on does not back up at once for a slot long gone).
 */
export function isDue(schedule: BackupSchedule, now: Date): boolean {
  const slot = lastDueSlot(schedule, now);
  if (!slot) return false;
  const after = Math.max(schedule.lastRunAt ? Date.parse(schedule.lastRunAt) : 0, schedule.updatedAt ? Date.parse(schedule.updatedAt) : 0);
  return slot.getTime() > after;
}
