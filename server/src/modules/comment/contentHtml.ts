import { badRequest } from '../../platform/errors';
import { COMMENT_HTML_TAG, COMMENT_HTML_TAGS, COMMENT_TEXT } from '@blog/contract';

/*
 * The original client writes comments as HTML (a contenteditable: <br>, <div>, emoji entities) and
 * shows every comment with v-html, ours included. So a comment that carries markup is reduced to a
 * few harmless tags without any attribute before it is stored: no script, image, link or handler
 * can reach a reader of the original client. Plain text (no tag) is stored as written, so what our
 * client shows is unchanged for it.
 */

let purifier: Promise<(html: string) => string> | undefined;

/** jsdom costs a moment the first time: loaded only when a comment with markup arrives. */
function purify(): Promise<(html: string) => string> {
  purifier ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createPurify }]) => {
    const instance = createPurify(new JSDOM('').window);
    return (html: string) => instance.sanitize(html, { ALLOWED_TAGS: [...COMMENT_HTML_TAGS], ALLOWED_ATTR: [] });
  });
  return purifier;
}

/** The content to store: as written when it has no markup, else its harmless markup; 400 when nothing is left. */
export async function inertCommentContent(content: string): Promise<string> {
  if (!COMMENT_HTML_TAG.test(content)) return content;
  const clean = (await purify())(content).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw badRequest(COMMENT_TEXT.empty);
  return clean;
}
