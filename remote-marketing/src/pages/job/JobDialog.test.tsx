import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
import type { DictOption } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import JobDialog from './JobDialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
const get = http.get as jest.Mock;

const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const languages = [option('zh-cn', '中文'), option('en', 'English')];
const statuses = [option('0', '招聘中'), option('1', '已关闭')];

beforeEach(() => {
  post.mockReset();
  put.mockReset();
  get.mockReset();
});

describe('JobDialog', () => {
  it('refuses a blank title next to the field, and saves nothing', async () => {
    const onClose = jest.fn();
    renderWithUi(<JobDialog languages={languages} statuses={statuses} onClose={onClose} />);
    const title = await screen.findByLabelText('职位名称');
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('职位名称不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds an open Chinese posting with the typed values', async () => {
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<JobDialog languages={languages} statuses={statuses} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('职位名称'), { target: { value: ' SRE 工程师 ' } });
    fireEvent.change(screen.getByLabelText('工作城市'), { target: { value: '上海' } });
    fireEvent.change(screen.getByLabelText('岗位职责'), { target: { value: '保障稳定\n参与演练' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(post).toHaveBeenCalledWith('/marketing/job', {
      title: 'SRE 工程师',
      city: '上海',
      department: null,
      headcount: 1,
      description: '保障稳定\n参与演练',
      requirements: null,
      lang: 'zh-cn',
      status: '0',
    });
  });

  it('edits a stored posting: loads it first, then PUTs it with its id', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        jobId: 5,
        title: '顾问',
        city: '北京',
        department: null,
        headcount: 2,
        description: null,
        requirements: null,
        lang: 'en',
        status: '1',
      },
    });
    put.mockResolvedValue({ code: 200 });
    const onClose = jest.fn();
    renderWithUi(<JobDialog jobId={5} languages={languages} statuses={statuses} onClose={onClose} />);
    await waitFor(() => expect((screen.getByLabelText('职位名称') as HTMLInputElement).value).toBe('顾问'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith(
      '/marketing/job',
      expect.objectContaining({
        jobId: 5,
        title: '顾问',
        city: '北京',
        lang: 'en',
        status: '1',
        headcount: 2,
      }),
    );
  });
});
