import { config } from 'md-editor-rt';
import { CODE_THEME_CSS } from './highlightThemes';
import { hljs } from './highlighter';
import './markdownLayout.css';

let configured = false;

/** md-editor-rt is configured once, from the article route only, so other routes stay small. */
export function setupMarkdown(): void {
  if (configured) return;
  configured = true;
  config({
    editorExtensions: {
      highlight: { instance: hljs, css: CODE_THEME_CSS },
    },
  });
}
