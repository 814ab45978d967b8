/** md-editor-rt links the preview and the catalog by this id; it must not change between renders. */
export const ARTICLE_EDITOR_ID = 'blog-article-preview';

/**
 * The MdPreview props that decide an article's markup, shared with the server's renderer
 * (server/src/platform/markdown/articleHtml.ts) so the HTML it sends is the HTML the client draws.
 */
export const ARTICLE_PREVIEW_OPTIONS = {
  id: ARTICLE_EDITOR_ID,
  language: 'zh-CN',
  noImgZoomIn: true,
  noKatex: true,
  noMermaid: true,
  noEcharts: true,
} as const;
