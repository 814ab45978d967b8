import { describe, expect, it } from 'vitest';
import { DASHBOARD_CALENDAR_DAYS } from '@blog/contract';
import { calendarChartOption, shiftDay, viewsChartOption } from '@/admin/dashboard/chartOptions';

describe('仪表盘图表', () => {
  it('日期加减跨月、跨年、闰日', () => {
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('访问量折线：每天一个点，横轴只写月日', () => {
    const option = viewsChartOption([
      { day: '2025-02-27', views: 0 },
      { day: '2025-02-28', views: 4 },
      { day: '2025-03-01', views: 9 },
    ]) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['02-27', '02-28', '03-01']);
    expect(option.series[0]?.data).toEqual([0, 4, 9]);
  });

  it('写作日历：以服务端的今天结束的一整年，颜色按最多的一天分级，随主题换色', () => {
    const days = [
      { day: '2025-01-02', count: 1 },
      { day: '2025-03-01', count: 3 },
    ];
    const light = calendarChartOption(days, '2025-03-01', false) as {
      calendar: { range: string[]; itemStyle: { color: string } };
      visualMap: { max: number };
      series: { data: unknown[] }[];
    };
    expect(light.calendar.range).toEqual([shiftDay('2025-03-01', 1 - DASHBOARD_CALENDAR_DAYS), '2025-03-01']);
    expect(light.calendar.range[0]).toBe('2024-03-02');
    expect(light.visualMap.max).toBe(3);
    expect(light.series[0]?.data).toEqual([
      ['2025-01-02', 1],
      ['2025-03-01', 3],
    ]);
    const dark = calendarChartOption([], '2025-03-01', true) as typeof light;
    expect(dark.visualMap.max).toBe(1);
    expect(dark.calendar.itemStyle.color).not.toBe(light.calendar.itemStyle.color);
  });
});
