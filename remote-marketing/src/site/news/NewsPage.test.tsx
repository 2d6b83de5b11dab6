import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import NewsPage from './NewsPage';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, http: { get: jest.fn() } };
});
const get = http.get as jest.Mock;

const item = (newsId: number, category: '1' | '2' | '3', title: string) => ({
  newsId,
  title,
  category,
  lang: 'zh-cn',
  summary: `${title}的摘要`,
  coverUrl: null,
  status: '0',
  publishTime: '2024-06-18 14:00:00',
});

beforeEach(() => get.mockReset());
afterEach(() => act(() => changeLanguage('zh-cn')));

const lastQuery = () => get.mock.calls.at(-1)?.[1];

describe('NewsPage (site)', () => {
  it('lists the first page of all news in the visitor’s language, without a token', async () => {
    get.mockResolvedValue({ code: 200, total: 8, rows: [item(1, '1', '喜报一'), item(2, '3', '观察二')] });
    await renderSite(<NewsPage />, '/News');
    expect(await screen.findByRole('link', { name: '喜报一' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/portal/news',
      { pageSize: 6, lang: 'zh-cn', category: undefined, pageNum: 1 },
      {
        withToken: false,
        silent: true,
      },
    );
    expect(screen.getByRole('link', { name: '喜报一' }).getAttribute('href')).toBe('/News/1');
    const card = screen.getByRole('link', { name: '喜报一' }).closest('article')!;
    expect(card.querySelector('.news-card__category')?.textContent).toBe('公司喜报');
    expect(screen.getByText('第 1 / 2 页，共 8 条')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/News?page=2');
    expect(document.title).toBe('新闻中心 · DIS 数字免疫');
  });

  it('switches category from the first page, and pages within the category', async () => {
    get.mockResolvedValue({ code: 200, total: 7, rows: [item(5, '2', '动态五')] });
    await renderSite(<NewsPage />, '/News?page=2');
    await screen.findByRole('link', { name: '动态五' });
    expect(lastQuery()).toMatchObject({ pageNum: 2, category: undefined });
    const dynamics = screen.getByRole('link', { name: '公司动态' });
    expect(dynamics.getAttribute('href')).toBe('/News?category=2');
    fireEvent.click(dynamics);
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNum: 1, category: '2' }));
    expect(screen.getByRole('link', { name: '公司动态' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe(
      '/News?category=2&page=2',
    );
  });

  it('asks again in English when the language changes', async () => {
    get.mockResolvedValue({ code: 200, total: 0, rows: [] });
    await renderSite(<NewsPage />, '/News?category=3');
    expect(await screen.findByText('该分类下暂无新闻')).toBeTruthy();
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ lang: 'en', category: '3' }));
    expect(await screen.findByText('No news in this category yet')).toBeTruthy();
    expect(document.title).toBe('News · DIS Digital Immunity');
  });

  it('says when the news cannot be loaded and tries again', async () => {
    get.mockRejectedValueOnce(new RequestError('网络异常', 0, 'network'));
    get.mockResolvedValueOnce({ code: 200, total: 1, rows: [item(9, '1', '重试成功')] });
    await renderSite(<NewsPage />, '/News');
    expect((await screen.findByRole('alert')).textContent).toContain('内容加载失败：网络异常');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '重试成功' })).toBeTruthy();
  });
});
