import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesLead } from '@dis/contract';
import { changeLanguage, MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
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
const PRODUCTS = dict('sales_product', [
  ['chaos', '混沌工程', 'Chaos engineering'],
  ['load', '压力测试', 'Load testing'],
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
    if (url === '/system/dict/data/type/sales_product') return Promise.resolve({ code: 200, data: PRODUCTS });
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

  describe('新增: a lead entered by hand', () => {
    const listCalls = () => get.mock.calls.filter(([url]) => url === '/sales/lead/list').length;

    it('is offered only to those with sales:lead:add', async () => {
      render(['sales:lead:list']);
      await screen.findByText('张三');
      expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    });

    it('checks the name and phone before sending, sends what was typed, and says the lead was added', async () => {
      post.mockResolvedValue({
        code: 200,
        msg: '新增成功：线索 9，负责人 销售一',
        data: { leadId: 9, joined: false },
      });
      render(['sales:lead:list', 'sales:lead:add']);
      await screen.findByText('张三');
      fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
      expect(within(dialog).getByText('新增线索')).toBeTruthy();
      expect(within(dialog).getByText(/不会新建线索/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
      expect(within(dialog).getByText('请输入手机号')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '郑十' } });
      fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '1234' } });
      fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: 'zheng@' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await within(dialog).findByText('请输入正确的手机号码')).toBeTruthy();
      expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();
      fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13900000070' } });
      fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: 'zheng@fund.cn' } });
      fireEvent.change(within(dialog).getByLabelText('公司'), { target: { value: '某基金' } });
      fireEvent.change(within(dialog).getByLabelText('需求'), { target: { value: '展会上认识' } });
      const before = listCalls();
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(
          '/sales/lead',
          expect.objectContaining({
            name: '郑十',
            phone: '13900000070',
            email: 'zheng@fund.cn',
            company: '某基金',
            remark: '展会上认识',
          }),
        ),
      );
      await waitFor(() =>
        expect(feedback.message.success).toHaveBeenCalledWith('新增成功：线索 9，负责人 销售一'),
      );
      await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    });

    it('says, in English, when the buyer already had a lead and the entry joined it', async () => {
      await act(() => changeLanguage('en'));
      const joined =
        'This buyer already has lead 7 from the last 30 days (owner: 销售一): what you entered joined it as a new request; no lead was added';
      post.mockResolvedValue({ code: 200, msg: joined, data: { leadId: 7, joined: true } });
      render(['sales:lead:list', 'sales:lead:add']);
      await screen.findByText('张三');
      fireEvent.click(screen.getByRole('button', { name: /A\s*d\s*d/ }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
      expect(within(dialog).getByText('Add a lead')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zheng' } });
      fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '13900000001' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
      await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith(joined));
      expect(feedback.message.success).not.toHaveBeenCalledWith(joined);
    });
  });
});
