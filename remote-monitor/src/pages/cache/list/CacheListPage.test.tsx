import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// antd tables and the confirmation are slow on a busy machine
jest.setTimeout(90_000);
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import CacheListPage from './CacheListPage';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const del = http.delete as jest.Mock;

let keys: string[];

beforeEach(() => {
  get.mockReset();
  del.mockReset();
  keys = ['sys_dict:sys_user_sex', 'sys_dict:sys_yes_no'];
  get.mockImplementation((url: string) => {
    if (url === '/monitor/cache/getNames')
      return Promise.resolve({
        code: 200,
        data: [
          { cacheName: 'login_tokens:', cacheKey: '', cacheValue: '', remark: '用户信息' },
          { cacheName: 'sys_dict:', cacheKey: '', cacheValue: '', remark: '数据字典' },
        ],
      });
    if (url === '/monitor/cache/getKeys/sys_dict%3A') return Promise.resolve({ code: 200, data: keys });
    if (url === '/monitor/cache/getValue/sys_dict%3A/sys_dict%3Asys_yes_no')
      return Promise.resolve({
        code: 200,
        data: {
          cacheName: 'sys_dict',
          cacheKey: 'sys_yes_no',
          cacheValue: '[{"dictValue":"Y"}]',
          remark: '',
        },
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('CacheListPage', () => {
  it('shows the names, the keys of a chosen name and the value of a chosen key', async () => {
    renderWithUi(<CacheListPage />);
    fireEvent.click(await screen.findByText('数据字典'));
    fireEvent.click(await screen.findByText('sys_yes_no'));
    await waitFor(() =>
      expect((screen.getByLabelText('缓存内容') as HTMLTextAreaElement).value).toBe('[{"dictValue":"Y"}]'),
    );
    expect((screen.getByLabelText('缓存名称') as HTMLInputElement).value).toBe('sys_dict');
    expect(screen.getByText('sys_user_sex')).toBeTruthy();
  });

  it('clears one key after confirmation and reloads the keys', async () => {
    del.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderWithUi(<CacheListPage />);
    fireEvent.click(await screen.findByText('数据字典'));
    const row = (await screen.findByText('sys_user_sex')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button'));
    const question = await screen.findByText('确认清理缓存键名"sys_dict:sys_user_sex"吗？');
    keys = ['sys_dict:sys_yes_no'];
    fireEvent.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', {
        name: /确\s*定/,
      }),
    );
    await waitFor(() =>
      expect(del).toHaveBeenCalledWith('/monitor/cache/clearCacheKey/sys_dict%3Asys_user_sex'),
    );
    await waitFor(() => expect(screen.queryByText('sys_user_sex')).toBeNull());
  });

  it('clears nothing when the confirmation is cancelled', async () => {
    renderWithUi(<CacheListPage />);
    const row = (await screen.findByText('用户信息')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button'));
    const question = await screen.findByText('确认清理缓存名称"login_tokens:"的全部键吗？');
    fireEvent.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', {
        name: /取\s*消/,
      }),
    );
    await waitFor(() => expect(screen.queryByText('确认清理缓存名称"login_tokens:"的全部键吗？')).toBeNull());
    expect(del).not.toHaveBeenCalled();
  });
});
