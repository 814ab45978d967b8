import DOMPurify from 'dompurify';

/**
 * SPEC.md §5: a notification is rendered as HTML only when it contains an HTML-like tag and none
 * of these words (checked case-insensitively, after &gt; / &lt; are turned back). Even then it is
 * sanitized with DOMPurify, so a word list that misses something still cannot run script.
 */
export const FORBIDDEN_WORDS = ['script', 'alert', 'window', 'prompt', 'location', 'href', 'iframe', 'onload', 'onerror'] as const;

const HTML_TAG = /<\/?[a-zA-Z][\w-]*(\s[^<>]*)?\/?>/;

export function unescapeAngles(text: string): string {
  return text.replace(/&gt;/gi, '>').replace(/&lt;/gi, '<');
}

export function shouldRenderAsHtml(text: string): boolean {
  const unescaped = unescapeAngles(text);
  if (!HTML_TAG.test(unescaped)) return false;
  const lower = unescaped.toLowerCase();
  return !FORBIDDEN_WORDS.some((word) => lower.includes(word));
}

/**
 * The few inline tags a notification may use to emphasise words; anything else (images, headings,
 * <details>, <svg>, links, styles, forms …) is dropped and only its text kept. No attribute at all:
 * no src or href that could reach another host, no style, no event handler.
 */
export const NOTIFY_ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'mark', 'small', 'sub', 'sup', 'code', 'br', 'p', 'span'] as const;

export function sanitizeNotifyHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...NOTIFY_ALLOWED_TAGS], ALLOWED_ATTR: [] });
}

export type NotifyContent = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/** What the drawer shows for one notification text. */
export function notifyContent(message: string): NotifyContent {
  const unescaped = unescapeAngles(message ?? '');
  if (shouldRenderAsHtml(unescaped)) return { kind: 'html', html: sanitizeNotifyHtml(unescaped) };
  return { kind: 'text', text: unescaped };
}
