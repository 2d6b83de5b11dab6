import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import LeadPage from './LeadPage';
import type { Lead } from '@dis/contract';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;

const dict = (type: string, entries: Array<[string, string]>) =>
  entries.map(([value, label], index) => ({
    dictCode: index,
    dictType: type,
    dictValue: value,
    dictLabel: label,
    listClass: 'default',
    cssClass: '',
  }));
const DICTS: Record<string, unknown> = {
  mkt_lead_status: dict('mkt_lead_status', [
    ['0', '新申请'],
    ['1', '已联系'],
    ['2', '已关闭'],
  ]),
  mkt_lead_source: dict('mkt_lead_source', [
    ['trial', '免费试用'],
    ['solution', '方案咨询'],
  ]),
};

const lead: Lead = {
  leadId: 8,
  name: '陈静',
  phone: '13912345678',
  company: '东方证券',
  email: 'chen@example.com',
  position: '测试经理',
  subscribe: true,
  remark: '核心交易演练',
  source: 'solution',
  status: '1',
  followUp: '已电话沟通',
  ip: '203.0.113.1',
  createTime: '2024-11-02 10:00:00',
  updateBy: 'sales01',
  updateTime: '2024-11-03 09:30:00',
};

beforeEach(() => {
  get.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    const type = url.match(/^\/system\/dict\/data\/type\/(.+)$/)?.[1];
    if (type) return Promise.resolve({ code: 200, data: DICTS[type] ?? [] });
    if (url === '/marketing/lead/list') return Promise.resolve({ code: 200, total: 1, rows: [lead] });
    if (url === '/marketing/lead/8') return Promise.resolve({ code: 200, data: lead });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderDesk(permissions: string[], entry = '/marketing/lead') {
  return renderWithUi(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/marketing/lead" element={<LeadPage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
    { permissions },
  );
}

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

describe('LeadPage (console)', () => {
  it('offers 详情 with marketing:lead:query only, and shows every field of the request', async () => {
    renderDesk(['marketing:lead:list', 'marketing:lead:query']);
    const row = await rowOf('陈静');
    expect(row.queryByRole('button', { name: /跟进/ })).toBeNull();
    expect(row.queryByRole('button', { name: /删除/ })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: /详情/ }));

    const details = await screen.findByRole('region', { name: '试用申请详情' });
    expect(get).toHaveBeenCalledWith('/marketing/lead/8');
    const facts = within(details);
    for (const [term, value] of [
      ['申请编号', '8'],
      ['姓名', '陈静'],
      ['手机号', '13912345678'],
      ['公司名称', '东方证券'],
      ['邮箱', 'chen@example.com'],
      ['职位', '测试经理'],
      ['订阅资讯', '是'],
      ['申请时间', '2024-11-02 10:00:00'],
      ['来源IP', '203.0.113.1'],
      ['跟进人', 'sales01'],
      ['跟进时间', '2024-11-03 09:30:00'],
      ['需求与痛点', '核心交易演练'],
      ['跟进记录', '已电话沟通'],
    ]) {
      expect(facts.getByText(term).nextElementSibling?.textContent).toBe(value);
    }
    await waitFor(() => expect(facts.getByText('跟进状态').nextElementSibling?.textContent).toBe('已联系'));
    expect(facts.getByText('申请来源').nextElementSibling?.textContent).toBe('方案咨询');

    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-modal-footer')!).getByRole('button', {
        name: /关\s*闭/,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: '试用申请详情' })).toBeNull());
  });

  it('shows no actions column to those who may only list', async () => {
    renderDesk(['marketing:lead:list']);
    await screen.findByText('陈静');
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('opens the follow-up of ?leadId=N for those who may edit, and takes the parameter out', async () => {
    renderDesk(
      ['marketing:lead:list', 'marketing:lead:query', 'marketing:lead:edit'],
      '/marketing/lead?leadId=8',
    );
    const request = await screen.findByRole('region', { name: '申请内容' }, { timeout: 5000 });
    expect(within(request).getByText('核心交易演练')).toBeTruthy();
    expect(within(request.closest<HTMLElement>('[role=dialog]')!).getByText('跟进试用申请')).toBeTruthy();
    expect(screen.getByLabelText('跟进记录')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/marketing/lead/8');
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/marketing/lead'));
  });

  it('opens the details of ?leadId=N for those who may only look', async () => {
    renderDesk(['marketing:lead:list', 'marketing:lead:query'], '/marketing/lead?leadId=8');
    expect(await screen.findByRole('region', { name: '试用申请详情' })).toBeTruthy();
    expect(screen.queryByText('跟进试用申请')).toBeNull();
  });

  it('ignores a leadId that is not a request number', async () => {
    renderDesk(
      ['marketing:lead:list', 'marketing:lead:query', 'marketing:lead:edit'],
      '/marketing/lead?leadId=abc',
    );
    await screen.findByText('陈静');
    expect(get).not.toHaveBeenCalledWith('/marketing/lead/abc');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
