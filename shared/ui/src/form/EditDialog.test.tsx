import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { DrawnAheadContext } from '../crud/EditorSlot';
import { feedback } from '../feedback/feedback';
import { renderWithUi } from '../testing/renderWithUi';
import { EditDialog } from './EditDialog';
import { Form } from './index';

jest.mock('../feedback/feedback', () => ({
  ...jest.requireActual('../feedback/feedback'),
  feedback: {
    confirm: jest.fn(),
    message: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
  },
}));
const success = feedback.message.success as jest.Mock;

interface PostValues {
  postName: string;
}

function PostDialog(props: {
  postId?: number;
  load?: (id: number | string) => Promise<Partial<PostValues>>;
  save: (values: PostValues) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}) {
  return (
    <EditDialog<PostValues>
      recordId={props.postId}
      title={props.postId === undefined ? '添加岗位' : '修改岗位'}
      initialValues={{ postName: '' }}
      load={props.load}
      save={props.save}
      onClose={props.onClose}
      header={<p>岗位说明</p>}
    >
      <Form.Item name="postName" label="岗位名称" rules={[{ required: true, message: '岗位名称不能为空' }]}>
        <Input />
      </Form.Item>
    </EditDialog>
  );
}

const ok = () => screen.getByRole('button', { name: /确\s*定/ });

beforeEach(() => success.mockReset());

describe('EditDialog', () => {
  it('adds: validates, saves the values, says 新增成功 and closes with true', async () => {
    const save = jest.fn().mockResolvedValue({ code: 200 });
    const onClose = jest.fn();
    renderWithUi(<PostDialog save={save} onClose={onClose} />);
    expect(await screen.findByText('添加岗位')).toBeTruthy();
    expect(screen.getByText('岗位说明')).toBeTruthy();
    fireEvent.click(ok());
    expect(await screen.findByText('岗位名称不能为空')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('岗位名称'), { target: { value: '董事长' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(save).toHaveBeenCalledWith({ postName: '董事长' });
    expect(success).toHaveBeenCalledWith('新增成功');
  });

  it("says the dialog's own words when given (what the server did), else 新增成功", async () => {
    const warning = feedback.message.warning as jest.Mock;
    const onClose = jest.fn();
    renderWithUi(
      <EditDialog<PostValues>
        title="添加"
        initialValues={{ postName: '董事长' }}
        save={() => Promise.resolve({ code: 200, msg: '已并入线索 7', data: { joined: true } })}
        savedMessage={(answer) => {
          const { msg, data } = answer as { msg: string; data: { joined: boolean } };
          return data.joined ? { level: 'warning', text: msg } : undefined;
        }}
        onClose={onClose}
      >
        <Form.Item name="postName" label="岗位名称">
          <Input />
        </Form.Item>
      </EditDialog>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(warning).toHaveBeenCalledWith('已并入线索 7');
    expect(success).not.toHaveBeenCalled();
  });

  it('edits: loads the record first, then saves it and says 修改成功', async () => {
    const load = jest.fn().mockResolvedValue({ postName: '项目经理' });
    const save = jest.fn().mockResolvedValue({ code: 200 });
    const onClose = jest.fn();
    renderWithUi(<PostDialog postId={4} load={load} save={save} onClose={onClose} />);
    await waitFor(() =>
      expect((screen.getByLabelText('岗位名称') as HTMLInputElement).value).toBe('项目经理'),
    );
    expect(load).toHaveBeenCalledWith(4);
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(save).toHaveBeenCalledWith({ postName: '项目经理' });
    expect(success).toHaveBeenCalledWith('修改成功');
  });

  it('closes without saving when the record cannot be loaded', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <PostDialog
        postId={9}
        load={() => Promise.reject(new Error('gone'))}
        save={jest.fn()}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });

  it('stays open when saving fails (the request client has said why)', async () => {
    const refused = Object.assign(new Error('refused'), { name: 'RequestError' });
    const save = jest.fn().mockRejectedValue(refused);
    const onClose = jest.fn();
    renderWithUi(<PostDialog save={save} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('岗位名称'), { target: { value: '董事长' } });
    fireEvent.click(ok());
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(ok().className).not.toContain('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('says so when saving fails for another reason, and stays open', async () => {
    const error = feedback.message.error as jest.Mock;
    error.mockReset();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = jest.fn(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'saved')");
    });
    const onClose = jest.fn();
    renderWithUi(<PostDialog save={save} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('岗位名称'), { target: { value: '董事长' } });
    fireEvent.click(ok());
    await waitFor(() => expect(error).toHaveBeenCalledWith('保存失败，请重试'));
    expect(onClose).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('drawn ahead, puts nothing in the page and takes no Escape; shown, is the dialog with its form', async () => {
    const onClose = jest.fn();
    const dialog = (ahead: boolean) => (
      <DrawnAheadContext value={ahead}>
        <PostDialog save={jest.fn()} onClose={onClose} />
      </DrawnAheadContext>
    );
    const { rerender, baseElement } = renderWithUi(dialog(true));
    expect(baseElement.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByLabelText('岗位名称')).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(dialog(false));
    expect(await screen.findByText('添加岗位')).toBeTruthy();
    expect(screen.getByLabelText('岗位名称')).toBeTruthy();
  });
});
