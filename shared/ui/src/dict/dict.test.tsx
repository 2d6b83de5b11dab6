import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { changeLanguage, type SysDictData } from '@dis/shared';
import { resetQueryClient } from '@dis/shared/query';
import { http } from '@dis/shared/request';
import { carryInDocument, renderWithUi } from '../testing/renderWithUi';
import { clearDictCache, toDictOptions } from './dictCache';
import { DictTag } from './DictTag';
import { useDicts } from './useDicts';

jest.mock('@dis/shared/request', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

const entry = (
  dictValue: string,
  dictLabel: string,
  listClass: SysDictData['listClass'],
  cssClass = '',
): SysDictData =>
  ({
    dictCode: Number(dictValue) + 1,
    dictValue,
    dictLabel,
    dictType: 'sys_normal_disable',
    listClass,
    cssClass,
  }) as SysDictData;

beforeEach(() => {
  clearDictCache();
  get.mockReset();
});

describe('useDicts', () => {
  it('loads each type once and shares it', async () => {
    get.mockImplementation((url: string) =>
      Promise.resolve({
        code: 200,
        data: url.endsWith('sys_normal_disable') ? [entry('0', '正常', 'primary')] : [],
      }),
    );
    const first = renderHook(() => useDicts('sys_normal_disable', 'sys_user_sex'));
    expect(first.result.current.sys_normal_disable).toEqual([]);
    await waitFor(() => expect(first.result.current.sys_normal_disable).toHaveLength(1));
    expect(first.result.current.sys_normal_disable[0]).toMatchObject({ label: '正常', value: '0' });
    expect(first.result.current.sys_user_sex).toEqual([]);
    expect(get).toHaveBeenCalledWith('/system/dict/data/type/sys_normal_disable');
    expect(get).toHaveBeenCalledTimes(2);
    const second = renderHook(() => useDicts('sys_normal_disable'));
    expect(second.result.current.sys_normal_disable).toHaveLength(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads again in another language', async () => {
    get.mockResolvedValue({ code: 200, data: [entry('0', 'Normal', 'primary')] });
    const first = renderHook(() => useDicts('sys_normal_disable'));
    await waitFor(() => expect(first.result.current.sys_normal_disable).toHaveLength(1));
    await act(() => changeLanguage('en'));
    const { result } = renderHook(() => useDicts('sys_normal_disable'));
    await waitFor(() => expect(result.current.sys_normal_disable[0]?.label).toBe('Normal'));
    expect(get).toHaveBeenCalledTimes(2);
    await act(() => changeLanguage('zh-cn'));
  });

  it('gives an empty list when a type fails to load, and tries again later', async () => {
    get
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ code: 200, data: [entry('1', '停用', 'danger')] });
    const first = renderHook(() => useDicts('sys_normal_disable'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(first.result.current.sys_normal_disable).toEqual([]);
    const second = renderHook(() => useDicts('sys_normal_disable'));
    await waitFor(() => expect(second.result.current.sys_normal_disable).toHaveLength(1));
  });

  it('asks once for a type two components read in one render', async () => {
    get.mockResolvedValue({ code: 200, data: [entry('0', '正常', 'primary')] });
    const { result } = renderHook(() => [useDicts('sys_normal_disable'), useDicts('sys_normal_disable')]);
    await waitFor(() => expect(result.current[1]!.sys_normal_disable).toHaveLength(1));
    expect(result.current[0]!.sys_normal_disable).toEqual(result.current[1]!.sys_normal_disable);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('takes the types the console document carries in its first render; an edit forgets them', async () => {
    // a fresh page whose document carried the dictionary
    carryInDocument({
      '/system/dict/data/type/sys_normal_disable': { code: 200, data: [entry('0', '正常', 'primary')] },
    });
    resetQueryClient();
    const { result } = renderHook(() => useDicts('sys_normal_disable'));
    expect(result.current.sys_normal_disable[0]).toMatchObject({ label: '正常', value: '0' });
    await act(async () => undefined);
    expect(get).not.toHaveBeenCalled();
    // the dictionary was edited: what shows it asks again at once
    get.mockResolvedValue({ code: 200, data: [entry('0', '启用', 'primary')] });
    act(() => clearDictCache('sys_normal_disable'));
    await waitFor(() => expect(result.current.sys_normal_disable[0]?.label).toBe('启用'));
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('DictTag', () => {
  const options = toDictOptions([
    entry('0', '正常', 'primary'),
    entry('1', '停用', 'danger'),
    entry('2', '默认', 'default'),
    entry('3', '自定', '', 'my-class'),
  ]);

  it('shows a coloured tag for a list class', () => {
    renderWithUi(<DictTag options={options} value="1" />);
    const tag = screen.getByText('停用').closest('.ant-tag')!;
    expect(tag.className).toContain('ant-tag-error');
    renderWithUi(<DictTag options={options} value="0" />);
    expect(screen.getByText('正常').closest('.ant-tag')!.className).toContain('ant-tag-processing');
  });

  it('shows plain text for default / empty list class without css class', () => {
    renderWithUi(<DictTag options={options} value="2" />);
    expect(screen.getByText('默认').closest('.ant-tag')).toBeNull();
  });

  it('uses the css class as a tag class', () => {
    renderWithUi(<DictTag options={options} value="3" />);
    expect(screen.getByText('自定').closest('.ant-tag')!.className).toContain('my-class');
  });

  it('shows several values and unmatched ones as text', () => {
    const { container } = renderWithUi(<DictTag options={options} value="0,9" />);
    expect(screen.getByText('正常')).toBeTruthy();
    expect(container.textContent).toContain('9');
    const hidden = renderWithUi(<DictTag options={options} value={['9']} showValue={false} />);
    expect(hidden.container.textContent).toBe('');
  });
});
