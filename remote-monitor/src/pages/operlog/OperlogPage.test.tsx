import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import type { SysOperLog } from '@dis/contract';
import OperlogPage from './OperlogPage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const remove = http.delete as jest.Mock;

const edit: SysOperLog = {
  operId: 3,
  title: '岗位管理',
  businessType: 2,
  method: 'editPostHandler()',
  requestMethod: 'PUT',
  operatorType: 1,
  operName: 'admin',
  deptName: '研发部门',
  operUrl: '/prod-api/system/post',
  operIp: '127.0.0.1',
  operLocation: '内网IP',
  operParam: '{"postId":1,"remark":"x"}',
  jsonResult: '{"code":200,"msg":"操作成功"}',
  status: 0,
  errorMsg: '',
  operTime: '2026-01-05 10:00:00',
  costTime: 12,
};
const DICTS: Record<string, unknown[]> = {
  sys_oper_type: [{ dictValue: '2', dictLabel: '修改', listClass: 'info', cssClass: '' }],
  sys_common_status: [{ dictValue: '0', dictLabel: '成功', listClass: 'primary', cssClass: '' }],
};

beforeEach(() => {
  get.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    const dict = /type\/(\w+)$/.exec(url)?.[1];
    if (dict) return Promise.resolve({ code: 200, data: DICTS[dict] ?? [] });
    return Promise.resolve({ code: 200, total: 1, rows: [edit] });
  });
});

describe('OperlogPage', () => {
  it('lists an operation with its type tag and cost, and shows its details', async () => {
    renderWithUi(<OperlogPage />, { permissions: ['monitor:operlog:list', 'monitor:operlog:query'] });
    const row = (await screen.findByText('12毫秒')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('修改').closest('.ant-tag')).not.toBeNull());
    expect(get).toHaveBeenCalledWith(
      '/monitor/operlog/list',
      expect.objectContaining({ orderByColumn: 'operTime' }),
    );
    fireEvent.click(within(row).getByRole('button', { name: /详\s*细/ }));
    expect(await screen.findByText('操作日志详细', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('PUT /prod-api/system/post')).toBeTruthy();
    expect(screen.getByText('127.0.0.1 / 内网IP')).toBeTruthy();
    expect(screen.getByText(/"remark": "x"/)).toBeTruthy();
  });

  it('offers no 详细 without monitor:operlog:query', async () => {
    renderWithUi(<OperlogPage />, { permissions: ['monitor:operlog:list'] });
    await screen.findByText('12毫秒');
    expect(screen.queryByRole('button', { name: /详\s*细/ })).toBeNull();
  });

  it('empties what the retention period lets go and shows the server’s account of it', async () => {
    jest.spyOn(feedback, 'confirm').mockResolvedValue(true);
    const success = jest.spyOn(feedback.message, 'success').mockImplementation(() => undefined);
    remove.mockResolvedValue({
      code: 200,
      msg: '已删除3条超过180天的日志，保留42条：操作日志和登录日志须保留180天',
    });
    renderWithUi(<OperlogPage />, {
      permissions: ['monitor:operlog:list', 'monitor:operlog:remove', 'monitor:operlog:verify'],
    });
    await screen.findByText('12毫秒');
    expect(screen.getByRole('button', { name: /完整性校验/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/monitor/operlog/clean'));
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: '是否确认清空保留期以外的操作日志？保留期内的日志不会被删除。' }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        '已删除3条超过180天的日志，保留42条：操作日志和登录日志须保留180天',
      ),
    );
  });
});
