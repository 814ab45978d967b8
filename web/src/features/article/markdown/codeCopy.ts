import type { KeyboardEvent, MouseEvent } from 'react';
import { copyText } from '@/lib/copy';

/** md-editor-rt's own class names: a rendered code block and the copy button in its head. */
const CODE_BLOCK = '.md-editor-code';
const COPY_BUTTON = '.md-editor-copy-button';

/**
 * For `onClickCapture` around md-editor-rt's preview. md-editor-rt copies a code block itself and
 * only swaps the button's label for 已复制！; it offers no copy callback (formatCopiedText only
 * rewrites the text). Its handler sits on the button, so this one, capturing on an ancestor, runs
 * first: it copies through copyText (the 复制成功 toast of SPEC.md §8) and stops the click before
 * md-editor-rt would copy a second time.
 */
export function copyCodeBlockOnClick(event: MouseEvent<HTMLElement>): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const block = target.closest(COPY_BUTTON)?.closest(CODE_BLOCK);
  if (!block) return;
  event.preventDefault();
  event.stopPropagation();
  // The text md-editor-rt would copy: the shown tab of a code group, else the block's code.
  const code = block.querySelector('input:checked + pre code') ?? block.querySelector('pre code');
  void copyText(code?.textContent);
}

/**
 * For `onKeyDown` around a preview: the copy button is focusable (role="button", see
 * @blog/markdown's codeBlocks.ts), and Enter or Space on it copies as a click does.
 */
export function copyCodeBlockOnKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(COPY_BUTTON)) return;
  // Space would scroll the page, Enter would toggle the code block's <details>.
  event.preventDefault();
  target.click();
}
