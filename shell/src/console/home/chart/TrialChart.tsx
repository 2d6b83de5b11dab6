import { useTranslation } from '@dis/shared';
import { barsFor, labelledIndexes, valueAxis, yOf, type ChartBox } from './barChart';
import './trialChart.css';

const BOX: ChartBox = { width: 720, height: 240, padding: { top: 14, right: 8, bottom: 28, left: 34 } };
/** a date under every 7th bar, counted back from today */
const LABEL_EVERY = 7;

/**
 * Trial requests per day as bars: a small hand-drawn SVG (no chart library: one kind of chart,
 * 30 bars, about 1 KiB gzip). The numbers are also in a table for screen readers.
 */
export function TrialChart({ days }: { days: ReadonlyArray<{ date: string; count: number }> }) {
  const { t } = useTranslation('common');
  const values = days.map((day) => day.count);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const { top, ticks } = valueAxis(max);
  const bars = barsFor(values, top, BOX);
  const right = BOX.width - BOX.padding.right;
  return (
    <figure className="trial-chart">
      <svg
        className="trial-chart__svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={t('home.chart.summary', { total, max })}
      >
        {ticks.map((tick) => {
          const y = yOf(tick, top, BOX);
          return (
            <g key={tick}>
              <line className="trial-chart__grid" x1={BOX.padding.left} x2={right} y1={y} y2={y} />
              <text className="trial-chart__tick" x={BOX.padding.left - 8} y={y + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => (
          <rect
            key={days[i].date}
            className="trial-chart__bar"
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={2}
          >
            <title>{t('home.chart.bar', { date: days[i].date, count: days[i].count })}</title>
          </rect>
        ))}
        {labelledIndexes(days.length, LABEL_EVERY).map((i) => (
          <text
            key={days[i].date}
            className="trial-chart__tick"
            x={bars[i].x + bars[i].width / 2}
            y={BOX.height - 8}
            textAnchor="middle"
          >
            {days[i].date.slice(5)}
          </text>
        ))}
      </svg>
      <table className="dis-visually-hidden">
        <caption>{t('home.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.chart.date')}</th>
            <th scope="col">{t('home.chart.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
