import { feedback } from './feedback';

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** How much of the copied text the toast repeats; a long code block would fill the screen. */
export const COPIED_PREVIEW_MAX = 30;

/** The copied text as the toast shows it: on one line, shortened with … when long. */
export function copiedPreview(text: string): string {
  const flat = Array.from(text.replace(/\s+/g, ' ').trim());
  return flat.length > COPIED_PREVIEW_MAX ? `${flat.slice(0, COPIED_PREVIEW_MAX).join('')}…` : flat.join('');
}

/** Copies text and confirms with 复制成功 followed by the content (SPEC.md §8). */
export async function copyText(text: string | null | undefined): Promise<boolean> {
  if (!text) {
    console.warn('没有可复制的内容');
    return false;
  }
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    // Clipboard API refused (insecure origin, no permission): fall back below.
  }
  if (!copied) copied = copyWithTextarea(text);
  if (copied) feedback.message.success(`复制成功：${copiedPreview(text)}`);
  else feedback.message.error('复制失败，请手动复制');
  return copied;
}
