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

  it('draw the product’s own diagram, named and labelled in the page’s language, and an icon per capability', async () => {
    await renderSite(<ChaoticPage />, '/Product/Chaotic');
    // drawn wide and tall (CSS shows one): both named by their title, described by their desc
    const drawings = screen.getAllByRole('img', { name: '混沌工程：向交易链路受控注入故障' });
    expect(drawings).toHaveLength(2);
    for (const svg of drawings) {
      const desc = document.getElementById(svg.getAttribute('aria-describedby')!);
      expect(desc?.textContent).toMatch(/^委托从报单入口/);
      expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toContain('撮合引擎');
    }
    const icons = [...document.querySelectorAll('.page-card__icon svg')].map((svg) =>
      svg.getAttribute('data-icon'),
    );
    expect(icons).toEqual(['bug', 'aim', 'schedule', 'line-chart', 'file-done', 'safety-certificate']);

    await act(() => changeLanguage('en'));
    const english = screen.getAllByRole('img', {
      name: 'Chaos engineering: faults injected into a trading chain, under control',
    });
    expect([...english[0]!.querySelectorAll('text')].map((text) => text.textContent)).toContain('Matching');
  });

  it('speak English when asked', async () => {
    await renderSite(<TransactionPage />, '/Product/Transaction');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Simulated Exchange' })).toBeTruthy();
    expect(screen.getByText('80M+')).toBeTruthy();
    expect(document.title).toBe('Simulated Exchange · DIS Digital Immunity');
  });
});
