import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@dis/shared';
import { useGoTo } from './useGoTo';

describe('useGoTo', () => {
  it('navigates to another location and ignores the current one', () => {
    let goTo: ReturnType<typeof useGoTo> = () => undefined;
    const seen: string[] = [];
    function Probe() {
      goTo = useGoTo();
      const location = useLocation();
      seen.push(`${location.pathname}${location.search}#${location.key}`);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/manage/index?a=1']}>
        <Probe />
      </MemoryRouter>,
    );
    const renders = seen.length;
    act(() => goTo('/manage/index?a=1'));
    expect(seen).toHaveLength(renders);
    act(() => goTo('/system/user'));
    expect(seen[seen.length - 1]).toMatch(/^\/system\/user#/);
  });
});
