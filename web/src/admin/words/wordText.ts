import { SENSITIVE_LIMITS, sensitiveWordTooLong } from '@blog/contract';

/* The textarea's text ⇄ the list the server stores: one word per line, blanks and repeats dropped. */

export function wordsOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length > 0))];
}

export const textOf = (words: readonly string[]) => words.join('\n');

/** A .txt file larger than this is surely not a word list (10,000 words of 30 characters is under 1 MB). */
export const WORD_FILE_MAX_BYTES = 1024 * 1024;

/** Why a picked file cannot be imported, or null. */
export function wordFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (!/\.txt$/i.test(file.name) && file.type !== 'text/plain') return '只能导入 .txt 文本文件（每行一个词）';
  if (file.size > WORD_FILE_MAX_BYTES) return '文件太大：词表文件不能超过 1 MB';
  return null;
}

/** The current text with the imported words added after it (repeats kept once), and how many were new. */
export function mergeImported(current: string, imported: string): { text: string; added: number } {
  const before = wordsOf(current);
  const merged = wordsOf(`${current}\n${imported.replace(/^\uFEFF/, '')}`);
  return { text: textOf(merged), added: merged.length - before.length };
}

/** The first problem the server would name, checked as the admin types (the same limits). */
export function listProblem(words: readonly string[]): string | null {
  if (words.length > SENSITIVE_LIMITS.wordsMax) return `敏感词最多 ${SENSITIVE_LIMITS.wordsMax} 个，现在有 ${words.length} 个`;
  const long = words.find((word) => [...word].length > SENSITIVE_LIMITS.wordLengthMax);
  return long !== undefined ? sensitiveWordTooLong(long) : null;
}
