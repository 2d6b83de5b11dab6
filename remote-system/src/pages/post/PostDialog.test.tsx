import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
import type { DictOption } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import PostDialog from './PostDialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;

const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const statuses = [option('0', '正常'), option('1', '停用')];
// the dialog's Modal loads lazily: the first one may take a while on a busy machine
const LAZY = { timeout: 15000 };

beforeEach(() => {
  for (const mock of [get, post, put]) mock.mockReset();
});

describe('PostDialog', () => {
  it('refuses blank name, code and order with RuoYi words, and saves nothing', async () => {
    const onClose = jest.fn();
    renderWithUi(<PostDialog statuses={statuses} onClose={onClose} />);
    expect(await screen.findByText('添加岗位', {}, LAZY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('岗位名称'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('岗位顺序'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('岗位名称不能为空')).toBeTruthy();
    expect(await screen.findByText('岗位编码不能为空')).toBeTruthy();
    expect(await screen.findByText('岗位顺序不能为空')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a post, normal and ordered 0 unless changed, with trimmed values', async () => {
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<PostDialog statuses={statuses} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('岗位名称', {}, LAZY), {
      target: { value: ' 运维工程师 ' },
    });
    fireEvent.change(screen.getByLabelText('岗位编码'), { target: { value: ' ops ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(post).toHaveBeenCalledWith('/system/post', {
      postName: '运维工程师',
      postCode: 'ops',
      postSort: 0,
      status: '0',
      remark: null,
    });
  });

  it('edits a loaded post with PUT and its id', async () => {
    get.mockResolvedValue({
      code: 200,
      data: { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, status: '0', remark: null },
    });
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<PostDialog postId={2} statuses={statuses} onClose={onClose} />);
    expect(await screen.findByText('修改岗位', {}, LAZY)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('岗位名称') as HTMLInputElement).value).toBe('项目经理'),
    );
    expect(get).toHaveBeenCalledWith('/system/post/2');
    fireEvent.click(screen.getByRole('radio', { name: '停用' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith('/system/post', {
      postId: 2,
      postName: '项目经理',
      postCode: 'se',
      postSort: 2,
      status: '1',
      remark: null,
    });
  });
});
