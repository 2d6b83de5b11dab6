import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesLead } from '@dis/contract';
import { changeLanguage, MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import LeadPage from './LeadPage';

jest.setTimeout(60_000);
jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
quietMessages();

const dict = (type: string, rows: Array<[string, string, string]>) =>
  rows.map(([value, zh, en], at) => ({
    dictCode: at + 1,
    dictSort: at + 1,
    dictLabel: zh,
    dictLabelEn: en,
    dictValue: value,
    dictType: type,
    listClass: '',
    cssClass: '',
    isDefault: 'N',
    status: '0',
  }));
const STAGES = dict('sales_lead_stage', [
  ['0', '新线索', 'New'],
  ['1', '已联系', 'Contacted'],
]);
const KINDS = dict('sales_follow_kind', [
  ['call', '电话', 'Call'],
  ['meeting', '会面', 'Meeting'],
  ['email', '邮件', 'E-mail'],
  ['note', '备注', 'Note'],
  ['assign', '分配', 'Assigned'],
]);

const lead = (over: Partial<SalesLead>): SalesLead => ({
  leadId: 7,
  name: '张三',
  phone: '13900000001',
  company: '华泰证券',
  email: null,
  position: null,
  remark: '想试用混沌工程',
  source: 'trial',
  product: null,
  stage: '0',
  ownerId: 101,
  ownerName: '销售一',
  deptName: '销售部 Sales',
  nextStepDate: null,
  contactDue: '2026-12-08 09:00:00',
  firstContactTime: null,
  overdue: true,
  requestCount: 1,
  lastRequestTime: '2026-12-07 09:00:00',
  createTime: '2026-12-07 09:00:00',
  updateBy: null,
  updateTime: null,
  ...over,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  clearDictCache();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sales_lead_stage')
      return Promise.resolve({ code: 200, data: STAGES });
    if (url === '/system/dict/data/type/sales_follow_kind')
      return Promise.resolve({ code: 200, data: KINDS });
    if (url.startsWith('/system/dict/data/type/')) return Promise.resolve({ code: 200, data: [] });
    if (url === '/sales/lead/list')
      return Promise.resolve({
        code: 200,
        total: 2,
        rows: [lead({}), lead({ leadId: 8, name: '李四', overdue: false, stage: '1' })],
      });
    if (url === '/sales/lead/owners') return Promise.resolve({ code: 200, data: [] });
    if (url === '/sales/lead/7/followUps')
      return Promise.resolve({
        code: 200,
        data: [
          {
            followUpId: 1,
            leadId: 7,
            kind: 'assign',
            content: '销售一',
            userName: null,
            createTime: '2026-12-07 09:00:00',
          },
        ],
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  post.mockResolvedValue({ code: 200, msg: '操作成功' });
});
afterEach(() => act(() => changeLanguage('zh-cn')));

const render = (permissions: string[]) =>
  renderWithUi(
    <MemoryRouter>
      <LeadPage />
    </MemoryRouter>,
    { permissions },
  );

describe('线索 (LeadPage)', () => {
  it('highlights an overdue lead and offers 跟进 only to those who may log one', async () => {
    render(['sales:lead:list']);
    const row = (await screen.findByText('张三')).closest('tr')!;
    expect(row.className).toContain('sales-lead--overdue');
    expect(within(row).getByText('超时')).toBeTruthy();
    expect(screen.getByText('李四').closest('tr')!.className).not.toContain('sales-lead--overdue');
    expect(screen.queryByRole('button', { name: /跟\s*进/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /分\s*配/ })).toBeNull();
  });

  it('logs a call from the follow-up dialog, with the history shown, in English too', async () => {
    render(['sales:lead:list', 'sales:lead:follow', 'sales:lead:assign']);
    const row = (await screen.findByText('张三')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /跟\s*进/ }));
    expect(await screen.findByText('2026-12-07 09:00:00 · 分配 · 系统')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('说了什么、约了什么'), { target: { value: '已电话沟通' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/sales/lead/followUp', {
        leadId: 7,
        kind: 'call',
        content: '已电话沟通',
        stage: '0',
        nextStepDate: null,
      }),
    );
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('Overdue only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeTruthy();
  });
});
