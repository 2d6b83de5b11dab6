import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { CONSULT_PATH } from '../company';
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
    expect(screen.getByText('手机扫码，打开方案咨询表单')).toBeTruthy();
    expect(screen.getByRole('img', { name: '方案咨询表单的二维码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '在本页打开咨询表单' }).getAttribute('href')).toBe(
      '/Solution#solution-form',
    );
  });

  it('shows a QR code of the consultation form, not the website QR code of the footer', () => {
    const svg = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'assets', name), 'utf8');
    const consult = svg('qr-consult.svg');
    const website = svg('qr-dis-tech.svg');
    // what each encodes is written in its first comment (qrencode output, checked with a reader)
    const encoded = (file: string) => /<!-- QR code of (\S+?),? /.exec(file)?.[1];
    expect(encoded(website)).toBe('https://www.dis-tech.com');
    expect(encoded(consult)).toBe(`https://www.dis-tech.com${CONSULT_PATH}`);
    const modules = (file: string) => /<path [^>]*d="([^"]+)"/.exec(file)?.[1];
    expect(modules(consult)).toBeTruthy();
    expect(modules(consult)).not.toBe(modules(website));
    const source = fs.readFileSync(path.join(__dirname, 'FloatingHelper.tsx'), 'utf8');
    expect(source).toContain("from '../assets/qr-consult.svg'");
    expect(source).not.toContain('qr-dis-tech.svg');
  });

  it('leaves the focus at the top of the page after going back to the top, not on <body>', async () => {
    scrollY = 2000;
    const main = document.createElement('main');
    main.id = 'site-main';
    main.tabIndex = -1;
    document.body.appendChild(main);
    try {
      await renderSite(<FloatingHelper />);
      const top = await screen.findByRole('button', { name: '返回顶部' });
      act(() => top.focus());
      jest.useFakeTimers();
      fireEvent.click(top);
      act(() => jest.advanceTimersByTime(20 * 40));
      expect(scrollY).toBe(0);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
      expect(document.activeElement).toBe(main);
    } finally {
      main.remove();
    }
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
