import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@dis/shared';
import { ScrollToTop } from './ScrollToTop';
import { scrollForNavigation } from './scrollToTop';

jest.mock('./scrollToTop', () => ({ scrollForNavigation: jest.fn(() => () => undefined) }));
const scrolled = jest.mocked(scrollForNavigation);

const router: { navigate?: ReturnType<typeof useNavigate> } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  });
  return null;
}
const navigate = (to: string) => router.navigate!(to);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );

beforeEach(() => scrolled.mockClear());

describe('ScrollToTop', () => {
  it('leaves the loaded page where the browser has it, and scrolls on each navigation after', () => {
    renderAt('/About');
    expect(scrolled).not.toHaveBeenCalled();
    act(() => navigate('/News?page=2'));
    expect(scrolled).toHaveBeenLastCalledWith('');
    act(() => navigate('/#trial'));
    expect(scrolled).toHaveBeenLastCalledWith('#trial');
    // a change of the hash alone is the page's business
    act(() => navigate('/#products'));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('still looks for the element a loaded address names', () => {
    renderAt('/#trial');
    expect(scrolled).toHaveBeenCalledWith('#trial');
  });
});
