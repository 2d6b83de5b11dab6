import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, MemoryRouter, Route, Routes } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { DictDataRow } from '@dis/contract';
import DictDataPage from './DictDataPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
quietMessages();

const STATUS = [
  { dictCode: 6, dictType: 'sys_normal_disable', dictValue: '0', dictLabel: '正常', listClass: 'primary', cssClass: '' },
  { dictCode: 7, dictType: 'sys_normal_disable', dictValue: '1', dictLabel: '停用', listClass: 'danger', cssClass: '' },
];
const TYPES = [
  { dictId: 1, dictName: '用户性别', dictNameEn: 'User gender', dictType: 'sys_user_sex' },
  { dictId: 2, dictName: '菜单状态', dictNameEn: 'Menu visibility', dictType: 'sys_show_hide' },
];
const secret = {
  dictCode: 30,
  dictSort: 4,
  dictLabel: '保密',
  dictLabelEn: 'Undisclosed',
  dictValue: '3',
  dictType: 'sys_user_sex',
  cssClass: '',
  listClass: 'warning',
  isDefault: 'N',
  status: '0',
  default: false,
  remark: null,
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
} satisfies DictDataRow;

beforeEach(() => {
  for (const mock of [get, post]) mock.mockReset();
  clearDictCache();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable') return Promise.resolve({ code: 200, data: STATUS });
    if (url === '/system/dict/type/optionselect') return Promise.resolve({ code: 200, data: TYPES });
    if (url === '/system/dict/data/list') return Promise.resolve({ code: 200, total: 1, rows: [secret] });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const ALL = ['system:dict:list', 'system:dict:query', 'system:dict:add', 'system:dict:edit', 'system:dict:remove'];

const renderPage = () =>
  renderWithUi(
    <MemoryRouter initialEntries={['/system/dict-data/index/1']}>
      <Routes>
        <Route path="/system/dict-data/index/:dictId" element={<DictDataPage />} />
        <Route path="/system/dict" element={<p>types page</p>} />
      </Routes>
    </MemoryRouter>,
    { permissions: ALL },
  );

describe('DictDataPage', () => {
  it('lists the entries of the route type with the label as its styled tag, in both languages', async () => {
    renderPage();
    const tag = (await screen.findByText('保密', {}, { timeout: 20000 })).closest('.ant-tag');
    expect(tag?.className).toMatch(/warning/);
    expect(get).toHaveBeenCalledWith('/system/dict/data/list', expect.objectContaining({ dictType: 'sys_user_sex' }));
    await act(() => changeLanguage('en'));
    try {
      expect(await screen.findByText('Undisclosed')).toBeTruthy();
      expect(screen.getByText('User gender')).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });

  it('adds an entry to the shown type with its English label', async () => {
    post.mockResolvedValue({ code: 200 });
    renderPage();
    await screen.findByText('保密', {}, { timeout: 20000 });
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    expect((dialog.getByLabelText('字典类型') as HTMLInputElement).value).toBe('sys_user_sex');
    fireEvent.change(dialog.getByLabelText('数据标签'), { target: { value: ' 其他 ' } });
    fireEvent.change(dialog.getByLabelText('英文标签'), { target: { value: 'Other' } });
    fireEvent.change(dialog.getByLabelText('数据键值'), { target: { value: '4' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/dict/data', {
        dictType: 'sys_user_sex',
        dictLabel: '其他',
        dictLabelEn: 'Other',
        dictValue: '4',
        cssClass: null,
        dictSort: 0,
        listClass: 'default',
        isDefault: 'N',
        status: '0',
        remark: null,
      }),
    );
  });

  it('关闭 returns to the types', async () => {
    renderPage();
    await screen.findByText('保密', {}, { timeout: 20000 });
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(await screen.findByText('types page')).toBeTruthy();
  });
});
