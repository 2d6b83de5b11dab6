import fs from 'node:fs';
import path from 'node:path';

/** The focus ring must stand out from what surrounds it: at least 3:1 (WCAG 1.4.11). */
const css = fs.readFileSync(path.join(__dirname, 'site.css'), 'utf8');

const variable = (block: string, name: string): string => {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(block);
  if (!match) throw new Error(`${name} not found`);
  return match[1].trim();
};
const blockOf = (selector: string): string => {
  const at = css.indexOf(`${selector} {`);
  if (at === -1) throw new Error(`${selector} not found in site.css`);
  return css.slice(at, css.indexOf('}', at));
};
const rootBlock = blockOf('.site');
const resolve = (value: string) => {
  const reference = /^var\((--[a-z-]+)\)$/.exec(value);
  return reference ? variable(rootBlock, reference[1]) : value;
};

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = (color: string) => {
  const hex = color === '#fff' ? '#ffffff' : color.toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(hex)) throw new Error(`not a colour: ${color}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('the focus ring of the site', () => {
  it('is drawn in the focus colour, not the light mint', () => {
    expect(blockOf('.site :focus-visible')).toContain('outline: 3px solid var(--site-focus)');
  });

  it.each([
    ['the page and header', '.site', ['#ffffff', '#f4f7fd', '#eef3ff', '#eaf0ff']],
    // the dark hero and banners (their gradient stops and glow), the footer, the apply box
    [
      'dark surfaces',
      '.site .joinus__apply',
      ['#07112a', '#0b1f55', '#0d2f7a', '#1d3f9e', '#0b1733', '#2f6bff'],
    ],
    // the call to action runs from blue to the dark mint; its button sits on the right half
    ['the call to action', '.site .cta-band', ['#2d66f5', '#0f7a5a']],
  ])('has at least 3:1 against %s', (_where, selector, surfaces) => {
    const ring = resolve(variable(blockOf(selector), '--site-focus'));
    const tooFaint = surfaces
      .map((surface) => `${surface} ${contrast(ring, surface).toFixed(2)}:1`)
      .filter((_line, index) => contrast(ring, surfaces[index]) < 3);
    expect(tooFaint).toEqual([]);
  });
});

describe('the text colours of the site (WCAG 1.4.3: 4.5:1 for text)', () => {
  it.each([
    ['--site-blue', ['#ffffff', '#f4f7fd']],
    ['--site-mint-text', ['#ffffff', '#f4f7fd']],
    ['--site-muted', ['#ffffff', '#f4f7fd']],
  ])('%s reads on the page and the soft grey', (name, surfaces) => {
    const colour = variable(rootBlock, name);
    const tooFaint = surfaces.filter((surface) => contrast(colour, surface) < 4.5);
    expect(tooFaint).toEqual([]);
  });

  it('white text reads on the blue buttons', () => {
    expect(contrast(variable(rootBlock, '--site-blue'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
