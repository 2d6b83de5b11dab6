import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { AuthUserRow } from '@dis/contract';
import SelectUsersDialog from './SelectUsersDialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
quietMessages();

const user = (userId: number, userName: string) =>
  ({ userId, userName, nickName: userName, phonenumber: '', email: '', status: '0' }) as AuthUserRow;

const COLUMNS = [{ key: 'userName', title: '用户名称', dataIndex: 'userName' }];

beforeEach(() => {
  get.mockReset().mockResolvedValue({ code: 200, total: 2, rows: [user(3, 'ry'), user(4, 'li')] });
  put.mockReset().mockResolvedValue({ code: 200, msg: '操作成功' });
});

const renderDialog = () => {
  const onClose = jest.fn();
  renderWithUi(<SelectUsersDialog roleId={2} columns={COLUMNS} onClose={onClose} />);
  return onClose;
};

describe('SelectUsersDialog (选择用户)', () => {
  it('a click on a row ticks that user, and 确定 gives the role to them', async () => {
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    fireEvent.click(await dialog.findByText('li'));
    expect(
      (within(dialog.getByText('li').closest('tr')!).getByRole('checkbox') as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/role/authUser/selectAll?roleId=2&userIds=4'),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('a second click on the row unticks it; the check box ticks once, not twice', async () => {
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    fireEvent.click(await dialog.findByText('li'));
    fireEvent.click(dialog.getByText('li'));
    fireEvent.click(within(dialog.getByText('ry').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/role/authUser/selectAll?roleId=2&userIds=3'),
    );
  });

  it('确定 with nobody ticked says so and sends nothing', async () => {
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    await dialog.findByText('li');
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('请选择要分配的用户'));
    expect(feedback.message.error).not.toHaveBeenCalledWith('保存失败，请重试');
    expect(put).not.toHaveBeenCalled();
  });
});
