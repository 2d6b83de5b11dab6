import { BarChart, FunnelChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useDarkMode } from '@dis/shared/store';

// only the pieces the board uses; ECharts, the chart library the console already has (系统监控's
// 缓存监控), loads with this page alone
echarts.use([FunnelChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

function Chart({ option, label }: { option: echarts.EChartsCoreOption; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const dark = useDarkMode();
  useEffect(() => {
    if (!element.current) return undefined;
    const chart = echarts.init(element.current, dark ? 'dark' : undefined);
    chart.setOption(dark ? { backgroundColor: 'transparent', ...option } : option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option, dark]);
  return <div ref={element} role="img" aria-label={label} style={{ height: 320 }} />;
}

/** 阶段漏斗: how many leads are in each stage. */
export function StageFunnel({ label, stages }: { label: string; stages: { name: string; value: number }[] }) {
  return (
    <Chart
      label={label}
      option={{
        tooltip: { trigger: 'item', formatter: '{b}: {c}' },
        series: [
          {
            name: label,
            type: 'funnel',
            sort: 'none',
            left: '10%',
            width: '80%',
            minSize: '8%',
            label: { show: true, position: 'inside', formatter: '{b} {c}' },
            data: stages,
          },
        ],
      }}
    />
  );
}

/** 每周线索: the leads of each week, stacked by stage. */
export function WeeklyStages({
  label,
  weeks,
  series,
}: {
  label: string;
  weeks: string[];
  series: { name: string; data: number[] }[];
}) {
  return (
    <Chart
      label={label}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 40, right: 16, top: 40, bottom: 30 },
        xAxis: { type: 'category', data: weeks },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((one) => ({ ...one, type: 'bar', stack: 'stage' })),
      }}
    />
  );
}
