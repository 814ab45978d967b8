import { z } from 'zod';

/** Backup and restore in the console (DESIGN.md §10). */

export const BACKUP_SCHEDULE_MODES = ['off', 'daily', 'weekly'] as const;
export type BackupScheduleMode = (typeof BACKUP_SCHEDULE_MODES)[number];

export const BACKUP_LIMITS = { keepMin: 1, keepMax: 100 } as const;

export const BACKUP_MESSAGES = {
  scheduleSaved: '定时备份设置已保存',
  deleted: '备份已删除',
  fileMissing: '备份文件不存在',
  modeInvalid: '备份频率只能是关闭、每天或每周',
  hourInvalid: '备份时间必须是 0 到 23 点',
  weekdayInvalid: '星期必须是 0（周日）到 6（周六）',
  keepInvalid: `保留份数必须是 ${BACKUP_LIMITS.keepMin} 到 ${BACKUP_LIMITS.keepMax} 的整数`,
} as const;

export const backupScheduleBody = z.object({
  mode: z.enum(BACKUP_SCHEDULE_MODES, { error: BACKUP_MESSAGES.modeInvalid }),
  hour: z.number({ error: BACKUP_MESSAGES.hourInvalid }).int({ error: BACKUP_MESSAGES.hourInvalid }).min(0, { error: BACKUP_MESSAGES.hourInvalid }).max(23, { error: BACKUP_MESSAGES.hourInvalid }),
  /** Day of the week for weekly backups, 0 = Sunday. */
  weekday: z.number({ error: BACKUP_MESSAGES.weekdayInvalid }).int({ error: BACKUP_MESSAGES.weekdayInvalid }).min(0, { error: BACKUP_MESSAGES.weekdayInvalid }).max(6, { error: BACKUP_MESSAGES.weekdayInvalid }),
  keep: z
    .number({ error: BACKUP_MESSAGES.keepInvalid })
    .int({ error: BACKUP_MESSAGES.keepInvalid })
    .min(BACKUP_LIMITS.keepMin, { error: BACKUP_MESSAGES.keepInvalid })
    .max(BACKUP_LIMITS.keepMax, { error: BACKUP_MESSAGES.keepInvalid }),
});
export type BackupScheduleSettings = z.infer<typeof backupScheduleBody>;

export interface BackupSchedule extends BackupScheduleSettings {
  /** When the last scheduled backup ran (ISO), and its error in Chinese if it failed. */
  lastRunAt: string | null;
  lastError: string | null;
  updatedAt: string | null;
}

export interface StoredBackup {
  name: string;
  size: number;
  /** Modification time of the file (ISO). */
  createdAt: string;
  /** Made by the schedule: these are the ones the retention count deletes. */
  scheduled: boolean;
}
