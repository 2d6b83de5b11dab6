import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { LogCheck } from './LogCheck';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn() },
}));
const get = http.get as jest.Mock;

beforeEach(() => get.mockReset());

const renderCheck = (permissions: string[]) =>
  renderWithUi(<LogCheck path="/monitor/operlog" permission="monitor:operlog:verify" />, { permissions });

describe('LogCheck (完整性校验)', () => {
  it('is offered only to holders of the check’s permission', () => {
    renderCheck(['monitor:operlog:list']);
    expect(screen.queryByRole('button', { name: /完整性校验/ })).toBeNull();
  });

  it('shows a whole log with the server’s words', async () => {
    get.mockResolvedValue({
      code: 200,
      msg: '操作日志完整：已校验42条记录',
      data: { intact: true, checked: 42 },
    });
    renderCheck(['monitor:operlog:verify']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /完整性校验/ }));
    });
    expect(get).toHaveBeenCalledWith('/monitor/operlog/verify');
    const dialog = await screen.findByRole('dialog', { name: '日志完整性校验' });
    expect(dialog.textContent).toContain('操作日志完整：已校验42条记录');
    expect(dialog.textContent).toContain('每条记录都与写入时一致，也没有记录被删除。');
    expect(dialog.querySelector('.ant-alert-success')).not.toBeNull();
  });

  it('names the first row altered, as an error with what to do', async () => {
    get.mockResolvedValue({
      code: 200,
      msg: '操作日志第108条记录被篡改',
      data: { intact: false, checked: 7, problem: 'altered', rowId: 108 },
    });
    renderCheck(['monitor:operlog:verify']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /完整性校验/ }));
    });
    const dialog = await screen.findByRole('dialog', { name: '日志完整性校验' });
    expect(dialog.textContent).toContain('操作日志第108条记录被篡改');
    expect(dialog.textContent).toContain('请保全数据库及其备份');
    expect(dialog.querySelector('.ant-alert-error')).not.toBeNull();
    // the footer's 关闭 (the corner's × is named 关闭 too)
    fireEvent.click(screen.getByText('关 闭').closest('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
