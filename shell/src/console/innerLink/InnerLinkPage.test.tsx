import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@dis/shared';
import { InnerLinkPage } from './InnerLinkPage';

jest.mock('../../federation/remotes', () => ({
  isRegistered: jest.fn(),
  loadRemote: jest.fn(),
  resetRemote: jest.fn(),
}));

beforeAll(() => {
  initI18n({
    language: 'zh-cn',
    namespaces: {
      common: {
        'zh-cn': {
          console: { innerLinkLoading: '正在加载页面，请稍候！' },
          remote: { unavailableTitle: '该功能暂时不可用' },
        },
        en: {},
      },
    },
  });
});

describe('InnerLinkPage', () => {
  it('shows the loading notice until the frame has loaded', () => {
    render(<InnerLinkPage url="https://docs.example.com" title="接口文档" />);
    expect(screen.getByText('正在加载页面，请稍候！')).toBeTruthy();
    const frame = screen.getByTitle('接口文档');
    expect(frame.getAttribute('src')).toBe('https://docs.example.com');
    fireEvent.load(frame);
    expect(screen.queryByText('正在加载页面，请稍候！')).toBeNull();
  });

  it('refuses anything but an http(s) address', () => {
    render(<InnerLinkPage url="javascript:alert(1)" title="x" />);
    expect(screen.queryByTitle('x')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('该功能暂时不可用');
  });
});
