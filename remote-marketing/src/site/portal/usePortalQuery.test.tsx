import { render, screen, waitFor } from '@testing-library/react';
import { usePortalQuery } from './usePortalQuery';

function Probe({ load, id = '7' }: { load: () => Promise<string>; id?: string }) {
  const query = usePortalQuery(`news|${id}`, load);
  return <p>{query.status === 'ready' ? String(query.data) : query.status}</p>;
}

afterEach(() => {
  delete window.__DIS_SITE__;
});

describe('usePortalQuery over a page the server rendered (docs/site/rendering.md)', () => {
  it('shows the answer the document carries at the first render, without asking again', async () => {
    window.__DIS_SITE__ = {
      lang: 'zh-cn',
      words: {},
      answers: { 'news|7': { status: 'ready', data: '演练复盘' } },
    };
    const load = jest.fn(() => Promise.resolve('again'));
    const first = render(<Probe load={load} />);
    expect(first.container.textContent).toBe('演练复盘');
    await waitFor(() => expect(window.__DIS_SITE__?.answers['news|7']).toBeUndefined());
    expect(load).not.toHaveBeenCalled();

    // the seed served once: the next visit of the page asks the server
    first.unmount();
    render(<Probe load={load} />);
    expect(await screen.findByText('again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as before when the document carries no answer for the key', async () => {
    window.__DIS_SITE__ = { lang: 'zh-cn', words: {}, answers: { 'news|8': { status: 'ready', data: 'x' } } };
    render(<Probe load={() => Promise.resolve('fresh')} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('fresh')).toBeTruthy();
  });
});
