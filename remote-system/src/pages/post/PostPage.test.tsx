import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { download, http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, NORMAL_DISABLE_DICT as STATUS, quietMessages } from '@dis/ui/testing';
import type { SysPost } from '@dis/contract';
import PostPage from './PostPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const remove = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const ceo: SysPost = {
  postId: 1,
  postCode: 'ceo',
  postName: '董事长',
  postSort: 1,
  status: '0',
  remark: '',
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
};

beforeEach(() => {
  for (const mock of [get, remove, confirm, download as jest.Mock]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({ code: 200, data: STATUS });
    if (url === '/system/post/list') return Promise.resolve({ code: 200, total: 1, rows: [ceo] });
    if (url === '/system/post/1') return Promise.resolve({ code: 200, data: ceo });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const ALL = [
  'system:post:list',
  'system:post:query',
  'system:post:add',
  'system:post:edit',
  'system:post:remove',
  'system:post:export',
];

describe('PostPage', () => {
  it('lists the posts with their columns and the status tag; the buttons follow the permissions', async () => {
    renderWithUi(<PostPage />, { permissions: ['system:post:list'] });
    const row = (await screen.findByText('董事长')).closest('tr')!;
    expect(get).toHaveBeenCalledWith('/system/post/list', { pageNum: 1, pageSize: 20 });
    for (const title of ['岗位编号', '岗位编码', '岗位名称', '岗位排序', '状态', '创建时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(within(row).getByText('2024-01-05 10:00:00')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('正常').closest('.ant-tag')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /新\s*增|修\s*改|删\s*除|导\s*出/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('searches by code, name and status from page 1 (trimmed)', async () => {
    renderWithUi(<PostPage />, { permissions: ALL });
    await screen.findByText('董事长');
    fireEvent.change(screen.getByPlaceholderText('请输入岗位编码'), { target: { value: ' ceo ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入岗位名称'), { target: { value: '   ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('停用'));
    fireEvent.click(screen.getByRole('button', { name: /^search 搜\s*索$/ }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/system/post/list', {
        postCode: 'ceo',
        postName: undefined,
        status: '1',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('deletes a row after 是否确认删除岗位编号为"1"的数据项？ and exports post_<time>.xlsx', async () => {
    confirm.mockResolvedValue(true);
    remove.mockResolvedValue({ code: 200 });
    renderWithUi(<PostPage />, { permissions: ALL });
    const row = (await screen.findByText('董事长')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/system/post/1'));
    expect(confirm.mock.calls[0][0].content).toBe('是否确认删除岗位编号为"1"的数据项？');
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('删除成功'));
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/system/post/list')).toHaveLength(2),
    );

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(download).toHaveBeenCalledWith(
      '/system/post/export',
      {},
      expect.stringMatching(/^post_\d+\.xlsx$/),
    );
  });

  it('does nothing when the delete is cancelled', async () => {
    confirm.mockResolvedValue(false);
    renderWithUi(<PostPage />, { permissions: ALL });
    const row = (await screen.findByText('董事长')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(remove).not.toHaveBeenCalled();
  });

  it('opens the edit dialog on a row with the loaded post', async () => {
    renderWithUi(<PostPage />, { permissions: ALL });
    const row = (await screen.findByText('董事长')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    expect(dialog.getByText('修改岗位')).toBeTruthy();
    await waitFor(() => expect((dialog.getByLabelText('岗位编码') as HTMLInputElement).value).toBe('ceo'));
    expect(get).toHaveBeenCalledWith('/system/post/1');
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      renderWithUi(<PostPage />, { permissions: ALL });
      expect(await screen.findByPlaceholderText('Enter a post code')).toBeTruthy();
      expect(screen.getAllByText('Post name').length).toBeGreaterThan(0);
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
