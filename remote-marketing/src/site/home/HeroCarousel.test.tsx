import { act, fireEvent, screen } from '@testing-library/react';
import { renderSite } from '../renderSite.test-utils';
import { HeroCarousel, SLIDE_INTERVAL_MS } from './HeroCarousel';

const activeLabel = () => document.querySelector('.hero__slide--active')?.getAttribute('aria-label');

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});
const originalMatchMedia = window.matchMedia;

describe('HeroCarousel', () => {
  it('advances by itself and pauses while hovered or focused', async () => {
    jest.useFakeTimers();
    await renderSite(<HeroCarousel />);
    expect(activeLabel()).toBe('第 1 张，共 4 张');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(activeLabel()).toBe('第 2 张，共 4 张');
    const carousel = screen.getByRole('region', { name: '产品亮点' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(activeLabel()).toBe('第 2 张，共 4 张');
    fireEvent.mouseLeave(carousel);
    act(() => screen.getByRole('button', { name: /显示第 1 张/ }).focus());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(activeLabel()).toBe('第 2 张，共 4 张');
  });

  it('goes to a slide from its dot and hides the others from assistive technology', async () => {
    await renderSite(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: '显示第 3 张：日撮合超 8000 万笔的仿真环境' }));
    expect(activeLabel()).toBe('第 3 张，共 4 张');
    expect(screen.getByRole('button', { name: /显示第 3 张/ }).getAttribute('aria-current')).toBe('true');
    const hidden = document.querySelectorAll('.hero__slide[aria-hidden="true"]');
    expect(hidden).toHaveLength(3);
    expect(screen.getByRole('link', { name: '了解仿真交易所' }).getAttribute('href')).toBe(
      '/Product/Transaction',
    );
  });

  it('stops with the pause button', async () => {
    jest.useFakeTimers();
    await renderSite(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '继续轮播' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(activeLabel()).toBe('第 1 张，共 4 张');
  });

  it('does not move for visitors who prefer reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    jest.useFakeTimers();
    await renderSite(<HeroCarousel />);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(activeLabel()).toBe('第 1 张，共 4 张');
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeTruthy();
  });
});
