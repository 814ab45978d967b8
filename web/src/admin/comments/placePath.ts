import { COMMENT_TYPE, sitePagePath, type CommentType } from '@blog/contract';
import { articlePath } from '@blog/markdown/paths';
import { messageDetailPath } from '@/features/message/paths';

export const PLACE_LABEL: Record<CommentType, string> = { [COMMENT_TYPE.article]: '文章', [COMMENT_TYPE.talk]: '说说', [COMMENT_TYPE.message]: '留言', [COMMENT_TYPE.page]: '页面' };

/** Where visitors read a comment: the article, the talk post (scrolled to), the guestbook entry, the page. */
export function placePath(type: CommentType, forId: number, pageSlug: string | null = null): string {
  if (type === COMMENT_TYPE.article) return articlePath(forId);
  // A page gone (or never known) has no address: its comment queue entry opens the console's 页面.
  if (type === COMMENT_TYPE.page) return pageSlug ? sitePagePath(pageSlug) : '/admin/pages';
  if (type === COMMENT_TYPE.talk) return `/talk?id=${forId}`;
  return messageDetailPath(forId);
}
