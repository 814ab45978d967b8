/** Reading speed used for the estimate: Chinese readers manage roughly 300 characters a minute. */
export const WORDS_PER_MINUTE = 300;

/**
 * Words as a Chinese reader counts them: every CJK character is one, every run of Latin letters
 * or digits is one. Markdown syntax and link targets are left out so they do not inflate it.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z0-9]+(?:['.-][A-Za-z0-9]+)*/g)?.length ?? 0;
  return cjk + latin;
}

/** Whole minutes, at least 1 for any non-empty text. */
export function estimateReadingMinutes(words: number): number {
  if (words <= 0) return 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Milliseconds (the API's reading_duration) → seconds for formatDuration. */
export const msToSeconds = (milliseconds: number): number => Math.floor(milliseconds / 1000);

/** Total time readers spent on an article (seconds) in words: 45 秒, 12 分钟, 3 小时 5 分钟. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} 小时 ${rest} 分钟` : `${hours} 小时`;
}

/**
 * The day of a date: "YYYY-MM-DD HH:mm:ss" (the API's site time) is shown as it is written; an ISO
 * string (older payloads) as the browser's local day.
 */
export function formatDate(text: string): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:/.test(text)) return text.slice(0, 10);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
