import { screen, within } from '@testing-library/react';
import { renderSite } from '../renderSite.test-utils';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('links the four product pages and the solution page, which the top navigation does not list', async () => {
    await renderSite(<SiteFooter />);
    const products = await screen.findByRole('navigation', { name: '核心产品' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['混沌工程平台', '/Product/Chaotic'],
      ['智能感知平台', '/Product/Intelligence'],
      ['回放比对测试平台', '/Product/Inversion'],
      ['仿真交易所', '/Product/Transaction'],
      ['数字免疫解决方案', '/Solution'],
    ]);
  });

  it('links the filing number to the official filing site, in a new window', async () => {
    await renderSite(<SiteFooter />);
    const filing = await screen.findByRole('link', { name: '苏ICP备19052160号-1' });
    expect(filing.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(filing.getAttribute('target')).toBe('_blank');
    expect(filing.getAttribute('rel')).toContain('noopener');
  });
});
