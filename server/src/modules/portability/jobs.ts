import { randomUUID } from 'node:crypto';
import { PORTABILITY_MESSAGES, type PortabilityJob, type PortabilityJobProgress } from '@blog/contract';
import { ApiError, refusal } from '../../platform/errors';

/** Jobs that ended are kept this long so the console can still read their report. */
const FINISHED_KEEP_MS = 60 * 60 * 1000;

export type ReportProgress = (progress: PortabilityJobProgress) => void;

export interface JobRunner {
  /**
   * Starts `run` in the background and answers its job at once. One job of a kind at a time: two
   * imports into one site at once would race on the same titles.
   */
  start<Report>(kind: string, run: (report: ReportProgress) => Promise<Report>): PortabilityJob<Report>;
  get(id: string): PortabilityJob | undefined;
}

/**
 * The data tools' jobs, in this process's memory: a job belongs to the process that runs it, and
 * a restart ends it anyway. An error thrown by `run` that is an ApiError keeps its Chinese message;
 * anything else is logged and reported as a generic failure.
 */
export function createJobRunner(log: (error: unknown) => void = console.error): JobRunner {
  const jobs = new Map<string, PortabilityJob>();

  function forgetOld(now: number) {
    for (const [id, job] of jobs) {
      if (job.finishedAt && now - Date.parse(job.finishedAt) > FINISHED_KEEP_MS) jobs.delete(id);
    }
  }

  return {
    start<Report>(kind: string, run: (report: ReportProgress) => Promise<Report>) {
      forgetOld(Date.now());
      for (const job of jobs.values()) if (job.kind === kind && job.state === 'running') throw refusal(PORTABILITY_MESSAGES.jobBusy);
      const job: PortabilityJob<Report> = {
        id: randomUUID(),
        kind,
        state: 'running',
        progress: { done: 0, total: 0, current: '' },
        report: null,
        error: null,
        startedAt: new Date().toISOString(),
        finishedAt: null,
      };
      jobs.set(job.id, job);
      run((progress) => {
        job.progress = progress;
      }).then(
        (report) => {
          job.report = report;
          job.state = 'done';
          job.finishedAt = new Date().toISOString();
        },
        (error: unknown) => {
          if (!(error instanceof ApiError)) log(error);
          job.error = error instanceof ApiError ? error.message : '任务失败：服务端错误，详情见服务器日志';
          job.state = 'failed';
          job.finishedAt = new Date().toISOString();
        },
      );
      return { ...job };
    },
    get(id) {
      const job = jobs.get(id);
      return job && { ...job, progress: { ...job.progress } };
    },
  };
}
