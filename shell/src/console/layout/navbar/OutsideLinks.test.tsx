import { screen, waitFor } from '@testing-library/react';
import { setToken } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../testing/i18n';
import { OutsideLinks, safeLink } from './OutsideLinks';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  fetchConfigValue: jest.fn(),
}));
const get = jest.mocked(fetchConfigValue);

function settings(values: Record<string, string>) {
  get.mockImplementation((key: string) => Promise.resolve(values[key] ?? ''));
}

let sessions = 0;
/** The links are read once per session: each case signs in afresh. */
const newSession = () => setToken(`token-${++sessions}`);

beforeAll(() => initTestI18n());
beforeEach(() => {
  get.mockReset();
  newSession();
});

describe('the navbar source and documentation links', () => {
  it('come from the settings and open in a new tab', async () => {
    settings({
      'sys.index.sourceUrl': 'https://gitee.com/y_project/RuoYi-Vue',
      'sys.index.docUrl': 'https://doc.ruoyi.vip',
    });
    renderWithUi(<OutsideLinks />);
    const source = await screen.findByRole('link', { name: '源码地址' });
    expect(source.getAttribute('href')).toBe('https://gitee.com/y_project/RuoYi-Vue');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '文档地址' }).getAttribute('href')).toBe('https://doc.ruoyi.vip');
    expect(get.mock.calls.map(([key]) => key)).toEqual(['sys.index.sourceUrl', 'sys.index.docUrl']);
  });

  it('are read once per session, whenever the navbar mounts again', async () => {
    settings({ 'sys.index.docUrl': 'https://doc.ruoyi.vip' });
    const { unmount } = renderWithUi(<OutsideLinks />);
    await screen.findByRole('link', { name: '文档地址' });
    unmount();
    renderWithUi(<OutsideLinks />);
    await screen.findByRole('link', { name: '文档地址' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a blank setting hides its link; a failed call hides both', async () => {
    settings({ 'sys.index.docUrl': 'https://doc.ruoyi.vip' });
    const { unmount } = renderWithUi(<OutsideLinks />);
    await screen.findByRole('link', { name: '文档地址' });
    expect(screen.queryByRole('link', { name: '源码地址' })).toBeNull();
    unmount();

    newSession();
    get.mockRejectedValue(new Error('down'));
    const failed = renderWithUi(<OutsideLinks />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(4));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    failed.unmount();

    // what could not be read is asked for again
    settings({ 'sys.index.docUrl': 'https://doc.ruoyi.vip' });
    renderWithUi(<OutsideLinks />);
    await screen.findByRole('link', { name: '文档地址' });
    expect(get).toHaveBeenCalledTimes(6);
  });

  it('only web addresses become links', () => {
    expect(safeLink(' https://doc.ruoyi.vip ')).toBe('https://doc.ruoyi.vip');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('https://x.y/" onmouseover="a')).toBeUndefined();
    expect(safeLink('')).toBeUndefined();
  });
});
