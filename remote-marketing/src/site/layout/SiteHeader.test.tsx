import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage, currentLanguage } from '@dis/shared';
import { renderSite } from '../renderSite.test-utils';
import { SiteHeader } from './SiteHeader';

afterEach(async () => {
  jest.useRealTimers();
  await act(() => changeLanguage('zh-cn'));
});

async function renderHeader(route = '/') {
  await renderSite(<SiteHeader />, route);
  return screen.findByRole('button', { name: '核心产品' });
}

const submenuOpen = () => document.querySelector('.site-nav__products--open') !== null;

describe('SiteHeader', () => {
  it('links the pages and highlights the current one', async () => {
    await renderHeader('/News');
    expect(screen.getByRole('link', { name: '新闻中心' }).className).toContain('active');
    expect(screen.getByRole('link', { name: '首页' }).className).not.toContain('active');
    expect(screen.getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe('/About');
    expect(screen.getByRole('link', { name: '加入我们' }).getAttribute('href')).toBe('/Joinus');
    expect(screen.getByRole('link', { name: '混沌工程平台' }).getAttribute('href')).toBe('/Product/Chaotic');
  });

  it('marks 核心产品 active on a product page; it is a button, not a link', async () => {
    const products = await renderHeader('/Product/Inversion');
    expect(products.tagName).toBe('BUTTON');
    expect(products.className).toContain('active');
  });

  it('closes the product submenu 1 s after the pointer leaves', async () => {
    const products = await renderHeader();
    jest.useFakeTimers();
    const item = products.closest('li')!;
    fireEvent.mouseEnter(item);
    expect(submenuOpen()).toBe(true);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(999));
    expect(submenuOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(submenuOpen()).toBe(false);
  });

  it('stays open when the pointer comes back in time', async () => {
    const products = await renderHeader();
    jest.useFakeTimers();
    const item = products.closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(600));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(2000));
    expect(submenuOpen()).toBe(true);
  });

  it('opens on focus and closes on Escape, giving the focus back', async () => {
    const products = await renderHeader();
    act(() => products.focus());
    expect(submenuOpen()).toBe(true);
    const link = screen.getByRole('link', { name: '仿真交易所' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(submenuOpen()).toBe(false);
    expect(document.activeElement).toBe(products);
  });

  it('opens and closes the phone menu', async () => {
    await renderHeader();
    const burger = screen.getByRole('button', { name: '打开菜单' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: '关闭菜单' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: '新闻中心' }));
    expect(screen.getByRole('button', { name: '打开菜单' })).toBeTruthy();
  });

  it('switches the language both ways', async () => {
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByRole('button', { name: 'Core Products' })).toBeTruthy();
    expect(currentLanguage()).toBe('en');
    expect(screen.getByRole('button', { name: '切换到中文' }).textContent).toBe('中文');
    fireEvent.click(screen.getByRole('button', { name: '切换到中文' }));
    expect(await screen.findByRole('button', { name: '核心产品' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('zh-cn');
  });
});
