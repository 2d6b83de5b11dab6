import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '../dict/dictCache';
import { feedback } from '../feedback/feedback';
import { renderWithUi } from '../testing/renderWithUi';
import { CrudView } from './CrudView';
import type { FieldSpec } from './fields';
import { resourceApi } from './resourceApi';
import { useCrudPage } from './useCrudPage';
import { quietMessages } from '../testing/renderWithUi';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

interface Role {
  roleId: number;
  roleName: string;
  status: '0' | '1';
}

const WORDS: Record<string, string> = {
  'role.roleName': '角色名称',
  'role.status': '状态',
  'role.confirmStatus': '确认要"{{action}}""{{name}}"角色吗？',
};
const t: TFunction = (key, options) =>
  (WORDS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));

const FIELDS: readonly FieldSpec<Role>[] = [
  { name: 'roleName', label: 'role.roleName', column: true },
  {
    name: 'status',
    label: 'role.status',
    dict: 'sys_normal_disable',
    column: { kind: 'switch', rowLabel: 'roleName' },
  },
];
const roles = resourceApi<Role>('system/role');

function RolePage() {
  const page = useCrudPage<Role>({
    api: roles,
    fields: FIELDS,
    t,
    editor: true,
    statusSwitch: { name: 'roleName' },
  });
  return <CrudView {...page.view()} />;
}

beforeEach(() => {
  for (const mock of [get, put, confirm]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_normal_disable')
      return Promise.resolve({
        code: 200,
        data: [
          { dictValue: '0', dictLabel: '正常', listClass: 'primary', cssClass: '' },
          { dictValue: '1', dictLabel: '停用', listClass: 'danger', cssClass: '' },
        ],
      });
    if (url === '/system/role/list')
      return Promise.resolve({
        code: 200,
        total: 1,
        rows: [{ roleId: 2, roleName: '普通角色', status: '0' }],
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('useCrudPage', () => {
  it('gates the toolbar and row actions by the resource’s own permission prefix', async () => {
    renderWithUi(<RolePage />, { permissions: ['system:role:list', 'system:role:export'] });
    const row = within((await screen.findByText('普通角色')).closest('tr')!);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增|删\s*除/ })).toBeNull();
    expect(row.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(row.queryByRole('switch')).toBeNull();
    await waitFor(() => expect(row.getByText('正常')).toBeTruthy());
  });

  it('switches a status the RuoYi way: confirm, PUT changeStatus, 停用成功, reload', async () => {
    confirm.mockResolvedValue(true);
    put.mockResolvedValue({ code: 200 });
    renderWithUi(<RolePage />, { permissions: ['system:role:edit'] });
    // the switch loads lazily: the first one may take a while on a busy machine
    const toggle = await screen.findByRole('switch', { name: '状态: 普通角色' }, { timeout: 15000 });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/system/role/changeStatus', { roleId: 2, status: '1' }),
    );
    expect(confirm.mock.calls[0][0].content).toBe('确认要"停用""普通角色"角色吗？');
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('停用成功'));
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/system/role/list')).toHaveLength(2),
    );
  });
});
