/** Geometry of the dashboard's bar chart, kept apart from drawing so it can be tested. */

export interface ChartBox {
  width: number;
  height: number;
  /** room for the axis labels */
  padding: { top: number; right: number; bottom: number; left: number };
}

/**
 * The top of the value axis and its ticks: whole numbers, at most `maxTicks` + 1 of them, steps of
 * 1, 2 or 5 × 10ⁿ, the top at or above the largest value (at least 1, so an empty month still draws).
 */
export function valueAxis(maxValue: number, maxTicks = 4): { top: number; ticks: number[] } {
  const wanted = Math.max(1, maxValue) / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(wanted));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= wanted) ?? 10 * magnitude,
  );
  const top = Math.max(step, Math.ceil(Math.max(1, maxValue) / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per value across the plot area, a quarter of each slot left as a gap. */
export function barsFor(values: readonly number[], top: number, box: ChartBox): Bar[] {
  const plotWidth = box.width - box.padding.left - box.padding.right;
  const plotHeight = box.height - box.padding.top - box.padding.bottom;
  const slot = values.length > 0 ? plotWidth / values.length : 0;
  const width = slot * 0.75;
  return values.map((value, i) => {
    const height = top > 0 ? (Math.max(0, value) / top) * plotHeight : 0;
    return {
      x: box.padding.left + i * slot + (slot - width) / 2,
      y: box.padding.top + plotHeight - height,
      width,
      height,
    };
  });
}

/** The y coordinate of a value on the axis. */
export function yOf(value: number, top: number, box: ChartBox): number {
  const plotHeight = box.height - box.padding.top - box.padding.bottom;
  return box.padding.top + plotHeight - (top > 0 ? (value / top) * plotHeight : 0);
}

/** Which day labels to print under the bars: every `every`-th counted back from the last day. */
export function labelledIndexes(count: number, every: number): number[] {
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indexes.unshift(i);
  return indexes;
}
