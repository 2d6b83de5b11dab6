import {
  easeInOutCubic,
  hashTargetId,
  scrollForNavigation,
  scrollToTop,
  type ScrollDocument,
  type ScrollWindow,
} from './scrollToTop';

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

/** A document whose element `id` appears once `shown()` is called. */
function fakeDocument(id: string) {
  const scrollIntoView = jest.fn();
  let present = false;
  const doc: ScrollDocument = {
    getElementById: (wanted) => (present && wanted === id ? { scrollIntoView } : null),
  };
  return { doc, scrollIntoView, show: () => (present = true) };
}

describe('scrollForNavigation', () => {
  it('reads the target of a hash', () => {
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('#trial')).toBe('trial');
    expect(hashTargetId('#%E4%BA%A7%E5%93%81')).toBe('产品');
    expect(hashTargetId('#%E4')).toBe('%E4');
  });

  it('without a hash, scrolls to the top', () => {
    const { win, positions, runFrame } = fakeWindow(1000);
    scrollForNavigation('', win, fakeDocument('trial').doc);
    runFrame(0);
    runFrame(800);
    expect(positions).toEqual([1000, 0]);
  });

  it('with a hash whose element is shown, scrolls to it and never to the top', () => {
    const { win, positions, frames } = fakeWindow(1800);
    const target = fakeDocument('trial');
    target.show();
    scrollForNavigation('#trial', win, target.doc);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(frames).toHaveLength(0);
    expect(positions).toEqual([]);
  });

  it('waits for a page still loading to show the element, without scrolling to the top meanwhile', () => {
    const { win, positions, runFrame } = fakeWindow(1800, true);
    const target = fakeDocument('trial');
    scrollForNavigation('#trial', win, target.doc);
    runFrame(100);
    runFrame(500);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    target.show();
    runFrame(600);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(positions).toEqual([]);
  });

  it('goes to the top when the element never appears, and can be stopped while waiting', () => {
    const { win, positions, runFrame } = fakeWindow(1200, true);
    scrollForNavigation('#nowhere', win, fakeDocument('trial').doc, 1000);
    runFrame(500);
    expect(positions).toEqual([]);
    runFrame(1000);
    expect(positions).toEqual([0]);

    const waiting = fakeWindow(1200);
    const stop = scrollForNavigation('#trial', waiting.win, fakeDocument('trial').doc);
    stop();
    expect(waiting.win.cancelAnimationFrame).toHaveBeenCalled();
  });
});
