/**
 * The console's data tools (DESIGN.md §10): long work (an import, a backup) runs as a job on the
 * server; the console starts it, then polls its state until it ends.
 */

export const PORTABILITY_JOB_STATES = ['running', 'done', 'failed'] as const;
export type PortabilityJobState = (typeof PORTABILITY_JOB_STATES)[number];

export interface PortabilityJobProgress {
  /** Units finished (files, rows, bytes — the job's kind says which) and how many there are. */
  done: number;
  total: number;
  /** What the job is on now, in Chinese ('导入 hello.md'). */
  current: string;
}

export interface PortabilityJob<Report = unknown> {
  id: string;
  /** Which tool started it ('markdown-import', 'original-import', …). */
  kind: string;
  state: PortabilityJobState;
  progress: PortabilityJobProgress;
  /** The tool's final report once state is 'done'. */
  report: Report | null;
  /** The reason in Chinese once state is 'failed'. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** How often the console asks for a running job's state. */
export const PORTABILITY_POLL_MS = 700;

export const PORTABILITY_MESSAGES = {
  jobMissing: '任务不存在或已过期',
  jobBusy: '同类任务正在进行，请等它完成',
} as const;
