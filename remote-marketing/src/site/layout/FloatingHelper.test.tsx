import { act, fireEvent, screen } from '@testing-library/react';
import { renderSite } from '../renderSite.test-utils';
import { scrollToTop } from '../scrolling';
import { FloatingHelper } from './FloatingHelper';

let scrollY = 0;

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((_x: number | ScrollToOptions, y?: number) => {
    scrollY = y ?? 0;
  }) as unknown as typeof window.scrollTo;
});

afterEach(() => jest.useRealTimers());

function scrollWindowTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('FloatingHelper', () => {
  it('appears past 1000 px of scrolling, not before', async () => {
    await renderSite(<FloatingHelper />);
    scrollWindowTo(999);
    expect(screen.queryByRole('complementary')).toBeNull();
    scrollWindowTo(1001);
    expect(screen.getByRole('complementary', { name: '咨询与快捷操作' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '电话咨询' }).getAttribute('href')).toBe('tel:400-828-5160');
    expect(screen.getByText('欢迎致电 400-828-5160，工作日 9:00–18:00')).toBeTruthy();
    scrollWindowTo(1000);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the consultation QR code on request', async () => {
    scrollY = 1500;
    await renderSite(<FloatingHelper />);
    const chat = await screen.findByRole('button', { name: '在线咨询' });
    expect(chat.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(chat);
    expect(chat.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('扫码添加顾问，在线咨询')).toBeTruthy();
  });

  it('goes back to the top a fifth of the way every 20 ms', async () => {
    scrollY = 2000;
    await renderSite(<FloatingHelper />);
    const top = await screen.findByRole('button', { name: '返回顶部' });
    jest.useFakeTimers();
    fireEvent.click(top);
    act(() => jest.advanceTimersByTime(19));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1600);
    act(() => jest.advanceTimersByTime(20));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1280);
    act(() => jest.advanceTimersByTime(20));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1024);
  });
});

describe('scrollToTop', () => {
  it('ends at 0 and stops', () => {
    jest.useFakeTimers();
    scrollY = 300;
    scrollToTop();
    jest.advanceTimersByTime(20 * 40);
    expect(scrollY).toBe(0);
    const calls = (window.scrollTo as jest.Mock).mock.calls.length;
    jest.advanceTimersByTime(200);
    expect((window.scrollTo as jest.Mock).mock.calls.length).toBe(calls);
  });

  it('can be stopped', () => {
    jest.useFakeTimers();
    scrollY = 1000;
    const stop = scrollToTop();
    jest.advanceTimersByTime(20);
    stop();
    jest.advanceTimersByTime(200);
    expect(scrollY).toBe(800);
  });
});
