import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, NORMAL_DISABLE_DICT as STATUS, quietMessages } from '@dis/ui/testing';
import type { DictDataRow, DictTypeRow } from '@dis/contract';
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
    if (url === '/system/dict/data/list') return Promise.resolve({ code: 200, total: 3, rows: ENTRIES });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const entry = (dictCode: number, dictLabel: string, dictValue: string, status: string) =>
  ({
    dictCode,
    dictLabel,
    dictValue,
    status,
    dictType: 'sys_user_sex',
    listClass: 'default',
    cssClass: '',
  }) as DictDataRow;
const ENTRIES = [entry(1, '男', '0', '0'), entry(2, '女', '1', '0'), entry(3, '未知', '2', '1')];

const renderPage = (permissions: string[]) =>
  renderWithUi(
    <MemoryRouter initialEntries={['/system/dict']}>
      <Routes>
        <Route path="/system/dict" element={<DictTypePage />} />
        <Route path="/system/dict-data/index/:dictId" element={<p>entries page</p>} />
      </Routes>
    </MemoryRouter>,
    { permissions },
  );

describe('DictTypePage', () => {
  it('lists the types; 刷新缓存, 修改 and 列表 only with their permissions', async () => {
    renderPage(['system:dict:list']);
    const row = (await screen.findByRole('button', { name: 'sys_user_sex' })).closest('tr')!;
    expect(within(row).getByText('用户性别')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /刷新缓存/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /列\s*表/ })).toBeNull();
  });

  it('列表 opens the entries of the type', async () => {
    renderPage(ALL);
    const row = (await screen.findByRole('button', { name: 'sys_user_sex' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /列\s*表/ }));
    expect(await screen.findByText('entries page')).toBeTruthy();
  });

  it('the type opens its detail: its fields and how many entries it has, 共计 / 正常 / 停用', async () => {
    renderPage(ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'sys_user_sex' }));
    const drawer = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    // titled as RuoYi's: the name, an ideographic space, the type
    expect(drawer.getByText(/^用户性别\u3000sys_user_sex$/, { normalizer: (text) => text })).toBeTruthy();
    expect(drawer.getByText('用户性别列表')).toBeTruthy();
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/system/dict/data/list', {
        dictType: 'sys_user_sex',
        pageNum: 1,
        pageSize: 100,
      }),
    );
    const counts = within(await drawer.findByRole('list', { name: '数据统计' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '共计条目 3',
      '正常 2',
      '停用 1',
    ]);
    expect(drawer.getByText('未知')).toBeTruthy();
    expect(screen.queryByText('entries page')).toBeNull();
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
    await screen.findByRole('button', { name: 'sys_user_sex' });
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
