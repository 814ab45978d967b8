import DOMPurify from 'dompurify';
import { COMMENT_HTML_TAG, COMMENT_HTML_TAGS } from '@blog/contract';

export type CommentContent = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/**
 * A comment written by the original client is HTML (line breaks as <br> or <div>, emphasis); the
 * server kept only COMMENT_HTML_TAGS without attributes, and it is sanitized here once more with
 * the same list. Text without a tag stays text: React escapes it and pre-wrap keeps its lines.
 */
export function commentContent(content: string): CommentContent {
  if (!COMMENT_HTML_TAG.test(content)) return { kind: 'text', text: content };
  return { kind: 'html', html: DOMPurify.sanitize(content, { ALLOWED_TAGS: [...COMMENT_HTML_TAGS], ALLOWED_ATTR: [] }) };
}
