import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';

interface RetryResultProps {
  /** What failed: 说说加载失败 … */
  title: string;
  subTitle?: string;
  onRetry: () => void;
  /** More ways on, after 重试. */
  more?: ReactNode;
}

/** In place of a console list that could not load: what failed and a 重试 button. */
export function RetryResult({ title, subTitle = '请检查网络后重试', onRetry, more }: RetryResultProps) {
  const retry = (
    <Button key="retry" type="primary" onClick={onRetry}>
      重试
    </Button>
  );
  return <Result status="warning" title={title} subTitle={subTitle} extra={more ? [retry, more] : retry} />;
}
