import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
import type { DictOption } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import FollowUpDialog from './FollowUpDialog';
import type { Lead } from '@dis/contract';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { put: jest.fn() },
}));
const put = http.put as jest.Mock;

const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const statuses = [option('0', '新申请'), option('1', '已联系'), option('2', '已关闭')];
const sources = [option('trial', '免费试用'), option('solution', '方案咨询')];

const lead: Lead = {
  leadId: 8,
  name: '陈静',
  phone: '13912345678',
  company: '东方证券',
  email: null,
  position: '测试经理',
  subscribe: true,
  remark: '核心交易演练',
  source: 'trial',
  status: '1',
  followUp: '已电话沟通',
  ip: '203.0.113.1',
  createTime: '2024-11-02 10:00:00',
  updateBy: 'admin',
  updateTime: null,
};

beforeEach(() => put.mockReset());

describe('FollowUpDialog', () => {
  it('shows the request, keeps 新申请 out of reach once contacted, and saves status and note', async () => {
    put.mockResolvedValue({ code: 200 });
    const onClose = jest.fn();
    renderWithUi(<FollowUpDialog lead={lead} statuses={statuses} sources={sources} onClose={onClose} />);
    expect(await screen.findByText('核心交易演练')).toBeTruthy();
    expect(screen.getByText('东方证券')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '新申请' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '已关闭' }));
    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: ' 已签约试用 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith('/marketing/lead', { leadId: 8, status: '2', followUp: '已签约试用' });
  });

  it('refuses a note longer than 1000 characters', async () => {
    const onClose = jest.fn();
    renderWithUi(<FollowUpDialog lead={lead} statuses={statuses} sources={sources} onClose={onClose} />);
    const note = await screen.findByLabelText('跟进记录');
    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('跟进记录不能超过 1000 个字')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
