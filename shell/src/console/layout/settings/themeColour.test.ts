import { normaliseHex, shade, themeCssVariables, tint } from './themeColour';

describe('the theme colour', () => {
  it('accepts six-digit hex colours only', () => {
    expect(normaliseHex('#409EFF')).toBe('#409eff');
    expect(normaliseHex('13c2c2')).toBe('#13c2c2');
    expect(normaliseHex('#fff')).toBeNull();
    expect(normaliseHex('red')).toBeNull();
  });

  it('tints towards white and shades towards black in exact steps', () => {
    expect(tint('#409EFF', 0)).toBe('#409eff');
    // 0x40 + round(0.1 × (255 − 0x40)) = 64 + 19 = 83 = 0x53
    expect(tint('#409EFF', 0.1)).toBe('#53a8ff');
    expect(tint('#409EFF', 0.9)).toBe('#ecf5ff');
    expect(shade('#409EFF', 0.1)).toBe('#3a8ee6');
  });

  it('gives ten tints and one shade as CSS custom properties', () => {
    const variables = themeCssVariables('#f5222d');
    expect(variables['--console-primary']).toBe('#f5222d');
    expect(variables['--console-primary-rgb']).toBe('245, 34, 45');
    expect(Object.keys(variables).filter((name) => name.startsWith('--console-primary-light-'))).toHaveLength(
      9,
    );
    expect(variables['--console-primary-light-9']).toBe(tint('#f5222d', 0.9));
    expect(variables['--console-primary-dark-1']).toBe(shade('#f5222d', 0.1));
  });
});
