import { GaugeChart, PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useDarkMode } from '@dis/shared/store';

// only the pieces the two charts use, so the chunk stays small (loaded by the cache page alone)
echarts.use([PieChart, GaugeChart, TooltipComponent, LegendComponent, CanvasRenderer]);

type Option = echarts.EChartsCoreOption;

function Chart({ option, label }: { option: Option; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  // 主题模式 深色: ECharts' own dark theme, on the page's background (docs/product.md §2)
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
  return <div ref={element} role="img" aria-label={label} style={{ height: 360 }} />;
}

/** 命令统计: calls per command as a rose pie. */
export function CommandsPie({ slices, label }: { slices: { name: string; value: number }[]; label: string }) {
  return (
    <Chart
      label={label}
      option={{
        tooltip: { trigger: 'item', formatter: '{a} <br/>{b} : {c} ({d}%)' },
        series: [
          {
            name: label,
            type: 'pie',
            roseType: 'radius',
            radius: [15, 95],
            center: ['50%', '50%'],
            data: slices,
            animationEasing: 'cubicInOut',
            animationDuration: 600,
          },
        ],
      }}
    />
  );
}

/** 内存信息: used memory in MB on a gauge. */
export function MemoryGauge({ megabytes, text, label }: { megabytes: number; text: string; label: string }) {
  return (
    <Chart
      label={label}
      option={{
        tooltip: { formatter: `{b} <br/>{a} : ${text}` },
        series: [
          {
            name: label,
            type: 'gauge',
            min: 0,
            max: Math.max(10, Math.ceil(megabytes * 1.5)),
            detail: { formatter: text },
            data: [{ value: megabytes, name: label }],
          },
        ],
      }}
    />
  );
}
