import type { MessageItem, TalkItem } from '@blog/contract';
import { formatDate } from '@blog/markdown/readingStats';
import { escapeHtml } from '../bootHtml';

/**
 * A talk's or a guestbook entry's text for readers and crawlers without JavaScript. Inside
 * <noscript>: the client's own page replaces nothing, so a reader with JavaScript never sees it.
 * Every value is escaped; the text keeps its line breaks (white-space: pre-wrap, bootShell.css).
 */
function plainPage(heading: string, byline: string, text: string, extra = ''): string {
  return (
    `<noscript><article class="plain-page"><h1 class="plain-page__title">${escapeHtml(heading)}</h1>` +
    `<p class="plain-page__meta">${byline}</p><div class="plain-page__text">${escapeHtml(text)}</div>${extra}` +
    `<p class="boot-shell__note">点赞、评论等互动需要启用 JavaScript。</p></article></noscript>`
  );
}

export function talkBody(talk: TalkItem): string {
  const images = (talk.talkImgList ?? []).map((src) => `<img src="${escapeHtml(src)}" alt="说说配图" loading="lazy">`).join('');
  const byline = `${escapeHtml(talk.nick_name)} · <time datetime="${escapeHtml(talk.createdAt)}">${formatDate(talk.createdAt)}</time>`;
  return plainPage('说说', byline, talk.content, images ? `<div class="plain-page__images">${images}</div>` : '');
}

export function messageBody(message: MessageItem): string {
  const tag = message.tag ? ` · ${escapeHtml(message.tag)}` : '';
  const byline = `${escapeHtml(message.nick_name)} · <time datetime="${escapeHtml(message.createdAt)}">${formatDate(message.createdAt)}</time>${tag}`;
  return plainPage('留言', byline, message.message);
}
