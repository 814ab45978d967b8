import { ARTICLE_STATUS } from '@blog/contract';
import type { ArticleDraft } from './articleDraft';
import { nextWholeHour } from './publishTime';

/**
 * A status change with the publish time that goes with it: 定时发布 suggests the next whole hour
 * when no future time is set; leaving it forgets a time still ahead (the server dates the article
 * when it is saved, as a 发布时间 in the future is only for 定时发布).
 */
export function withStatus(draft: ArticleDraft, status: ArticleDraft['status']): Partial<ArticleDraft> {
  const ahead = draft.publish_time !== undefined && Date.parse(draft.publish_time) > Date.now();
  if (status === ARTICLE_STATUS.scheduled) return ahead ? { status } : { status, publish_time: nextWholeHour() };
  return ahead ? { status, publish_time: undefined } : { status };
}
