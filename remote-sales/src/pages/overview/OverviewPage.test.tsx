import { act, screen } from '@testing-library/react';
import { changeLanguage, MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import OverviewPage from './OverviewPage';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

afterEach(() => act(() => changeLanguage('zh-cn')));

describe("the sales section's first page", () => {
  it('lists the pages the server answers, in the shown language', async () => {
    get.mockResolvedValue({ code: 200, data: [{ title: '示例页', path: '/sales/sample', icon: 'list' }] });
    renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /示例页/ });
    expect(link.getAttribute('href')).toBe('/sales/sample');
    expect(get).toHaveBeenCalledWith('/sales/overview');
    expect(screen.getByText('销售管理的页面，按您的权限列出。')).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('The pages of Sales you may open.')).toBeTruthy();
  });

  it('says when there is nothing to open, and offers a retry when the list fails', async () => {
    get.mockResolvedValueOnce({ code: 200, data: [] });
    const view = renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('您在本分区还没有可打开的页面，请联系管理员分配。')).toBeTruthy();
    view.unmount();
    get.mockRejectedValueOnce(new Error('后端接口连接异常'));
    get.mockResolvedValueOnce({ code: 200, data: [] });
    renderWithUi(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();
    act(() => screen.getByRole('button', { name: /重\s*试/ }).click());
    expect(await screen.findByText('您在本分区还没有可打开的页面，请联系管理员分配。')).toBeTruthy();
  });
});
