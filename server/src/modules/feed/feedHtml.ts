import { feedHtmlFrom } from '@blog/markdown/feed';
import { renderArticleHtml } from '../../platform/markdown/articleHtml';

/** One detached document to reshape articles in; jsdom is already loaded by the renderer. */
let scratch: Promise<Document> | null = null;
const scratchDocument = () => (scratch ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window.document));

/** An article's body for feed readers: the reader's HTML without its page chrome (feedHtmlFrom). */
export async function feedArticleHtml(markdown: string, articleUrl: string): Promise<string> {
  const [html, document] = await Promise.all([renderArticleHtml(markdown), scratchDocument()]);
  return feedHtmlFrom(html, document, articleUrl);
}
