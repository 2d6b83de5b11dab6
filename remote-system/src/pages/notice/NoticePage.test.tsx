import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import type { SysNotice } from '@dis/contract';
import NoticePage from './NoticePage';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = jest.mocked(http.get);
quietMessages();

const dict = (dictType: string, entries: Array<[string, string, string]>) =>
  entries.map(([dictValue, dictLabel, listClass], i) => ({
    dictCode: i + 1,
    dictType,
    dictValue,
    dictLabel,
    listClass,
    cssClass: '',
  }));
const DICTS: Record<string, unknown> = {
  sys_notice_type: dict('sys_notice_type', [
    ['1', '通知', 'warning'],
    ['2', '公告', 'success'],
  ]),
  sys_notice_status: dict('sys_notice_status', [
    ['0', '正常', 'primary'],
    ['1', '关闭', 'danger'],
  ]),
};

const upgrade: SysNotice = {
  noticeId: 12,
  noticeTitle: '系统升级通知',
  noticeType: '2',
  noticeContent: '<p>今晚升级</p>',
  status: '0',
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  updateBy: null,
  updateTime: null,
  remark: null,
};
const LAZY = { timeout: 15000 };

beforeEach(() => {
  get.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string, params?: object) => {
    const type = url.match(/^\/system\/dict\/data\/type\/(.+)$/)?.[1];
    if (type) return Promise.resolve({ code: 200, data: DICTS[type] ?? [] });
    if (url === '/system/notice/list') return Promise.resolve({ code: 200, total: 1, rows: [upgrade] });
    if (url === '/system/notice/12') return Promise.resolve({ code: 200, data: upgrade });
    if (url === '/system/notice/readUsers/list') {
      const search = (params as { searchValue?: string }).searchValue;
      const rows = [
        {
          userId: 2,
          userName: 'ry',
          nickName: '若依',
          deptName: '测试部门',
          phonenumber: '15666666666',
          readTime: '2026-11-21 09:00:00',
        },
        {
          userId: 1,
          userName: 'admin',
          nickName: '管理员',
          deptName: '研发部门',
          phonenumber: '15888888888',
          readTime: '2026-11-20 11:00:00',
        },
      ].filter((row) => !search || row.userName.includes(search) || row.nickName.includes(search));
      return Promise.resolve({ code: 200, total: rows.length, rows });
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

describe('NoticePage', () => {
  it('lists the notices with type and status tags and the day; only allowed buttons show', async () => {
    renderWithUi(<NoticePage />, { permissions: ['system:notice:list'] });
    const row = (await screen.findByText('系统升级通知')).closest('tr')!;
    expect(get).toHaveBeenCalledWith('/system/notice/list', { pageNum: 1, pageSize: 20 });
    for (const title of ['序号', '公告标题', '公告类型', '状态', '创建者', '创建时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('请输入操作人员')).toBeTruthy();
    expect(within(row).getByText('2026-11-20')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('公告').closest('.ant-tag')).not.toBeNull());
    expect(within(row).getByText('正常').closest('.ant-tag')).not.toBeNull();
    expect(within(row).getByRole('button', { name: /阅读用户/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增|修\s*改|删\s*除|导\s*出/ })).toBeNull();
  });

  it('阅读用户 lists who has read the notice and searches them', async () => {
    renderWithUi(<NoticePage />, { permissions: ['system:notice:list', 'system:notice:add'] });
    expect(await screen.findByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    const row = (await screen.findByText('系统升级通知')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /阅读用户/ }));
    expect(await screen.findByText('「系统升级通知」已读用户', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('测试部门', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('2026-11-21 09:00:00')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/notice/readUsers/list', {
      noticeId: 12,
      pageNum: 1,
      pageSize: 10,
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('登录名称/用户名称'), { target: { value: ' ry ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(screen.queryByText('研发部门')).toBeNull());
    expect(get).toHaveBeenCalledWith('/system/notice/readUsers/list', {
      noticeId: 12,
      searchValue: 'ry',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('a title opens 公告详情 with the body', async () => {
    renderWithUi(<NoticePage />, { permissions: ['system:notice:list'] });
    fireEvent.click(await screen.findByRole('button', { name: '系统升级通知' }));
    expect(await screen.findByText('公告详情', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('今晚升级', {}, LAZY)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/notice/12');
  });
});
