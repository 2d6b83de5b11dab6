// eslint-disable-next-line no-restricted-imports -- the types of a fake adapter for the one instance
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { act, screen, waitFor } from '@testing-library/react';
import { client, download } from '@dis/shared/request';
import { renderWithUi } from '../testing/renderWithUi';

describe('DownloadMask (mounted by UiProvider)', () => {
  it('covers the screen with 正在下载数据，请稍候 while a download runs', async () => {
    let answer!: (response: AxiosResponse) => void;
    let sent!: InternalAxiosRequestConfig;
    // the one axios instance answers when the test says so (no network)
    client.defaults.adapter = (config) =>
      new Promise((resolve) => {
        sent = config;
        answer = resolve;
      });
    renderWithUi(<p>page</p>);
    expect(screen.queryByText('正在下载数据，请稍候')).toBeNull();
    let finished!: Promise<boolean>;
    act(() => {
      finished = download('/system/user/export', {}, 'user.xlsx', { silent: true });
    });
    await waitFor(() => expect(screen.getByText('正在下载数据，请稍候')).toBeTruthy());
    await act(async () => {
      answer({
        status: 502,
        statusText: '',
        headers: { 'content-type': 'text/html' },
        data: new Blob(['x'], { type: 'text/html' }),
        config: sent,
        request: {},
      });
      await finished;
    });
    expect(screen.queryByText('正在下载数据，请稍候')).toBeNull();
  });
});
