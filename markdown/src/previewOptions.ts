/** md-editor-rt links the preview and the catalog by this id; it must not change between renders. */
export const ARTICLE_EDITOR_ID = 'blog-article-preview';

/**
 * Every code block starts open, however long: md-editor-rt folds blocks of 30 lines or more by
 * default, which left readers an empty bar where the code was. A reader can still fold one by its
 * header, and a writer can still ask for a folded block with ```lang::close.
 */
export const CODE_BLOCK_OPTIONS = {
  autoFoldThreshold: Number.POSITIVE_INFINITY,
} as const;

/**
 * The MdPreview props that decide an article's markup, shared by the reader, the console's editor
 * and the server's renderer (serverRender.ts), so the HTML the server sends is the HTML the client
 * draws. md-editor-rt's own KaTeX and mermaid stay off: they load from a CDN. The site's maths and
 * diagrams come from its own plugins (plugins.ts) and bundles.
 */
export const ARTICLE_PREVIEW_OPTIONS = {
  id: ARTICLE_EDITOR_ID,
  language: 'zh-CN',
  noImgZoomIn: true,
  noKatex: true,
  noMermaid: true,
  noEcharts: true,
  ...CODE_BLOCK_OPTIONS,
} as const;
