import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../../../testing/i18n';
import { HeaderNotice } from './HeaderNotice';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn() },
}));
const get = jest.mocked(http.get);
const post = jest.mocked(http.post);

const TYPES = [
  {
    dictCode: 1,
    dictType: 'sys_notice_type',
    dictValue: '1',
    dictLabel: '通知',
    listClass: 'warning',
    cssClass: '',
  },
  {
    dictCode: 2,
    dictType: 'sys_notice_type',
    dictValue: '2',
    dictLabel: '公告',
    listClass: 'success',
    cssClass: '',
  },
];
const top = (noticeId: number, noticeTitle: string, noticeType: string, isRead: boolean) => ({
  noticeId,
  noticeTitle,
  noticeType,
  status: '0',
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  isRead,
});

beforeAll(() => initTestI18n());
beforeEach(() => {
  get.mockReset();
  post.mockReset().mockResolvedValue({ code: 200, msg: '操作成功' });
  clearDictCache();
  get.mockImplementation((url: string) => {
    if (url === '/system/dict/data/type/sys_notice_type') return Promise.resolve({ code: 200, data: TYPES });
    if (url === '/system/notice/listTop')
      return Promise.resolve({
        code: 200,
        unreadCount: 2,
        data: [
          top(12, '系统升级通知', '1', false),
          top(11, '五一放假安排', '2', false),
          top(10, '旧公告', '1', true),
        ],
      });
    if (url === '/system/notice/12')
      return Promise.resolve({
        code: 200,
        data: {
          ...top(12, '系统升级通知', '1', false),
          noticeContent: '<p>今晚 <strong>22:00</strong> 升级</p>',
        },
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const renderBell = () =>
  renderWithUi(
    <MemoryRouter>
      <HeaderNotice />
    </MemoryRouter>,
  );

describe('the navbar bell', () => {
  it('shows the unread count, lists the newest notices and opens one, marking it read', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: '消息通知，2 条未读' });
    expect(within(bell).getByText('2')).toBeTruthy();
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知公告' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '全部已读',
      expect.stringContaining('系统升级通知'),
      expect.stringContaining('五一放假安排'),
      expect.stringContaining('旧公告'),
    ]);
    expect(within(panel).getAllByRole('img', { name: '未读' })).toHaveLength(2);
    await waitFor(() => expect(within(panel).getByText('公告').closest('.ant-tag')).not.toBeNull());

    fireEvent.click(within(panel).getByText('系统升级通知'));
    expect(post).toHaveBeenCalledWith('/system/notice/markRead?noticeId=12', undefined, { silent: true });
    expect(await screen.findByRole('button', { name: '消息通知，1 条未读' })).toBeTruthy();
    // the detail: title, author, time and the body as HTML
    expect(await screen.findByText('公告详情', {}, { timeout: 15000 })).toBeTruthy();
    const article = await screen.findByRole('article', {}, { timeout: 15000 });
    expect(within(article).getByRole('heading', { name: '系统升级通知' })).toBeTruthy();
    expect(within(article).getByText('发布人：admin')).toBeTruthy();
    expect(within(article).getByText('发布时间：2026-11-20 10:00:00')).toBeTruthy();
    expect(within(article).getByText('22:00').tagName).toBe('STRONG');
  });

  it('全部已读 marks every shown notice read and the badge goes', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '消息通知，2 条未读' }));
    const panel = await screen.findByRole('dialog', { name: '通知公告' });
    fireEvent.click(within(panel).getByRole('button', { name: '全部已读' }));
    expect(post).toHaveBeenCalledWith('/system/notice/markReadAll?ids=12,11,10', undefined, { silent: true });
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeTruthy();
    expect(within(panel).queryAllByRole('img', { name: '未读' })).toHaveLength(0);
  });

  it('asks again at once when a live update says the notices changed (docs/live-updates.md)', async () => {
    renderBell();
    await screen.findByRole('button', { name: '消息通知，2 条未读' });
    const asked = () => get.mock.calls.filter(([url]) => url === '/system/notice/listTop').length;
    expect(asked()).toBe(1);
    get.mockImplementation((url: string) =>
      url === '/system/notice/listTop'
        ? Promise.resolve({ code: 200, unreadCount: 3, data: [top(13, '新公告', '2', false)] })
        : Promise.reject(new Error(`unexpected ${url}`)),
    );
    // another event changes nothing; a notice event asks within the 15 s gap a route change keeps
    window.dispatchEvent(new CustomEvent('dis:live', { detail: { type: 'rights', data: null } }));
    expect(asked()).toBe(1);
    window.dispatchEvent(new CustomEvent('dis:live', { detail: { type: 'notice', data: null } }));
    expect(await screen.findByRole('button', { name: '消息通知，3 条未读' })).toBeTruthy();
    expect(asked()).toBe(2);
  });
});
