import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
import type { DictOption } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import NoticeDialog from './NoticeDialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));
// Quill does not run under jsdom: a plain text area holds the HTML in its place
jest.mock('@dis/ui', () => ({
  ...jest.requireActual('@dis/ui'),
  RichTextEditor: ({ value, onChange }: { value?: string; onChange?: (html: string) => void }) => (
    <textarea aria-label="内容" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));
const get = jest.mocked(http.get);
const post = jest.mocked(http.post);
const put = jest.mocked(http.put);

const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const types = [option('1', '通知'), option('2', '公告')];
const statuses = [option('0', '正常'), option('1', '关闭')];
const LAZY = { timeout: 15000 };

beforeEach(() => {
  for (const mock of [get, post, put]) mock.mockReset();
});

describe('NoticeDialog', () => {
  it('refuses a blank title and no type with RuoYi words, and saves nothing', async () => {
    const onClose = jest.fn();
    renderWithUi(<NoticeDialog types={types} statuses={statuses} onClose={onClose} />);
    expect(await screen.findByText('添加公告', {}, LAZY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('公告标题'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('公告标题不能为空')).toBeTruthy();
    expect(await screen.findByText('公告类型不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a loaded notice with PUT, its id and its body', async () => {
    get.mockResolvedValue({
      code: 200,
      data: {
        noticeId: 3,
        noticeTitle: '维护通知',
        noticeType: '1',
        noticeContent: '<p>维护内容</p>',
        status: '0',
      },
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<NoticeDialog noticeId={3} types={types} statuses={statuses} onClose={onClose} />);
    expect(await screen.findByText('修改公告', {}, LAZY)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('公告标题') as HTMLInputElement).value).toBe('维护通知'),
    );
    expect(get).toHaveBeenCalledWith('/system/notice/3');
    fireEvent.change(screen.getByLabelText('公告标题'), { target: { value: ' 维护通知（延期） ' } });
    fireEvent.click(screen.getByRole('radio', { name: '关闭' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith('/system/notice', {
      noticeId: 3,
      noticeTitle: '维护通知（延期）',
      noticeType: '1',
      status: '1',
      noticeContent: '<p>维护内容</p>',
    });
  });
});
