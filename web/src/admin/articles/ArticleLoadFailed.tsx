import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { LinkButton } from './LinkButton';
import { ARTICLE_LIST_PATH } from './paths';

/** The editor could not open the article: why, and the ways on. */
export function ArticleLoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title="无法打开这篇文章"
      subTitle={message}
      extra={[
        onRetry ? (
          <Button key="retry" type="primary" onClick={onRetry}>
            重试
          </Button>
        ) : null,
        <LinkButton key="list" to={ARTICLE_LIST_PATH}>
          返回文章列表
        </LinkButton>,
      ]}
    />
  );
}
