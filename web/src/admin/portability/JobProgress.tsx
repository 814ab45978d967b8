import Alert from 'antd/es/alert';
import Progress from 'antd/es/progress';
import type { PortabilityJob } from '@blog/contract';

/** A running or ended job: its bar, what it is on, and why it failed. */
export function JobProgress({ job, lost }: { job: PortabilityJob | null; lost: boolean }) {
  if (!job) return lost ? <Alert type="warning" showIcon message="暂时连不上服务器，正在重试…" /> : null;
  const { done, total, current } = job.progress;
  const percent = job.state === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
  return (
    <div aria-live="polite">
      <Progress percent={percent} status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'} />
      {job.state === 'running' && <p>{total > 0 ? `${done} / ${total}` : '准备中…'} {current}</p>}
      {job.state === 'failed' && <Alert type="error" showIcon message={job.error ?? '任务失败'} />}
      {lost && <Alert type="warning" showIcon message="暂时连不上服务器，正在重试…" />}
    </div>
  );
}
