import { barsFor, labelledIndexes, valueAxis, yOf, type ChartBox } from './barChart';

const box: ChartBox = { width: 340, height: 120, padding: { top: 10, right: 10, bottom: 10, left: 30 } };

describe('valueAxis', () => {
  it('rounds the top up to a friendly step', () => {
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(23)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(valueAxis(180)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
  });
});

describe('barsFor', () => {
  it('spreads the bars over the plot and scales their heights to the top', () => {
    const bars = barsFor([0, 5, 10], 10, box);
    // plot 300 × 100: slots of 100, bars of 75 centred in them
    expect(bars.map((bar) => bar.x)).toEqual([42.5, 142.5, 242.5]);
    expect(bars.map((bar) => bar.width)).toEqual([75, 75, 75]);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(bars.map((bar) => bar.y)).toEqual([110, 60, 10]);
  });

  it('places axis values on the same scale', () => {
    expect(yOf(0, 10, box)).toBe(110);
    expect(yOf(10, 10, box)).toBe(10);
  });
});

describe('labelledIndexes', () => {
  it('labels every n-th day counted back from today, so today always has its date', () => {
    expect(labelledIndexes(30, 7)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledIndexes(3, 7)).toEqual([2]);
  });
});
