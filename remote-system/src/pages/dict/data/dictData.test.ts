import type { DictDataRow, DictTypeRow } from '@dis/contract';
import { clearDictCache, loadDict } from '@dis/ui';
import { http } from '@dis/shared/request';
import { entriesOf } from './api';
import { dictTypeOptions, entryOption, initialDictType } from './dictData';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;

const type = (dictId: number, dictType: string, dictName: string, dictNameEn = ''): DictTypeRow => ({
  dictId,
  dictType,
  dictName,
  dictNameEn,
  status: '0',
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  remark: null,
});

const TYPES = [type(1, 'sys_user_sex', '用户性别', 'User gender'), type(2, 'sys_show_hide', '菜单状态')];

describe('the entries page helpers', () => {
  it('opens the type of the route id, else the first', () => {
    expect(initialDictType(TYPES, '2')).toBe('sys_show_hide');
    expect(initialDictType(TYPES, '99')).toBe('sys_user_sex');
    expect(initialDictType([], '1')).toBeUndefined();
  });

  it('names the types in the shown language, the Chinese name when no English one was given', () => {
    expect(dictTypeOptions(TYPES, 'en')).toEqual([
      { label: 'User gender', value: 'sys_user_sex' },
      { label: '菜单状态', value: 'sys_show_hide' },
    ]);
    expect(dictTypeOptions(TYPES, 'zh-cn')[0].label).toBe('用户性别');
  });

  it('shows an entry with its label in the shown language and keeps its styles', () => {
    const row = { dictLabel: '保密', dictLabelEn: 'Undisclosed', dictValue: '3', listClass: 'warning' } as DictDataRow;
    expect(entryOption(row, 'en')).toMatchObject({ label: 'Undisclosed', value: '3', raw: { listClass: 'warning' } });
    expect(entryOption({ ...row, dictLabelEn: '' }, 'en').label).toBe('保密');
  });

  it('lists and exports one type only, and a change makes the browser forget that dictionary', async () => {
    get.mockResolvedValue({ code: 200, rows: [], total: 0, data: [] });
    const api = entriesOf('sys_user_sex');
    await api.list({ pageNum: 1, pageSize: 10 });
    expect(get).toHaveBeenLastCalledWith('/system/dict/data/list', {
      pageNum: 1,
      pageSize: 10,
      dictType: 'sys_user_sex',
    });
    clearDictCache();
    await loadDict('sys_user_sex');
    await loadDict('sys_user_sex');
    expect(get.mock.calls.filter(([url]) => url === '/system/dict/data/type/sys_user_sex')).toHaveLength(1);
    (http.post as jest.Mock).mockResolvedValue({ code: 200 });
    await api.save({ dictType: 'sys_user_sex', dictLabel: '保密', dictValue: '3' });
    expect(http.post).toHaveBeenCalledWith('/system/dict/data', {
      dictType: 'sys_user_sex',
      dictLabel: '保密',
      dictValue: '3',
    });
    await loadDict('sys_user_sex');
    expect(get.mock.calls.filter(([url]) => url === '/system/dict/data/type/sys_user_sex')).toHaveLength(2);
  });
});
