import { contextMenuPosition, scrollLeftShowing } from './placement';

describe('contextMenuPosition', () => {
  const bar = { left: 200, width: 800 };

  it('opens 15 px right of the pointer, at its height', () => {
    expect(contextMenuPosition({ x: 300, y: 90 }, bar)).toEqual({ left: 315, top: 90 });
  });

  it('keeps 105 px for the menu inside the bar on the right', () => {
    // the bar ends at 1000: the menu may start at 895 at the latest
    expect(contextMenuPosition({ x: 990, y: 90 }, bar)).toEqual({ left: 895, top: 90 });
    expect(contextMenuPosition({ x: 880, y: 90 }, bar)).toEqual({ left: 895, top: 90 });
  });

  it('a menu wider than the allowance (English labels) keeps its whole width inside the bar', () => {
    expect(contextMenuPosition({ x: 990, y: 90 }, bar, 160)).toEqual({ left: 840, top: 90 });
    // narrower than the allowance: the allowance still holds
    expect(contextMenuPosition({ x: 990, y: 90 }, bar, 90)).toEqual({ left: 895, top: 90 });
  });

  it('never starts left of the bar, even in a bar narrower than the menu', () => {
    expect(contextMenuPosition({ x: 100, y: 90 }, bar)).toEqual({ left: 200, top: 90 });
    expect(contextMenuPosition({ x: 260, y: 40 }, { left: 250, width: 80 })).toEqual({ left: 250, top: 40 });
  });
});

describe('scrollLeftShowing', () => {
  const bar = { scrollLeft: 100, clientWidth: 400 };

  it('leaves a tab in view where it is', () => {
    expect(scrollLeftShowing(bar, { offsetLeft: 150, offsetWidth: 80 })).toBe(100);
  });

  it('scrolls left to a tab cut off on the left, 4 px before it', () => {
    expect(scrollLeftShowing(bar, { offsetLeft: 60, offsetWidth: 80 })).toBe(56);
    expect(scrollLeftShowing(bar, { offsetLeft: 2, offsetWidth: 80 })).toBe(0);
  });

  it('scrolls right to a tab cut off on the right, 4 px after it', () => {
    // the tab ends at 560: 560 + 4 - 400
    expect(scrollLeftShowing(bar, { offsetLeft: 480, offsetWidth: 80 })).toBe(164);
  });
});
