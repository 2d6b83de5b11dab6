import crypto from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './bitmap-font';
import { createImage, encodePng, setPixel, type Rgb, type RgbImage } from './png';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

export interface MathChallenge {
  /** what the image shows, e.g. `3*5=?` */
  text: string;
  answer: string;
}

export type RandomInt = (maxExclusive: number) => number;

const secureRandom: RandomInt = (max) => crypto.randomInt(max);

/** A one-digit sum, difference (never negative) or product, as RuoYi's math captcha. */
export function createChallenge(random: RandomInt = secureRandom): MathChallenge {
  let a = random(10);
  let b = random(10);
  switch (random(3)) {
    case 0:
      return { text: `${a}+${b}=?`, answer: String(a + b) };
    case 1:
      if (a < b) [a, b] = [b, a];
      return { text: `${a}-${b}=?`, answer: String(a - b) };
    default:
      return { text: `${a}*${b}=?`, answer: String(a * b) };
  }
}

function randomColor(random: RandomInt, min: number, max: number): Rgb {
  return [min + random(max - min), min + random(max - min), min + random(max - min)];
}

function drawLine(image: RgbImage, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i += 1) {
    setPixel(image, x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
  }
}

function drawChar(
  image: RgbImage,
  char: string,
  left: number,
  top: number,
  scale: number,
  slant: number,
  color: Rgb,
): void {
  for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
      if (!glyphPixel(char, gx, gy)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const y = top + gy * scale + dy;
        const shift = Math.round(slant * (GLYPH_HEIGHT * scale - (y - top)));
        for (let dx = 0; dx < scale; dx += 1) setPixel(image, left + gx * scale + dx + shift, y, color);
      }
    }
  }
}

/** Renders the challenge as a 160×60 PNG with noise lines and dots. */
export function renderChallenge(text: string, random: RandomInt = secureRandom): Buffer {
  const image = createImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColor(random, 225, 255));
  for (let i = 0; i < 120; i += 1) {
    setPixel(image, random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), randomColor(random, 120, 220));
  }
  const scale = 4;
  const advance = GLYPH_WIDTH * scale + 4;
  let left = Math.max(2, Math.floor((CAPTCHA_WIDTH - advance * text.length) / 2));
  for (const char of text) {
    const top = 8 + random(CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale - 14);
    const slant = (random(7) - 3) / 20;
    drawChar(image, char, left, top, scale, slant, randomColor(random, 20, 120));
    left += advance;
  }
  for (let i = 0; i < 5; i += 1) {
    drawLine(
      image,
      random(CAPTCHA_WIDTH),
      random(CAPTCHA_HEIGHT),
      random(CAPTCHA_WIDTH),
      random(CAPTCHA_HEIGHT),
      randomColor(random, 60, 200),
    );
  }
  return encodePng(image);
}
