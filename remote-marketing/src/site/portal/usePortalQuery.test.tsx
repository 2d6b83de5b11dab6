import { render, screen, waitFor } from '@testing-library/react';
import type { SettledAnswer } from '@dis/contract/site';
import { createQueryClient, dehydrate, resetQueryClient } from '@dis/shared/query';
import { usePortalQuery } from './usePortalQuery';

/**
 * What the server's render leaves in the document: its query cache with these answers, dehydrated,
 * as a page kept for ten minutes carries them.
 */
function carried(answers: Record<string, SettledAnswer>) {
  const client = createQueryClient();
  for (const [key, answer] of Object.entries(answers))
    client.setQueryData(['portal', key], answer, { updatedAt: Date.now() - 600_000 });
  return dehydrate(client) as { queries: unknown[] };
}

function Probe({ load, id = '7' }: { load: () => Promise<string>; id?: string }) {
  const query = usePortalQuery(`news|${id}`, load);
  return <p>{query.status === 'ready' ? String(query.data) : query.status}</p>;
}

afterEach(() => {
  delete window.__DIS_SITE__;
  // a fresh page: the browser's cache starts empty
  resetQueryClient();
});

describe('usePortalQuery over a page the server rendered (docs/site/rendering.md)', () => {
  it('shows the answer the document carries at the first render, without asking again', async () => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: {},
      state: carried({ 'news|7': { status: 'ready', data: '演练复盘' } }),
    };
    const load = jest.fn(() => Promise.resolve('again'));
    const first = render(<Probe load={load} />);
    expect(first.container.textContent).toBe('演练复盘');
    // taken once: nothing reads the carrier a second time
    await waitFor(() => expect(window.__DIS_SITE__?.state).toBeUndefined());
    expect(load).not.toHaveBeenCalled();

    // the seed served once: the next visit of the page asks the server
    first.unmount();
    render(<Probe load={load} />);
    expect(await screen.findByText('again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as before when the document carries no answer for the key', async () => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: {},
      state: carried({ 'news|8': { status: 'ready', data: 'x' } }),
    };
    render(<Probe load={() => Promise.resolve('fresh')} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('fresh')).toBeTruthy();
  });

  it('shows a failure the server met as its markup shows it, and asks again on 重试', async () => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: {},
      state: carried({ 'news|7': { status: 'failed', message: '服务繁忙' } }),
    };
    const load = jest.fn(() => Promise.resolve('好了'));
    function Retrying() {
      const query = usePortalQuery('news|7', load);
      return (
        <button type="button" onClick={query.retry}>
          {query.status === 'ready' ? String(query.data) : query.status}
        </button>
      );
    }
    render(<Retrying />);
    expect(screen.getByRole('button').textContent).toBe('failed');
    expect(load).not.toHaveBeenCalled();
    screen.getByRole('button').click();
    expect(await screen.findByText('好了')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
