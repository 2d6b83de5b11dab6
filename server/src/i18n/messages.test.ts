import { CATALOGUES, MESSAGES } from './messages';

describe('the message catalogues', () => {
  it('never define a key twice (a module would silently replace another one)', () => {
    const keys = CATALOGUES.flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MESSAGES)).toHaveLength(keys.length);
  });

  it('give every message in both languages', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect([key, text['zh-cn'].length > 0, text.en.length > 0]).toEqual([key, true, true]);
    }
  });
});
