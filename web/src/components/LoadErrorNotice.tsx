import { failureAdvice, isChunkLoadError, reloadPage } from '@/lib/chunks';
import './LoadErrorNotice.css';

export interface LoadErrorNoticeProps {
  error: Error;
  retry: () => void;
  /** What could not be shown, e.g. 页面 or 评论. */
  what?: string;
  /** Smaller, for a part of a page (the comments, the chat room). */
  compact?: boolean;
  /** The boundary retries by itself once the server answers again (ChunkBoundary's retryWhenBack). */
  retriesWhenBack?: boolean;
}

/**
 * In place of a part that could not load or render: a Chinese heading, what to do, and the buttons
 * for it. Plain elements and the site's own colours (global.css), so it draws in either theme even
 * when no more of the app's code can be downloaded.
 */
export function LoadErrorNotice({ error, retry, what = '页面', compact = false, retriesWhenBack = false }: LoadErrorNoticeProps) {
  const reason = isChunkLoadError(error) ? error.reason : null;
  const heading = reason ? `${what}加载失败` : `${what}出错了`;
  // After a new build only a reload helps; otherwise trying again is the first thing to do.
  const retryFirst = reason === 'offline' || reason === 'failed';
  return (
    <section className={compact ? 'load-error load-error--compact' : 'load-error'} role="alert" aria-label={heading}>
      <h2 className="load-error__title">{heading}</h2>
      <p className="load-error__text">
        {failureAdvice(error)}
        {retriesWhenBack && reason === 'offline' ? '；网站恢复后会自动重新加载' : ''}
      </p>
      <div className="load-error__actions">
        {retryFirst ? (
          <button type="button" className="load-error__button load-error__button--primary" onClick={retry}>
            重试
          </button>
        ) : null}
        <button type="button" className={retryFirst ? 'load-error__button' : 'load-error__button load-error__button--primary'} onClick={reloadPage}>
          刷新页面
        </button>
      </div>
    </section>
  );
}
