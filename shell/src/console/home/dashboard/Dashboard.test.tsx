import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type RouteEntry } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../testing/i18n';
import { buildConsoleRoutes } from '../../routing/consoleRoutes';
import { SIDEBAR_ROUTES } from '../../routing/routeTree.fixture';
import type { DashboardSummary } from './api';
import { Dashboard } from './Dashboard';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn() },
}));
const get = http.get as jest.Mock;

const MARKETING: RouteEntry = {
  path: '/marketing',
  component: 'Layout',
  redirect: 'noRedirect',
  meta: { title: '网站管理' },
  children: [
    { path: 'news', component: 'marketing/news/index', meta: { title: '新闻管理' } },
    { path: 'lead', component: 'marketing/lead/index', meta: { title: '试用申请' } },
  ],
};
const routes = buildConsoleRoutes([...SIDEBAR_ROUTES, MARKETING], []);

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2025-05-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 3 : i === 10 ? 1 : 0,
}));
const FULL: DashboardSummary = {
  newLeadsThisWeek: 3,
  leadsPerDay: days,
  latestLeads: [
    { leadId: 9, name: '赵敏', company: '某期货', createTime: '2025-05-30 10:00:00', status: '0' },
    { leadId: 8, name: '王芳', company: null, createTime: '2025-05-11 09:00:00', status: '1' },
  ],
  publishedNews: 11,
  openJobs: 4,
  onlineUsers: 2,
  failedLoginsToday: 5,
};

function answer(summary: DashboardSummary | Error) {
  get.mockImplementation((url: string) => {
    if (url === '/dashboard/summary')
      return summary instanceof Error
        ? Promise.reject(summary)
        : Promise.resolve({ code: 200, data: summary });
    return Promise.resolve({
      code: 200,
      data: [
        {
          dictCode: 33,
          dictValue: '0',
          dictLabel: '新申请',
          dictType: 'mkt_lead_status',
          listClass: 'primary',
          cssClass: '',
        },
        {
          dictCode: 34,
          dictValue: '1',
          dictLabel: '已联系',
          dictType: 'mkt_lead_status',
          listClass: 'success',
          cssClass: '',
        },
      ],
    });
  });
}

const renderDashboard = () =>
  renderWithUi(
    <MemoryRouter>
      <Dashboard routes={routes} />
    </MemoryRouter>,
  );

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('.dashboard-figure') as HTMLElement;

beforeAll(() => initTestI18n());
beforeEach(() => get.mockReset());

describe('the console home dashboard', () => {
  it('shows every figure the server gave, the 30-day chart and the latest requests with the way to follow them up', async () => {
    answer(FULL);
    renderDashboard();
    await screen.findByText('本周新增试用申请');
    expect(within(figure('本周新增试用申请')).getByText('3', { selector: 'dd' })).toBeTruthy();
    expect(within(figure('已发布新闻')).getByText('11')).toBeTruthy();
    expect(within(figure('招聘中职位')).getByText('4')).toBeTruthy();
    expect(within(figure('在线用户')).getByText('2')).toBeTruthy();
    expect(within(figure('今日登录失败')).getByText('5')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/dashboard/summary', undefined, { silent: true });

    // a figure links to its page only when the user has that page
    expect(
      within(figure('本周新增试用申请'))
        .getByRole('link', { name: '查看本周新增试用申请' })
        .getAttribute('href'),
    ).toBe('/marketing/lead');
    expect(within(figure('已发布新闻')).getByRole('link').getAttribute('href')).toBe('/marketing/news');
    expect(within(figure('招聘中职位')).queryByRole('link')).toBeNull();
    expect(within(figure('今日登录失败')).getByRole('link').getAttribute('href')).toBe(
      '/system/log/logininfor',
    );

    expect(await screen.findByRole('img', { name: '近 30 天共 4 条试用申请，单日最多 3 条' })).toBeTruthy();
    const chartData = screen.getByRole('table', { name: '近 30 天试用申请' });
    expect(within(chartData).getAllByRole('row')).toHaveLength(31);
    expect(within(chartData).getByRole('row', { name: '2025-05-30 3' })).toBeTruthy();

    expect((await screen.findByRole('link', { name: '赵敏' })).getAttribute('href')).toBe(
      '/marketing/lead?leadId=9',
    );
    expect(screen.getByText('某期货')).toBeTruthy();
    expect(screen.getByText('2025-05-30 10:00:00')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('新申请')).toBeTruthy());
    expect(screen.getByText('已联系')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去跟进' }).getAttribute('href')).toBe('/marketing/lead');
  });

  it('shows only what the permissions allow', async () => {
    answer({ publishedNews: 11 });
    renderDashboard();
    expect(await screen.findByText('已发布新闻')).toBeTruthy();
    expect(screen.queryByText('本周新增试用申请')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('最新试用申请')).toBeNull();
  });

  it('says when the figures cannot be had, and tries again on request', async () => {
    answer(new Error('后端接口连接异常'));
    renderDashboard();
    expect(await screen.findByText('概览数据加载失败')).toBeTruthy();
    expect(screen.getByText('后端接口连接异常')).toBeTruthy();
    answer({ openJobs: 4 });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('招聘中职位')).toBeTruthy();
    expect(screen.queryByText('概览数据加载失败')).toBeNull();
  });
});
