import { act, screen, waitFor } from '@testing-library/react';
import { download } from '@dis/shared/request';
import { renderWithUi } from '../testing/renderWithUi';

describe('DownloadMask (mounted by UiProvider)', () => {
  it('covers the screen with 正在下载数据，请稍候 while a download runs', async () => {
    let answer!: (response: unknown) => void;
    globalThis.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    globalThis.Headers ??= class {
      private values = new Map<string, string>();
      constructor(init?: Record<string, string>) {
        for (const [k, v] of Object.entries(init ?? {})) this.values.set(k.toLowerCase(), v);
      }
      get(k: string) {
        return this.values.get(k.toLowerCase()) ?? null;
      }
      set(k: string, v: string) {
        this.values.set(k.toLowerCase(), v);
      }
      has(k: string) {
        return this.values.has(k.toLowerCase());
      }
    } as unknown as typeof Headers;
    renderWithUi(<p>page</p>);
    expect(screen.queryByText('正在下载数据，请稍候')).toBeNull();
    let finished!: Promise<boolean>;
    act(() => {
      finished = download('/system/user/export', {}, 'user.xlsx', { silent: true });
    });
    await waitFor(() => expect(screen.getByText('正在下载数据，请稍候')).toBeTruthy());
    await act(async () => {
      answer({
        ok: false,
        status: 502,
        headers: new Headers(),
        blob: async () => new Blob(['x'], { type: 'text/html' }),
      });
      await finished;
    });
    expect(screen.queryByText('正在下载数据，请稍候')).toBeNull();
  });
});
