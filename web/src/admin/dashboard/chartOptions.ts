import { DASHBOARD_CALENDAR_DAYS, type DailyViews, type WritingDay } from '@blog/contract';
import type { EChartsCoreOption } from './echarts';

/** antd's primary blue: readable on the light and the dark card alike. */
const PRIMARY = '#1677ff';

/** Empty day first, then more articles → deeper green, as on a code host's contribution graph. */
const CALENDAR_COLOURS = {
  light: { empty: '#ebedf0', border: '#ffffff', steps: ['#9be9a8', '#40c463', '#30a14e', '#216e39'] },
  dark: { empty: '#262626', border: '#141414', steps: ['#0e4429', '#006d32', '#26a641', '#39d353'] },
};

/** The calendar day `offset` days after `day` (YYYY-MM-DD), counted in whole days. */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** '2025-03-08' → '03-08': the axis has no room for the year, the tooltip shows it. */
const monthDay = (day: string) => day.slice(5);

export function viewsChartOption(views: DailyViews[]): EChartsCoreOption {
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} 次` },
    xAxis: { type: 'category', boundaryGap: false, data: views.map((entry) => monthDay(entry.day)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: '访问量',
        type: 'line',
        showSymbol: false,
        data: views.map((entry) => entry.views),
        itemStyle: { color: PRIMARY },
        areaStyle: { color: PRIMARY, opacity: 0.15 },
      },
    ],
  };
}

/**
 * A year of writing ending on `today` (the server's day, so the range matches its counts): one cell
 * per day, coloured by the articles created that day.
 */
export function calendarChartOption(days: WritingDay[], today: string, dark: boolean): EChartsCoreOption {
  const colours = dark ? CALENDAR_COLOURS.dark : CALENDAR_COLOURS.light;
  const most = Math.max(1, ...days.map((entry) => entry.count));
  return {
    tooltip: {
      formatter: (params: { value?: [string, number] }) => {
        const [day, count] = params.value ?? ['', 0];
        return `${day}：${count} 篇文章`;
      },
    },
    visualMap: { show: false, min: 1, max: most, inRange: { color: colours.steps } },
    calendar: {
      range: [shiftDay(today, 1 - DASHBOARD_CALENDAR_DAYS), today],
      top: 28,
      left: 36,
      right: 8,
      bottom: 4,
      cellSize: ['auto', 14],
      splitLine: { show: false },
      itemStyle: { color: colours.empty, borderColor: colours.border, borderWidth: 2 },
      dayLabel: { firstDay: 1, nameMap: 'ZH', fontSize: 10 },
      monthLabel: { nameMap: 'ZH', fontSize: 10 },
      yearLabel: { show: false },
    },
    series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: days.map((entry) => [entry.day, entry.count]) }],
  };
}
