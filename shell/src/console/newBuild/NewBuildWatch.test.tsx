import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@dis/shared';
import { checkForNewBuild } from './builds';
import { NewBuildWatch } from './NewBuildWatch';

jest.mock('./builds', () => ({ checkForNewBuild: jest.fn().mockResolvedValue(undefined) }));

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      {path}
    </button>
  );
}

function showTab(state: 'visible' | 'hidden') {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets the lazily loaded check run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => jest.restoreAllMocks());

describe('NewBuildWatch', () => {
  it('looks when the route changes and when the tab is shown again, not as the console opens', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/index']}>
        <NewBuildWatch />
        <GoTo path="/system/user" />
      </MemoryRouter>,
    );
    await settle();
    expect(checkForNewBuild).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '/system/user' }));
    await waitFor(() => expect(checkForNewBuild).toHaveBeenCalledTimes(1));

    showTab('hidden');
    await settle();
    expect(checkForNewBuild).toHaveBeenCalledTimes(1);
    showTab('visible');
    await waitFor(() => expect(checkForNewBuild).toHaveBeenCalledTimes(2));

    // the same route again is no change
    fireEvent.click(screen.getByRole('button', { name: '/system/user' }));
    await settle();
    expect(checkForNewBuild).toHaveBeenCalledTimes(2);

    unmount();
    showTab('visible');
    await settle();
    expect(checkForNewBuild).toHaveBeenCalledTimes(2);
  });
});
