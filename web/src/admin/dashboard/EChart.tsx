import { useEffect, useRef } from 'react';
import { useThemeStore } from '@/features/theme/themeStore';
import { observeResize } from '@/lib/observeResize';
import { echarts, type EChartsCoreOption } from './echarts';

interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (a canvas has no text of its own). */
  label: string;
}

/**
 * One ECharts canvas that fills its container's width, redraws when the container resizes (side
 * menu folded, phone turned) and follows the site's light / dark theme.
 */
export function EChart({ option, height, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const theme = useThemeStore((s) => s.theme);

  // A theme is fixed when a chart starts, so a theme change starts a new one.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = echarts.init(element, theme === 'dark' ? 'dark' : undefined, { locale: 'ZH' });
    chart.current = instance;
    const stopObserving = observeResize(element, () => instance.resize());
    return () => {
      stopObserving();
      instance.dispose();
      chart.current = null;
    };
  }, [theme]);

  useEffect(() => {
    // Transparent: the card behind the chart already has the theme's background.
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option, theme]);

  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label={label} />;
}
