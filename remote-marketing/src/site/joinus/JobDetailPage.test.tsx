import { act, screen, within } from '@testing-library/react';
import { changeLanguage, Route, Routes } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import JobDetailPage from './JobDetailPage';

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
      <Route path="/Joinus/:jobId" element={<JobDetailPage />} />
    </Routes>,
    path,
  );

describe('JobDetailPage', () => {
  it('shows the job, its duties and requirements as lists, and links back to the job list', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        jobId: 4,
        title: '性能测试工程师',
        city: '深圳',
        department: '交付中心',
        headcount: 2,
        description: '设计压测方案\n分析系统瓶颈',
        requirements: '两年以上经验',
        lang: 'zh-cn',
        publishTime: '2024-09-15 09:00:00',
      },
    });
    await renderAt('/Joinus/4');
    expect(await screen.findByRole('heading', { level: 1, name: '性能测试工程师' })).toBeTruthy();
    const duties = screen.getByRole('region', { name: '岗位职责' });
    expect(
      within(duties)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['设计压测方案', '分析系统瓶颈']);
    const back = screen.getAllByRole('link', { name: /返回职位列表/ });
    expect(back.length).toBe(2);
    expect(back.every((link) => link.getAttribute('href') === '/Joinus')).toBe(true);
    expect(screen.getByRole('link', { name: '投递简历' }).getAttribute('href')).toBe(
      `mailto:hr@dis-tech.com?subject=${encodeURIComponent('应聘：性能测试工程师')}`,
    );
    expect(document.title).toBe('性能测试工程师 · 加入我们 · DIS 数字免疫');
  });

  it('says, in the chosen language, that the job is posted in the other one, with the list in the chosen one', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        jobId: 8,
        title: 'Performance Test Engineer',
        city: 'Shenzhen',
        department: 'Delivery Center',
        headcount: 2,
        description: 'Design and run full-link load tests',
        requirements: '2+ years of performance testing',
        lang: 'en',
        publishTime: '2024-09-15 09:00:00',
      },
    });
    await renderAt('/Joinus/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Test Engineer' })).toBeTruthy();
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('这个职位只以英文发布。');
    expect(screen.getByRole('link', { name: /查看中文职位列表/ }).getAttribute('href')).toBe('/Joinus');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');

    await act(() => changeLanguage('en'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says a closed or unknown job is not there, with the way back to the list', async () => {
    get.mockRejectedValue(new RequestError('职位不存在或已停止招聘', 404, 'business'));
    await renderAt('/Joinus/99');
    expect(await screen.findByRole('heading', { level: 1, name: '职位不存在或已停止招聘' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回职位列表' }).getAttribute('href')).toBe('/Joinus');
  });
});
