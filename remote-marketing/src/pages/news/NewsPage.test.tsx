import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { download, http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { renderWithUi, quietMessages } from '@dis/ui/testing';
import NewsPage from './NewsPage';
import type { NewsSummary } from '@dis/contract';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const remove = http.delete as jest.Mock;
// the kit's confirm and messages: spied on the one feedback object the kit itself calls
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const dict = (type: string, entries: Array<[string, string, string]>) =>
  entries.map(([value, label, listClass], index) => ({
    dictCode: index,
    dictType: type,
    dictValue: value,
    dictLabel: label,
    listClass,
    cssClass: '',
  }));

const DICTS: Record<string, unknown> = {
  mkt_news_category: dict('mkt_news_category', [
    ['1', '公司喜报', 'success'],
    ['2', '公司动态', 'primary'],
    ['3', '行业动态', 'info'],
  ]),
  mkt_content_lang: dict('mkt_content_lang', [
    ['zh-cn', '中文', ''],
    ['en', 'English', ''],
  ]),
  mkt_news_status: dict('mkt_news_status', [
    ['0', '已发布', 'success'],
    ['1', '草稿', 'info'],
  ]),
};

const draft: NewsSummary = {
  newsId: 7,
  title: '季度演练复盘',
  category: '2',
  lang: 'zh-cn',
  summary: '摘要',
  coverUrl: null,
  status: '1',
  publishTime: null,
  createBy: 'admin',
  createTime: '2024-11-02 10:00:00',
  updateBy: '',
  updateTime: null,
};

beforeEach(() => {
  for (const mock of [get, put, remove, confirm, download as jest.Mock]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    const type = url.match(/^\/system\/dict\/data\/type\/(.+)$/)?.[1];
    if (type) return Promise.resolve({ code: 200, data: DICTS[type] ?? [] });
    if (url === '/marketing/news/list') return Promise.resolve({ code: 200, total: 1, rows: [draft] });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const ALL = [
  'marketing:news:list',
  'marketing:news:add',
  'marketing:news:edit',
  'marketing:news:remove',
  'marketing:news:export',
];

describe('NewsPage (console)', () => {
  it('shows only the buttons the user may use', async () => {
    renderWithUi(<NewsPage />, { permissions: ['marketing:news:list'] });
    await screen.findByText('季度演练复盘');
    for (const name of ['新增', '修改', '删除', '导出'])
      expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    const row = screen.getByText('季度演练复盘').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('草稿')).toBeTruthy());
  });

  it('searches by title from page 1', async () => {
    renderWithUi(<NewsPage />, { permissions: ALL });
    await screen.findByText('季度演练复盘');
    fireEvent.change(screen.getByLabelText('新闻标题'), { target: { value: ' 演练 ' } });
    fireEvent.click(screen.getByRole('button', { name: /^search\s*搜\s*索$/ }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/marketing/news/list',
        expect.objectContaining({ title: '演练', pageNum: 1 }),
      ),
    );
  });

  it('publishes a draft after confirming, and asks again when cancelled', async () => {
    confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    put.mockResolvedValue({ code: 200 });
    renderWithUi(<NewsPage />, { permissions: ALL });
    const toggle = await screen.findByRole('switch', { name: '发布状态: 季度演练复盘' });
    fireEvent.click(toggle);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0][0].content).toBe('确认要发布"季度演练复盘"吗？');
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/marketing/news', {
      newsId: 7,
      title: '季度演练复盘',
      category: '2',
      lang: 'zh-cn',
      summary: '摘要',
      coverUrl: null,
      status: '0',
    });
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('发布成功'));
  });

  it('deletes the selected rows after 是否确认删除…？ and exports with the current filters', async () => {
    confirm.mockResolvedValue(true);
    remove.mockResolvedValue({ code: 200 });
    renderWithUi(<NewsPage />, { permissions: ALL });
    await screen.findByText('季度演练复盘');
    const toolbar = within(document.querySelector<HTMLElement>('.desk-toolbar')!);
    const deleteButton = toolbar.getByRole('button', { name: /删\s*除/ });
    expect((deleteButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByText('季度演练复盘').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(toolbar.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/marketing/news/7'));
    expect(confirm.mock.calls[0][0].content).toBe('是否确认删除新闻编号为"7"的数据项？');
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('删除成功'));

    fireEvent.click(toolbar.getByRole('button', { name: /导\s*出/ }));
    expect(download).toHaveBeenCalledWith(
      '/marketing/news/export',
      {},
      expect.stringMatching(/^news_\d+\.xlsx$/),
    );
  });
});
