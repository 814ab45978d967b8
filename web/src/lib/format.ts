/** Greeting, relative time and count formats of SPEC.md §9. */

/** Greeting for the hour bands 0-5, 5-9, 9-12, 12-14, 14-18, 18-20, 20-22, 22-24. */
export function greeting(userName?: string | null, date: Date = new Date()): string {
  const name = userName?.trim();
  if (!name) return '欢迎来到本站，愿你在这里读得开心～';
  const hour = date.getHours();
  if (hour < 5) return `${name}，夜深了，熬夜伤身，早点休息吧～`;
  if (hour < 9) return `${name}，早上好！新的一天元气满满～`;
  if (hour < 12) return `${name}，上午好！工作学习之余别忘了喝水～`;
  if (hour < 14) return `${name}，中午好！吃过午饭记得小憩一会儿～`;
  if (hour < 18) return `${name}，下午好！来杯茶提提神吧～`;
  if (hour < 20) return `${name}，傍晚好！忙碌了一天，辛苦啦～`;
  if (hour < 22) return `${name}，晚上好！放松一下，读篇文章吧～`;
  return `${name}，夜色已深，早点睡觉，明天见～`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "x秒前" under a minute, then minutes, hours, days. Future dates count as 0秒前. */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const diff = Math.max(0, new Date(now).getTime() - then);
  if (diff < MINUTE) return `${Math.floor(diff / 1000)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}

/** The exact local date and time, shown on hover beside a relative time; '' for anything not a date. */
export function exactTime(date: Date | string | number): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '' : value.toLocaleString('zh-CN');
}

/** Shared with the server's copy of the article page, which shows the same counts. */
export { formatCount } from '@blog/markdown/format';
