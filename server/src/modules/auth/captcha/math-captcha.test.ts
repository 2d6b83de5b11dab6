import zlib from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, createChallenge, renderChallenge } from './math-captcha';
import { crc32, PNG_SIGNATURE } from './png';

/** A scripted random source: returns the given values in turn. */
const scripted = (...values: number[]) => {
  let i = 0;
  return (max: number) => values[i++ % values.length] % max;
};

describe('createChallenge', () => {
  it('adds', () => {
    expect(createChallenge(scripted(3, 5, 0))).toEqual({ text: '3+5=?', answer: '8' });
  });

  it('subtracts without going below zero', () => {
    expect(createChallenge(scripted(2, 7, 1))).toEqual({ text: '7-2=?', answer: '5' });
  });

  it('multiplies', () => {
    expect(createChallenge(scripted(3, 5, 2))).toEqual({ text: '3*5=?', answer: '15' });
  });

  it('always states a true equation', () => {
    for (let i = 0; i < 200; i += 1) {
      const { text, answer } = createChallenge();
      const [, a, op, b] = /^(\d)([+\-*])(\d)=\?$/.exec(text)!;
      const expected =
        op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
      expect(Number(answer)).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(0);
    }
  });
});

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

describe('renderChallenge', () => {
  const png = renderChallenge('3*5=?');
  const chunks = readChunks(png);

  it('produces a PNG with a valid signature, IHDR and checksums', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const ihdr = chunks[0].data;
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('holds one filter byte and width × 3 bytes per row', () => {
    const raw = zlib.inflateSync(chunks[1].data);
    expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  });

  it('draws something other than the background', () => {
    const raw = zlib.inflateSync(chunks[1].data);
    const colours = new Set<string>();
    for (let i = 1; i < raw.length; i += 3) colours.add(`${raw[i]},${raw[i + 1]},${raw[i + 2]}`);
    expect(colours.size).toBeGreaterThan(10);
  });

  it('differs from one challenge to the next', () => {
    expect(renderChallenge('3*5=?').equals(png)).toBe(false);
  });
});

describe('crc32', () => {
  it('matches the reference value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
