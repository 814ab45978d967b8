import { config } from 'md-editor-rt';
import { hljs } from '@blog/markdown/highlighter';
import { articleMarkdownItPlugins } from '@blog/markdown/plugins';
import { CODE_THEME_CSS } from './highlightThemes';
import './markdownLayout.css';
import './richBlocks.css';

let configured = false;

/** md-editor-rt is configured once, from the article route only, so other routes stay small. */
export function setupMarkdown(): void {
  if (configured) return;
  configured = true;
  config({
    editorExtensions: {
      highlight: { instance: hljs, css: CODE_THEME_CSS },
    },
    markdownItPlugins: articleMarkdownItPlugins,
  });
}
