import fs from 'node:fs';
import path from 'node:path';

/** Every word of the public site (not the content desk's), in both languages. */
const LOCALES = path.join(__dirname, '..', 'locales');
const texts: Array<{ file: string; text: string }> = [];
const collect = (file: string, value: unknown) => {
  if (typeof value === 'string') texts.push({ file, text: value });
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(file, item);
};
for (const lang of ['zh-cn', 'en']) {
  for (const name of fs.readdirSync(path.join(LOCALES, lang))) {
    if (!name.startsWith('marketing') || name === 'marketing-desk.json') continue;
    collect(`${lang}/${name}`, JSON.parse(fs.readFileSync(path.join(LOCALES, lang, name), 'utf8')));
  }
}

describe('the claims of the public site (docs/product.md §9)', () => {
  it('says "about 2,500 orders per second" of full-link load testing, never of a single link', () => {
    const load = texts.filter(({ text }) => /2,?500/.test(text));
    expect(load.length).toBeGreaterThanOrEqual(8);
    const perLink = texts.filter(({ text }) => /单链路|单一链路|per link|single link|one link/i.test(text));
    expect(perLink).toEqual([]);
  });

  it('names full-link load testing wherever the figure has a label of its own', () => {
    const products = (lang: string) =>
      JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'marketing-products.json'), 'utf8')) as Record<
        string,
        { results?: Array<{ value: string; label: string }> }
      >;
    const labels = ['zh-cn', 'en'].flatMap((lang) =>
      Object.values(products(lang)).flatMap((page) =>
        (page.results ?? []).filter((figure) => /2,?500/.test(figure.value)).map((figure) => figure.label),
      ),
    );
    expect(labels).toEqual(['全链路压测委托负载（笔/秒）', 'orders per second in full-link load tests']);
  });
});
