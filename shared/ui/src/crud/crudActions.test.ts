import { download, http } from '@dis/shared/request';
import { feedback } from '../feedback/feedback';
import { confirmAction, confirmRemove, exportList } from './crudActions';

jest.mock('@dis/shared/request', () => ({
  http: { delete: jest.fn() },
  download: jest.fn(),
}));
jest.mock('../feedback/feedback', () => ({
  feedback: { confirm: jest.fn(), message: { success: jest.fn() } },
}));
const confirm = feedback.confirm as jest.Mock;
const success = feedback.message.success as jest.Mock;
const remove = http.delete as jest.Mock;

beforeEach(() => jest.clearAllMocks());

describe('confirmAction', () => {
  it('asks in a 系统提示 dialog, then acts and says so', async () => {
    confirm.mockResolvedValue(true);
    const action = jest.fn().mockResolvedValue(undefined);
    await expect(confirmAction({ question: '确认要发布吗？', action, done: '发布成功' })).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({
      title: '系统提示',
      content: '确认要发布吗？',
      okText: '确 定',
      cancelText: '取 消',
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('发布成功');
  });

  it('does nothing when cancelled', async () => {
    confirm.mockResolvedValue(false);
    const action = jest.fn();
    await expect(confirmAction({ question: '?', action, done: 'done' })).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('says nothing more when the action fails (the request client has)', async () => {
    confirm.mockResolvedValue(true);
    const action = jest.fn().mockRejectedValue(new Error('refused'));
    await expect(confirmAction({ question: '?', action, done: 'done' })).resolves.toBe(false);
    expect(success).not.toHaveBeenCalled();
  });
});

describe('confirmRemove and exportList', () => {
  it('deletes the ids joined by commas and says 删除成功', async () => {
    confirm.mockResolvedValue(true);
    remove.mockResolvedValue({ code: 200 });
    await expect(
      confirmRemove('/system/post', [3, 4], '是否确认删除岗位编号为"3,4"的数据项？'),
    ).resolves.toBe(true);
    expect(confirm.mock.calls[0][0].content).toBe('是否确认删除岗位编号为"3,4"的数据项？');
    expect(remove).toHaveBeenCalledWith('/system/post/3,4');
    expect(success).toHaveBeenCalledWith('删除成功');
  });

  it('posts the filters to <url>/export and names the file after the prefix and the time', () => {
    exportList('/system/post', { postName: 'ceo' }, 'post');
    expect(download).toHaveBeenCalledWith(
      '/system/post/export',
      { postName: 'ceo' },
      expect.stringMatching(/^post_\d+\.xlsx$/),
    );
  });
});
