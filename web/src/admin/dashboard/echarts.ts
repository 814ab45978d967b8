import * as echarts from 'echarts/core';
import { HeatmapChart, LineChart } from 'echarts/charts';
import { CalendarComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

/* Only the parts the dashboard draws (DESIGN.md §8: ECharts imported by module, not the whole library). */
echarts.use([LineChart, HeatmapChart, CalendarComponent, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
