import {
  DASHBOARD_CALENDAR_DAYS,
  DASHBOARD_COMMENT_PREVIEW,
  DASHBOARD_LIST_SIZE,
  DASHBOARD_VIEW_DAYS,
  type DashboardComment,
  type DashboardOverview,
  type WritingDay,
} from '@blog/contract';
import { daysUpTo, shiftDay, siteDay } from '../config/siteDay';
import type { createDashboardRepo } from './repo';

/** Enough tags for a readable cloud; a blog with hundreds shows its most used. */
const TAG_CLOUD_MAX = 60;
/** Characters of a talk or guestbook text standing for the commented item. */
const TARGET_PREVIEW = 30;

/** The first `max` characters (code points, so an emoji is never cut in half), with … when cut. */
function preview(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

type Repo = ReturnType<typeof createDashboardRepo>;

/** UTC hour buckets ('YYYY-MM-DDTHH') summed into site-time-zone days between `firstDay` and `lastDay`. */
export function writingDays(hours: { hour: string; count: number }[], firstDay: string, lastDay: string): WritingDay[] {
  const perDay = new Map<string, number>();
  for (const { hour, count } of hours) {
    const instant = new Date(`${hour}:00:00.000Z`);
    if (Number.isNaN(instant.getTime())) continue;
    const day = siteDay(instant);
    if (day >= firstDay && day <= lastDay) perDay.set(day, (perDay.get(day) ?? 0) + count);
  }
  return [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count }));
}

function commentOf(row: Awaited<ReturnType<Repo['latestComments']>>[number]): DashboardComment {
  const text = row.talk_content ?? row.message_content;
  return {
    id: row.id,
    content: preview(row.content, DASHBOARD_COMMENT_PREVIEW),
    nick_name: row.nick_name ?? '已注销用户',
    type: row.type,
    for_id: row.for_id,
    target: row.article_title ?? (text === null ? null : preview(text, TARGET_PREVIEW)),
    createdAt: row.created_at,
  };
}

export function createDashboardService(repo: Repo) {
  return {
    async overview(now: Date = new Date()): Promise<DashboardOverview> {
      const today = siteDay(now);
      const viewDays = daysUpTo(today, DASHBOARD_VIEW_DAYS);
      const firstCalendarDay = shiftDay(today, 1 - DASHBOARD_CALENDAR_DAYS);
      // A day earlier in UTC covers every time zone ahead of UTC; writingDays drops what is older.
      const since = `${shiftDay(firstCalendarDay, -1)}T00:00:00.000Z`;
      const [counts, views, hours, tags, comments, pendingLinks] = await Promise.all([
        repo.counts(today),
        repo.viewsBetween(viewDays[0] ?? today, today),
        repo.articlesPerHour(since),
        repo.tagCounts(TAG_CLOUD_MAX),
        repo.latestComments(DASHBOARD_LIST_SIZE),
        repo.pendingLinks(DASHBOARD_LIST_SIZE),
      ]);
      const viewsOn = new Map(views.map((row) => [row.day, Number(row.views)]));
      return {
        counts,
        viewsPerDay: viewDays.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
        calendar: writingDays(hours, firstCalendarDay, today),
        // Most used were picked; shown in a stable order so sizes mix across the cloud.
        tagCloud: [...tags].sort((a, b) => a.id - b.id),
        latestComments: comments.map(commentOf),
        pendingLinks: pendingLinks.map(({ created_at, ...link }) => ({ ...link, createdAt: created_at })),
      };
    },
  };
}
