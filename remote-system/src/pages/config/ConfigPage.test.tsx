import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { ConfigRow } from '@dis/contract';
import ConfigPage from './ConfigPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const post = http.post as jest.Mock;
const remove = http.delete as jest.Mock;
quietMessages();

const YES_NO = [
  {
    dictCode: 1,
    dictType: 'sys_yes_no',
    dictValue: 'Y',
    dictLabel: '是',
    listClass: 'primary',
    cssClass: '',
  },
  { dictCode: 2, dictType: 'sys_yes_no', dictValue: 'N', dictLabel: '否', listClass: 'danger', cssClass: '' },
];

const captcha: ConfigRow = {
  configId: 4,
  configName: '账号自助-验证码开关',
  configNameEn: 'Self-service: captcha switch',
  configKey: 'sys.account.captchaEnabled',
  configValue: 'true',
  configType: 'Y',
  remark: '是否开启验证码功能',
  createBy: 'admin',
  createTime: '2024-01-05 10:00:00',
  updateBy: null,
  updateTime: null,
};

const ALL = [
  'system:config:list',
  'system:config:query',
  'system:config:add',
  'system:config:edit',
  'system:config:remove',
  'system:config:export',
];

beforeEach(() => {
  for (const mock of [get, put, remove]) mock.mockReset();
  clearDictCache();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_yes_no') return Promise.resolve({ code: 200, data: YES_NO });
    if (url === '/system/config/list') return Promise.resolve({ code: 200, total: 1, rows: [captcha] });
    if (url === '/system/config/4') return Promise.resolve({ code: 200, data: captcha });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('ConfigPage', () => {
  it('lists the settings with 系统内置 as a tag and searches by key from page 1', async () => {
    renderWithUi(<ConfigPage />, { permissions: ['system:config:list'] });
    const row = (await screen.findByText('sys.account.captchaEnabled')).closest('tr')!;
    expect(within(row).getByText('账号自助-验证码开关')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('是').closest('.ant-tag')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /刷新缓存|新\s*增/ })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入参数键名'), { target: { value: ' captcha ' } });
    fireEvent.click(screen.getByRole('button', { name: /^search 搜\s*索$/ }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/system/config/list',
        expect.objectContaining({ configKey: 'captcha', pageNum: 1 }),
      ),
    );
  });

  it('a new setting is not built in unless 是 is chosen', async () => {
    post.mockReset().mockResolvedValue({ code: 200 });
    renderWithUi(<ConfigPage />, { permissions: ALL });
    await screen.findByText('sys.account.captchaEnabled');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    expect(((await dialog.findByRole('radio', { name: '否' })) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('radio', { name: '是' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(dialog.getByLabelText('参数名称'), { target: { value: '主框架页-默认皮肤' } });
    fireEvent.change(dialog.getByLabelText('参数键名'), { target: { value: 'sys.index.skinName' } });
    fireEvent.change(dialog.getByLabelText('参数键值'), { target: { value: 'skin-blue' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/config',
        expect.objectContaining({ configKey: 'sys.index.skinName', configType: 'N' }),
      ),
    );
  });

  it('edits a value through the dialog and 刷新缓存 reloads the server cache', async () => {
    put.mockResolvedValue({ code: 200 });
    remove.mockResolvedValue({ code: 200 });
    renderWithUi(<ConfigPage />, { permissions: ALL });
    const row = (await screen.findByText('sys.account.captchaEnabled')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    await waitFor(() =>
      expect((dialog.getByLabelText('参数键值') as HTMLTextAreaElement).value).toBe('true'),
    );
    fireEvent.change(dialog.getByLabelText('参数键值'), { target: { value: 'false' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/config', {
        configId: 4,
        configName: '账号自助-验证码开关',
        configNameEn: 'Self-service: captcha switch',
        configKey: 'sys.account.captchaEnabled',
        configValue: 'false',
        configType: 'Y',
        remark: '是否开启验证码功能',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/system/config/refreshCache'));
  });

  it('speaks English, names included', async () => {
    await changeLanguage('en');
    try {
      renderWithUi(<ConfigPage />, { permissions: ALL });
      expect(await screen.findByText('Self-service: captcha switch')).toBeTruthy();
      expect(screen.getByPlaceholderText('Enter the setting key')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Refresh cache/ })).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
