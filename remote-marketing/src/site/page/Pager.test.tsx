import { screen, within } from '@testing-library/react';
import { renderSite } from '../renderSite.test-utils';
import { Pager, pageWindow } from './Pager';

const words = { previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` };

describe('pageWindow', () => {
  it('shows up to seven numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  it('links the pages, marks the current one and has no previous on the first', async () => {
    await renderSite(
      <Pager label="新闻分页" page={1} pages={3} hrefOf={(n) => `/News?page=${n}`} words={words} />,
    );
    const current = screen.getByRole('link', { name: '第 1 页' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe('/News?page=3');
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/News?page=2');
    expect(screen.queryByRole('link', { name: '上一页' })).toBeNull();
  });

  it('is not there for a single page', async () => {
    const two = await renderSite(
      <Pager label="新闻分页" page={1} pages={2} hrefOf={(n) => `/News?page=${n}`} words={words} />,
    );
    expect(within(two.container).getByRole('navigation', { name: '新闻分页' })).toBeTruthy();
    const one = await renderSite(
      <Pager label="新闻分页" page={1} pages={1} hrefOf={() => '/News'} words={words} />,
    );
    expect(one.container.querySelector('nav')).toBeNull();
    expect(one.container.textContent).toBe('');
  });
});
