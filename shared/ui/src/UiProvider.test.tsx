import { act, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { createTestStore, sizeChanged } from '@dis/shared/store';
import { renderWithUi } from './testing/renderWithUi';

function Probe() {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  return <output>{`${componentSize} ${token.fontSize} ${token.controlHeightSM}`}</output>;
}

describe('UiProvider: the size selector reaches antd', () => {
  it.each([
    ['default', 'large 14 24'],
    ['medium', 'middle 14 24'],
    ['small', 'small 14 24'],
    ['mini', 'small 12 20'],
  ] as const)('%s → %s', (size, expected) => {
    const store = createTestStore();
    store.dispatch(sizeChanged(size));
    renderWithUi(<Probe />, { store });
    expect(screen.getByRole('status').textContent).toBe(expected);
  });

  it('Mini and Small differ, and a change applies at once', () => {
    const store = createTestStore();
    store.dispatch(sizeChanged('small'));
    renderWithUi(<Probe />, { store });
    const small = screen.getByRole('status').textContent;
    act(() => {
      store.dispatch(sizeChanged('mini'));
    });
    expect(screen.getByRole('status').textContent).not.toBe(small);
  });
});
