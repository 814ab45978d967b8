import { COMMENT_TYPE, NOTIFY_TYPE, type CommentType } from '@blog/contract';
import { inertText } from '../notify/inertText';
import type { CommentTarget } from './repo';

/** Characters of the comment quoted in a notification. */
export const NOTIFY_EXCERPT_MAX = 60;

export function excerpt(content: string, max = NOTIFY_EXCERPT_MAX): string {
  const chars = Array.from(inertText(content));
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/**
 * The drawer's jump target: the article, the talk post, or the guestbook. A page of one's own has
 * no notification type the original client knows (it reads the same notifications): a reply there
 * is an account notice, its words naming the page.
 */
export function notifyTypeOf(type: CommentType): number {
  if (type === COMMENT_TYPE.article) return NOTIFY_TYPE.article;
  if (type === COMMENT_TYPE.talk) return NOTIFY_TYPE.talk;
  if (type === COMMENT_TYPE.page) return NOTIFY_TYPE.account;
  return NOTIFY_TYPE.messageList;
}

function placeOf(target: CommentTarget): string {
  if (target.type === COMMENT_TYPE.article) return `文章《${inertText(target.title)}》`;
  if (target.type === COMMENT_TYPE.talk) return '说说';
  if (target.type === COMMENT_TYPE.page) return `页面《${inertText(target.title)}》`;
  return '留言';
}

/** To the person answered: 「小明 在文章《…》下回复了你：…」 */
export function replyMessage(fromNickName: string, target: CommentTarget, content: string): string {
  return `${inertText(fromNickName) || '有人'} 在${placeOf(target)}下回复了你：「${excerpt(content)}」`;
}

/** To the admins (article, talk) or the guestbook entry's author: 「小明 评论了文章《…》：…」 */
export function newCommentMessage(fromNickName: string, target: CommentTarget, content: string): string {
  const place = target.type === COMMENT_TYPE.message ? '你的留言' : placeOf(target);
  return `${inertText(fromNickName) || '有人'} 评论了${place}：「${excerpt(content)}」`;
}

/**
 * The admin's line about a new comment or reply anywhere (the comment queue's notification):
 * 「小明 评论了文章《…》：…」 or 「小明 在说说下回复了 小红：…」.
 */
export function adminCommentDetail(fromNickName: string, target: CommentTarget, content: string, repliedTo?: string): string {
  const who = inertText(fromNickName) || '有人';
  if (repliedTo === undefined) return `${who} 评论了${placeOf(target)}：「${excerpt(content)}」`;
  return `${who} 在${placeOf(target)}下回复了 ${inertText(repliedTo) || '有人'}：「${excerpt(content)}」`;
}

/** Where a comment is read on the site, at its section (mails and webhooks link here). */
export function commentPath(target: CommentTarget): string {
  const anchor = `#comments-${target.type}-${target.forId}`;
  if (target.type === COMMENT_TYPE.article) return `/article?id=${target.forId}${anchor}`;
  if (target.type === COMMENT_TYPE.talk) return `/talk?id=${target.forId}${anchor}`;
  return `/message/detail?id=${target.forId}${anchor}`;
}
