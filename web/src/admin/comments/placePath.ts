import { COMMENT_TYPE, type CommentType } from '@blog/contract';
import { articlePath } from '@blog/markdown/paths';
import { messageDetailPath } from '@/features/message/paths';

export const PLACE_LABEL: Record<CommentType, string> = { [COMMENT_TYPE.article]: '文章', [COMMENT_TYPE.talk]: '说说', [COMMENT_TYPE.message]: '留言' };

/** Where visitors read a comment: the article, the talk post (scrolled to), the guestbook entry. */
export function placePath(type: CommentType, forId: number): string {
  if (type === COMMENT_TYPE.article) return articlePath(forId);
  if (type === COMMENT_TYPE.talk) return `/talk?id=${forId}`;
  return messageDetailPath(forId);
}
