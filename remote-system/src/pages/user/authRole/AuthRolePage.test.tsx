import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { SysRole } from '@dis/contract';
import AuthRolePage from '.';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
quietMessages();

const role = (roleId: number, roleName: string, status: '0' | '1', flag: boolean) =>
  ({ roleId, roleName, roleKey: `r${roleId}`, status, flag, createTime: '2024-01-05 10:00:00' }) as SysRole;

beforeEach(() => {
  get.mockReset().mockResolvedValue({
    code: 200,
    user: { userId: 3, userName: 'ry', nickName: '若依' },
    roles: [role(2, '普通角色', '0', true), role(5, '销售', '0', false), role(6, '旧角色', '1', false)],
  });
  put.mockReset().mockResolvedValue({ code: 200, msg: '操作成功' });
});

const renderPage = () =>
  renderWithUi(
    <MemoryRouter initialEntries={['/system/user-auth/role/3']}>
      <Routes>
        <Route path="/system/user-auth/role/:userId" element={<AuthRolePage />} />
        <Route path="/system/user" element={<p>users page</p>} />
      </Routes>
    </MemoryRouter>,
  );

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('AuthRolePage (分配角色)', () => {
  it('a click on a row ticks or unticks that role; 提交 sends the ticked roles', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('销售'));
    fireEvent.click(screen.getByText('普通角色'));
    expect((within(rowOf('销售')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(rowOf('普通角色')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/authRole?userId=3&roleIds=5'));
    expect(await screen.findByText('users page')).toBeTruthy();
  });

  it('the check box ticks once, and a disabled role cannot be ticked', async () => {
    renderPage();
    fireEvent.click(
      within(await screen.findByText('销售').then((cell) => cell.closest('tr')!)).getByRole('checkbox'),
    );
    fireEvent.click(screen.getByText('旧角色'));
    expect((within(rowOf('旧角色')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/system/user/authRole?userId=3&roleIds=2,5'));
  });
});
