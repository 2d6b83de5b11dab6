import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { renderSite } from '../renderSite.test-utils';
import HomePage from './HomePage';

afterEach(() => act(() => changeLanguage('zh-cn')));

describe('HomePage', () => {
  it('sets the title and description of the page in each language', async () => {
    await renderSite(<HomePage />);
    expect(document.title).toBe('DIS 数字免疫 · 金融系统稳定性专家');
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toContain('混沌工程');
    await act(() => changeLanguage('en'));
    expect(document.title).toBe('DIS Digital Immunity · Stability for financial systems');
    expect(description()).toContain('chaos engineering');
  });

  it('shows the claims, the six products, the client categories and the form', async () => {
    await renderSite(<HomePage />);
    for (const text of [
      '2009',
      '近 100',
      '30+',
      'CMMI 5',
      '8h → 1h',
      '10+ → 1–2',
      '−60%+',
      '400+',
      '≈2500',
      '8000 万+',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        '混沌工程平台',
        '智能感知平台',
        '回放比对测试平台',
        '仿真交易所',
        '全链路压测',
        '数字免疫解决方案',
      ]),
    );
    const productLinks = screen.getAllByRole('link', { name: /了解详情/ }).map((a) => a.getAttribute('href'));
    expect(productLinks).toEqual([
      '/Product/Chaotic',
      '/Product/Intelligence',
      '/Product/Inversion',
      '/Product/Transaction',
      '/Solution',
    ]);
    // 数字免疫解决方案 has a page of its own; the products section is a target for links (#products)
    expect(screen.getByRole('link', { name: /数字免疫解决方案/ }).getAttribute('href')).toBe('/Solution');
    expect(document.getElementById('products')?.querySelector('h2')?.textContent).toBe('核心产品');
    for (const category of ['券商', '保险', '交易所', '银行', '期货', '基金', '零售', '其他']) {
      expect(screen.getByRole('heading', { name: category })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: '免费试用 / 定制方案' })).toBeTruthy();
  });

  it('brings the section the address names into view: the trial form (focused) or the products', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const trial = await renderSite(<HomePage />, '/#trial');
    expect(scrolled).toEqual(['trial']);
    expect(document.activeElement?.textContent).toBe('免费试用 / 定制方案');
    trial.unmount();
    await renderSite(<HomePage />, '/#products');
    expect(scrolled).toEqual(['trial', 'products']);
  });
});
