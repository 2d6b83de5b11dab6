import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { renderSite } from '../renderSite.test-utils';
import ChaoticPage from './ChaoticPage';
import TransactionPage from './TransactionPage';

afterEach(() => act(() => changeLanguage('zh-cn')));

describe('product pages', () => {
  it('present the product with its claims and link the three others', async () => {
    await renderSite(<ChaoticPage />, '/Product/Chaotic');
    expect(screen.getByRole('heading', { level: 1, name: '混沌工程平台' })).toBeTruthy();
    for (const claim of ['8h → 1h', '10+ → 1–2', '−60%+', '400+'])
      expect(screen.getByText(claim)).toBeTruthy();
    const others = screen.getByRole('navigation', { name: '更多核心产品' });
    expect([...others.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/Product/Intelligence',
      '/Product/Inversion',
      '/Product/Transaction',
    ]);
    expect(document.title).toBe('混沌工程平台 · DIS 数字免疫');
  });

  it('speak English when asked', async () => {
    await renderSite(<TransactionPage />, '/Product/Transaction');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Simulated Exchange' })).toBeTruthy();
    expect(screen.getByText('80M+')).toBeTruthy();
    expect(document.title).toBe('Simulated Exchange · DIS Digital Immunity');
  });
});
