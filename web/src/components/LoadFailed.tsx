import { Button, Result } from 'antd';

interface LoadFailedProps {
  /** What failed, e.g. 说说加载失败. */
  title: string;
  onRetry: () => void;
  className?: string;
}

/** In place of a list or page that could not load: says what failed and offers to load it again. */
export function LoadFailed({ title, onRetry, className }: LoadFailedProps) {
  return <Result className={className} status="warning" title={title} subTitle="请检查网络后重试" extra={<Button onClick={onRetry}>重新加载</Button>} />;
}
