import { easeInOutCubic, scrollToTop, type ScrollWindow } from './scrollToTop';

function fakeWindow(scrollY: number, reducedMotion = false) {
  const frames: Array<(time: number) => void> = [];
  const positions: number[] = [];
  const win: ScrollWindow = {
    scrollY,
    scrollTo: (_x, y) => positions.push(y),
    matchMedia: () => ({ matches: reducedMotion }),
    requestAnimationFrame: (callback) => frames.push(callback),
    cancelAnimationFrame: jest.fn(),
    performance: { now: () => 0 },
  };
  const runFrame = (time: number) => frames.shift()?.(time);
  return { win, positions, frames, runFrame };
}

describe('scrollToTop', () => {
  it('eases from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('animates to the top over 800 ms', () => {
    const { win, positions, runFrame } = fakeWindow(1000);
    scrollToTop(win);
    runFrame(0);
    runFrame(400);
    runFrame(800);
    expect(positions).toEqual([1000, 500, 0]);
    runFrame(900);
    expect(positions).toHaveLength(3);
  });

  it('jumps at once when the user prefers reduced motion', () => {
    const { win, positions, frames } = fakeWindow(1000, true);
    scrollToTop(win);
    expect(positions).toEqual([0]);
    expect(frames).toHaveLength(0);
  });

  it('does nothing at the top, and can be stopped', () => {
    const top = fakeWindow(0);
    scrollToTop(top.win);
    expect(top.frames).toHaveLength(0);
    const scrolled = fakeWindow(500);
    const stop = scrollToTop(scrolled.win);
    stop();
    expect(scrolled.win.cancelAnimationFrame).toHaveBeenCalled();
  });
});
