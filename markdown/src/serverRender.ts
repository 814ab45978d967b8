import { createElement } from 'react';
import { ARTICLE_PREVIEW_OPTIONS } from './previewOptions';
import { hljs } from './highlighter';
import { provideKatex } from './mathsState';
import { EXTRA_PLUGINS } from './extras';
import { addExtraPlugins, articleMarkdownItPlugins } from './plugins';
import { createSanitizer } from './sanitizeRules';

export type RenderMarkdown = (markdown: string) => string;

/**
 * md-editor-rt's preview rendered to a string outside a browser, exactly as the reader renders it
 * (light theme, default preview theme, highlight.js classes on code, the site's plugins, KaTeX
 * formulas drawn): the server's copy of an article and its feeds. jsdom, React and KaTeX cost
 * ~300 ms and ~40 MB the first time, so they load on the first call.
 */
export async function loadServerRenderer(): Promise<RenderMarkdown> {
  const [{ renderToString }, { MdPreview, config }, { JSDOM }, { default: createPurify }, { default: katex }] = await Promise.all([
    import('react-dom/server'),
    import('md-editor-rt'),
    import('jsdom'),
    import('dompurify'),
    import('katex'),
  ]);
  provideKatex(katex);
  addExtraPlugins(EXTRA_PLUGINS);
  config({ editorExtensions: { highlight: { instance: hljs } }, markdownItPlugins: articleMarkdownItPlugins });
  const sanitize = createSanitizer(createPurify(new JSDOM('').window));
  return (markdown) => renderToString(createElement(MdPreview, { ...ARTICLE_PREVIEW_OPTIONS, value: markdown, sanitize }));
}

/** Whether rendered article HTML holds a KaTeX formula (the page then links KaTeX's stylesheet). */
export const hasRenderedMaths = (html: string): boolean => html.includes('class="katex');
