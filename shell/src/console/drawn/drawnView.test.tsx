import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, WaitingPart } from '@dis/shared';
import { DrawnViewWatch, usePageDrawn } from './drawnView';

/** The server's copy of the first view, as the document puts it beside the shell's root. */
function addDrawnView(path = '/system/user') {
  const view = document.createElement('div');
  view.id = 'console-drawn';
  view.dataset.path = path;
  view.innerHTML = '<table><tr class="ant-table-row"><td>admin</td></tr></table>';
  document.body.append(view);
}
const drawnView = () => document.getElementById('console-drawn');

function Page({ waiting = false }: { waiting?: boolean }) {
  usePageDrawn();
  return waiting ? <WaitingPart /> : <p>rows</p>;
}

/** Goes to `to` once it is given. */
function GoTo({ to }: { to?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to);
  }, [to, navigate]);
  return null;
}

afterEach(() => {
  drawnView()?.remove();
  jest.useRealTimers();
});

describe('the server’s copy of the console’s first view', () => {
  it('stays until the page has been drawn, and goes in that commit', () => {
    addDrawnView();
    render(
      <MemoryRouter initialEntries={['/system/user']}>
        <DrawnViewWatch />
      </MemoryRouter>,
    );
    expect(drawnView()).not.toBeNull();
    render(<Page />);
    expect(drawnView()).toBeNull();
  });

  it('waits for a part of the page whose code is still on its way', () => {
    addDrawnView();
    const { rerender } = render(<Page waiting />);
    expect(drawnView()).not.toBeNull();
    rerender(<Page />);
    expect(drawnView()).toBeNull();
  });

  it('goes when the browser shows another address (the login, after a refused session)', () => {
    addDrawnView();
    const shown = (to?: string) => (
      <MemoryRouter initialEntries={['/system/user']}>
        <DrawnViewWatch />
        <GoTo to={to} />
      </MemoryRouter>
    );
    const { rerender } = render(shown());
    expect(drawnView()).not.toBeNull();
    act(() => rerender(shown('/login')));
    expect(drawnView()).toBeNull();
  });

  it('goes after 15 s whatever is shown', () => {
    jest.useFakeTimers();
    addDrawnView();
    render(
      <MemoryRouter initialEntries={['/system/user']}>
        <DrawnViewWatch />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(14_000));
    expect(drawnView()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1_000));
    expect(drawnView()).toBeNull();
  });
});
