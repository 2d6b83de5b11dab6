import {
  avatarFileName,
  coverScale,
  drawView,
  initialView,
  moved,
  rotated,
  zoomed,
  type DrawingContext,
} from './cropMath';

describe('avatar crop', () => {
  it('starts centred, covering the 200×200 box', () => {
    expect(initialView(400, 200)).toEqual({ x: 0, y: 0, scale: 1, rotation: 0 });
    expect(initialView(100, 50).scale).toBe(4);
    expect(coverScale(400, 200, 90)).toBe(1);
    expect(coverScale(400, 100, 90)).toBe(2);
  });

  it('zooms within a tenth and ten times the covering zoom', () => {
    const view = initialView(200, 200);
    expect(zoomed(view, 1.1, 200, 200).scale).toBeCloseTo(1.1);
    expect(zoomed({ ...view, scale: 9.5 }, 2, 200, 200).scale).toBe(10);
    expect(zoomed({ ...view, scale: 0.11 }, 0.5, 200, 200).scale).toBe(0.1);
  });

  it('rotates by quarter turns, four turns back to the start, moving the offset along', () => {
    let view = { x: 10, y: 0, scale: 1, rotation: 0 };
    view = rotated(view, 1);
    expect(view).toEqual({ x: -0, y: 10, scale: 1, rotation: 90 });
    expect(rotated(rotated(rotated(view, 1), 1), 1)).toMatchObject({ rotation: 0, x: 10 });
    expect(rotated({ x: 0, y: 0, scale: 1, rotation: 0 }, -1).rotation).toBe(270);
    expect(moved(view, 5, -5)).toMatchObject({ x: 5, y: 5 });
  });

  it('draws the picture around the box centre with the view transform', () => {
    const calls: Array<[string, ...unknown[]]> = [];
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, ...args]);
      };
    const ctx = {
      save: record('save'),
      restore: record('restore'),
      clearRect: record('clearRect'),
      translate: record('translate'),
      rotate: record('rotate'),
      scale: record('scale'),
      drawImage: record('drawImage'),
    } as unknown as DrawingContext;
    const image = { width: 400, height: 300 } as unknown as HTMLImageElement;
    drawView(ctx, image, { x: 10, y: -20, scale: 0.5, rotation: 90 }, 200);
    expect(calls).toEqual([
      ['save'],
      ['clearRect', 0, 0, 200, 200],
      ['translate', 110, 80],
      ['rotate', Math.PI / 2],
      ['scale', 0.5, 0.5],
      ['drawImage', image, -200, -150],
      ['restore'],
    ]);
    calls.length = 0;
    drawView(ctx, image, { x: 10, y: 0, scale: 1, rotation: 0 }, 100);
    expect(calls[2]).toEqual(['translate', 55, 50]);
    expect(calls[4]).toEqual(['scale', 0.5, 0.5]);
  });

  it('names the PNG after the chosen file', () => {
    expect(avatarFileName('我的 照片.jpeg')).toBe('我的_照片.png');
    expect(avatarFileName('.png')).toBe('avatar.png');
  });
});
