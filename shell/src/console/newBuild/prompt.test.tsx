import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { feedback, Input } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import { EditDialog, Form } from '@dis/ui/form';
import { initTestI18n } from '../../testing/i18n';
import { NEW_BUILD_KEY, page, showNewBuildPrompt } from './prompt';

let reload: jest.SpyInstance;

beforeAll(() => {
  initTestI18n('zh-cn');
});

beforeEach(() => {
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  // the console's kit provider, under which the prompt shows (it themes antd's notifications)
  renderWithUi(<main />);
});

afterEach(async () => {
  reload.mockRestore();
  feedback.notification.destroy(NEW_BUILD_KEY);
  await waitFor(() => expect(document.querySelector('.dis-new-build')).toBeNull());
  await act(() => changeLanguage('zh-cn'));
});

/** A button by its label (text queries: role queries are slow over antd's markup). */
async function button(label: string | RegExp): Promise<HTMLButtonElement> {
  const found = (await screen.findByText(label)).closest('button');
  if (!found) throw new Error(`no button ${String(label)}`);
  return found;
}

/** A console dialog with one field, as the kit's list pages open them. */
function NoticeDialog() {
  return (
    <EditDialog<{ noticeTitle: string }>
      title="添加公告"
      save={async () => undefined}
      onClose={() => undefined}
    >
      <Form.Item name="noticeTitle" label="公告标题">
        <Input />
      </Form.Item>
    </EditDialog>
  );
}

describe('the new-build prompt', () => {
  it('says so quietly at the bottom right, in Chinese, and stays until answered', async () => {
    const open = jest.spyOn(feedback.notification, 'open');
    await act(() => showNewBuildPrompt(() => undefined));
    const title = await screen.findByText('发现新版本');
    expect(screen.getByText('控制台已更新，刷新页面即可使用新版本。')).toBeTruthy();
    expect(await button('立即刷新')).toBeTruthy();
    expect(await button('稍后')).toBeTruthy();
    expect(title.closest('.ant-notification-bottomRight')).not.toBeNull();
    expect(title.closest('.dis-new-build')).not.toBeNull();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ placement: 'bottomRight', duration: false }));
    open.mockRestore();
  });

  it('speaks English to an English console, and follows a switch while open', async () => {
    await act(() => changeLanguage('en'));
    await act(() => showNewBuildPrompt(() => undefined));
    expect(await screen.findByText('New version available')).toBeTruthy();
    expect(screen.getByText('The console has been updated. Reload to use the new version.')).toBeTruthy();
    expect(await button('Reload now')).toBeTruthy();
    expect(await button('Later')).toBeTruthy();
    await act(() => changeLanguage('zh-cn'));
    expect(await screen.findByText('发现新版本')).toBeTruthy();
  });

  it('稍后 puts it away and reloads nothing', async () => {
    const onLater = jest.fn();
    await act(() => showNewBuildPrompt(onLater));
    fireEvent.click(await button('稍后'));
    expect(onLater).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('发现新版本')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('立即刷新 reloads the page', async () => {
    await act(() => showNewBuildPrompt(() => undefined));
    fireEvent.click(await button('立即刷新'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('立即刷新 reloads at once over a dialog nobody has typed in', async () => {
    const { unmount } = renderWithUi(<NoticeDialog />);
    expect(await screen.findByLabelText('公告标题')).toBeTruthy();
    await act(() => showNewBuildPrompt(() => undefined));
    fireEvent.click(await button('立即刷新'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('立即刷新 over a dialog with unsaved input asks first, and going back keeps both', async () => {
    const { unmount } = renderWithUi(<NoticeDialog />);
    fireEvent.change(await screen.findByLabelText('公告标题'), { target: { value: '停机维护通知' } });
    await act(() => showNewBuildPrompt(() => undefined));
    fireEvent.click(await button('立即刷新'));
    // (antd's test ids name both dialogs alike: found by the confirm's own class)
    const ask = await waitFor(() => {
      const found = document.querySelector('.ant-modal-confirm');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(ask.querySelector('.ant-modal-confirm-title')?.textContent).toBe('放弃未保存的内容？');
    expect(ask.textContent).toContain('打开的对话框中有尚未保存的内容，刷新页面后将会丢失。');
    // antd spaces a two-character Chinese button label: 返 回, 刷 新
    fireEvent.click(await button(/^返\s*回$/));
    await waitFor(() =>
      expect(screen.queryByText('打开的对话框中有尚未保存的内容，刷新页面后将会丢失。')).toBeNull(),
    );
    expect(reload).not.toHaveBeenCalled();
    expect((screen.getByLabelText('公告标题') as HTMLInputElement).value).toBe('停机维护通知');
    expect(screen.getByText('发现新版本')).toBeTruthy();

    fireEvent.click(await button('立即刷新'));
    fireEvent.click(await button(/^刷\s*新$/));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    unmount();
  });
});
