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

  it('does not open when the focus merely passes; Enter, Space and ArrowDown open it; Escape closes it', async () => {
    const products = await renderHeader();
    act(() => products.focus());
    expect(submenuOpen()).toBe(false);
    expect(products.getAttribute('aria-expanded')).toBe('false');
    // Enter and Space reach a button as a click without a pointer (detail 0): they toggle
    fireEvent.click(products, { detail: 0 });
    expect(submenuOpen()).toBe(true);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(products, { detail: 0 });
    expect(submenuOpen()).toBe(false);
    // a pointer click opens it (a touch has no hover) and does not close what hovering opened
    fireEvent.mouseEnter(products.closest('li')!);
    fireEvent.click(products, { detail: 1 });
    expect(submenuOpen()).toBe(true);
    fireEvent.keyDown(products, { key: 'Escape' });
    expect(submenuOpen()).toBe(false);

    fireEvent.keyDown(products, { key: 'ArrowDown' });
    expect(submenuOpen()).toBe(true);
    const first = screen.getByRole('link', { name: '混沌工程平台' });
    expect(document.activeElement).toBe(first);
    const link = screen.getByRole('link', { name: '仿真交易所' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(submenuOpen()).toBe(false);
    expect(document.activeElement).toBe(products);
  });

  it('says 核心产品 is expanded in the phone layout, where its links always show', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 991px)',
    })) as typeof window.matchMedia;
    try {
      const products = await renderHeader();
      expect(products.getAttribute('aria-expanded')).toBe('true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('closes the phone menu on Escape and gives the focus back to its button', async () => {
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const close = screen.getByRole('button', { name: '关闭菜单' });
    act(() => screen.getByRole('link', { name: '关于我们' }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(close.getAttribute('aria-expanded')).toBe('false');
    expect(close.getAttribute('aria-label')).toBe('打开菜单');
    expect(document.activeElement).toBe(close);
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
    fireEvent.click(screen.getByRole('button', { name: 'EN · Switch to English' }));
    expect(await screen.findByRole('button', { name: 'Core Products' })).toBeTruthy();
    expect(currentLanguage()).toBe('en');
    expect(screen.getByRole('button', { name: '中文 · 切换到中文' }).textContent).toBe('中文');
    fireEvent.click(screen.getByRole('button', { name: '中文 · 切换到中文' }));
    expect(await screen.findByRole('button', { name: '核心产品' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('zh-cn');
  });
});
