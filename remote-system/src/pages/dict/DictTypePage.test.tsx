import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, NORMAL_DISABLE_DICT as STATUS, quietMessages } from '@dis/ui/testing';
import type { DictTypeRow } from '@dis/contract';
import DictTypePage from './DictTypePage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const remove = http.delete as jest.Mock;
quietMessages();

const sex: DictTypeRow = {
  dictId: 1,
  dictName: '用户性别',
  dictNameEn: 'User gender',
  dictType: 'sys_user_sex',
  status: '0',
  remark: '用户性别列表',
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
};

const ALL = [
  'system:dict:list',
  'system:dict:query',
  'system:dict:add',
  'system:dict:edit',
  'system:dict:remove',
  'system:dict:export',
];

beforeEach(() => {
  for (const mock of [get, post, remove]) mock.mockReset();
  clearDictCache();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({ code: 200, data: STATUS });
    if (url === '/system/dict/type/list') return Promise.resolve({ code: 200, total: 1, rows: [sex] });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const renderPage = (permissions: string[]) =>
  renderWithUi(
    <MemoryRouter>
      <DictTypePage />
    </MemoryRouter>,
    { permissions },
  );

describe('DictTypePage', () => {
  it('lists the types with the type as a link to its entries; 刷新缓存 only with the remove permission', async () => {
    renderPage(['system:dict:list']);
    const link = await screen.findByRole('link', { name: 'sys_user_sex' });
    expect(link.getAttribute('href')).toBe('/system/dict-data/index/1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('用户性别')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /刷新缓存/ })).toBeNull();
  });

  it('刷新缓存 asks the server to reload and says so', async () => {
    remove.mockResolvedValue({ code: 200 });
    renderPage(ALL);
    fireEvent.click(await screen.findByRole('button', { name: /刷新缓存/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/system/dict/type/refreshCache'));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('刷新成功'));
  });

  it('the add dialog refuses a type that breaks the rule, then saves a good one with its English name', async () => {
    post.mockResolvedValue({ code: 200 });
    renderPage(ALL);
    await screen.findByRole('link', { name: 'sys_user_sex' });
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    fireEvent.change(dialog.getByLabelText('字典名称'), { target: { value: '客户等级' } });
    fireEvent.change(dialog.getByLabelText('英文名称'), { target: { value: 'Customer level' } });
    fireEvent.change(dialog.getByLabelText('字典类型'), { target: { value: 'Crm-Level' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(
      await dialog.findByText('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('字典类型'), { target: { value: 'crm_level' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/dict/type', {
        dictName: '客户等级',
        dictNameEn: 'Customer level',
        dictType: 'crm_level',
        status: '0',
        remark: null,
      }),
    );
  });
});
