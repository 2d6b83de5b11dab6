import { act, screen } from '@testing-library/react';
import { changeLanguage, Route, Routes } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import NewsDetailPage from './NewsDetailPage';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, http: { get: jest.fn() } };
});
const get = http.get as jest.Mock;

beforeEach(() => get.mockReset());
afterEach(() => act(() => changeLanguage('zh-cn')));

const renderAt = (path: string) =>
  renderSite(
    <Routes>
      <Route path="/News/:newsId" element={<NewsDetailPage />} />
    </Routes>,
    path,
  );

describe('NewsDetailPage', () => {
  it('shows the article with its category, date, body and the way back to its category', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        newsId: 3,
        title: '仿真交易所 3.0 发布',
        category: '2',
        lang: 'zh-cn',
        summary: '日撮合超 8000 万笔',
        coverUrl: '/profile/upload/2024/06/18/cover.png',
        publishTime: '2024-06-18 14:00:00',
        content: '<h2>主要更新</h2><p>撮合引擎重写</p>',
      },
    });
    await renderAt('/News/3');
    expect(await screen.findByRole('heading', { level: 1, name: '仿真交易所 3.0 发布' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/portal/news/3', undefined, { withToken: false, silent: true });
    expect(screen.getByRole('heading', { level: 2, name: '主要更新' })).toBeTruthy();
    expect(screen.getByText('发布于 2024-06-18')).toBeTruthy();
    expect(document.querySelector('.article__cover')?.getAttribute('src')).toBe(
      '/prod-api/profile/upload/2024/06/18/cover.png',
    );
    expect(screen.getByRole('link', { name: /返回新闻中心/ }).getAttribute('href')).toBe('/News?category=2');
    expect(document.title).toBe('仿真交易所 3.0 发布 · DIS 数字免疫');
  });

  it('says, in the chosen language, that the article is in the other one, with the list in the chosen one', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        newsId: 5,
        title: '从被动救火到主动免疫',
        category: '3',
        lang: 'zh-cn',
        summary: '稳定性建设的新常态',
        coverUrl: null,
        publishTime: '2024-10-15 16:00:00',
        content: '<p>近年来……</p>',
      },
    });
    await renderAt('/News/5');
    expect(await screen.findByRole('heading', { level: 1, name: '从被动救火到主动免疫' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();

    await act(() => changeLanguage('en'));
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('This article is only available in Chinese.');
    expect(notice.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: /See the news in English/ }).getAttribute('href')).toBe('/News');
    // the article keeps its own language for reading aloud; the page around it is in English
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByRole('link', { name: /Back to the news centre/ })).toBeTruthy();

    await act(() => changeLanguage('zh-cn'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says a draft or unknown item is not there, with the way back', async () => {
    get.mockRejectedValue(new RequestError('新闻不存在或已下线', 404, 'business'));
    await renderAt('/News/77');
    expect(await screen.findByRole('heading', { level: 1, name: '新闻不存在或已下线' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回新闻中心' }).getAttribute('href')).toBe('/News');
  });

  it('does not ask the server about an address that is no id', async () => {
    await renderAt('/News/abc');
    expect(await screen.findByRole('heading', { level: 1, name: '新闻不存在或已下线' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
