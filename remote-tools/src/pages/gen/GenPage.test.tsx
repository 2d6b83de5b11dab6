import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { downloadZip, http } from '@dis/shared/request';
import { userInfoLoaded } from '@dis/shared/store';
import { clearDictCache, feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import GenPage from './GenPage';
import { table } from './fixture.test-data';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  downloadZip: jest.fn(),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const zip = downloadZip as jest.Mock;
quietMessages();
const LAZY = { timeout: 15000 };

const product = table(1, 'biz_product', { className: 'BizProduct' });
const writer = table(2, 'biz_writer', { className: 'BizWriter', genType: '1' });

const PREVIEW = {
  'server/src/modules/system/product/resource.ts': 'export const productResource = 1;\n',
  'server/src/db/migrations/0042_product.sql': 'CREATE TABLE biz_product (id bigint);\n',
  // two files of one name: their tabs are told apart by their folders
  'remote-system/src/locales/zh-cn/system.json': '{ "product": {} }\n',
  'remote-system/src/locales/en/system.json': '{ "product": {} }\n',
};

beforeEach(() => {
  for (const mock of [get, post, zip]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  zip.mockResolvedValue(true);
  get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/tool/gen/list') return Promise.resolve({ code: 200, total: 2, rows: [product, writer] });
    if (url === '/tool/gen/db/list')
      return Promise.resolve({
        code: 200,
        total: 2,
        rows: [
          {
            tableName: 'biz_order',
            tableComment: '订单',
            createTime: '2026-11-21 09:00:00',
            updateTime: null,
          },
          {
            tableName: 'biz_item',
            tableComment: '明细',
            createTime: '2026-11-21 09:00:00',
            updateTime: null,
          },
        ],
      });
    // the console asks for repository paths (without, the server keys the files for ruoyi-ui)
    if (url === '/tool/gen/preview/1' && params?.keys === 'path')
      return Promise.resolve({ code: 200, data: PREVIEW });
    if (url === '/tool/gen/genCode/biz_writer')
      return Promise.resolve({ code: 200, msg: '生成成功，已写入 6 个文件' });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

const ALL = [
  'tool:gen:list',
  'tool:gen:query',
  'tool:gen:edit',
  'tool:gen:remove',
  'tool:gen:import',
  'tool:gen:code',
  'tool:gen:preview',
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderPage = (permissions = ALL) =>
  renderWithUi(
    <MemoryRouter initialEntries={['/tool/gen']}>
      <Routes>
        <Route path="/tool/gen" element={<GenPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { permissions },
  );

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** A button of the toolbar above the list. */
const button = (name: RegExp) =>
  within(document.querySelector<HTMLElement>('.dis-crud-toolbar__actions')!).getByRole('button', { name });

describe('GenPage', () => {
  it('lists the tables with their columns; the buttons follow the permissions and 创建 the super admin', async () => {
    const { store } = renderPage(['tool:gen:list']);
    act(() => {
      store.dispatch(
        userInfoLoaded({
          id: 2,
          name: 'ry',
          nickName: 'ry',
          avatar: '',
          roles: ['common'],
          permissions: ['tool:gen:list'],
        }),
      );
    });
    const row = await rowOf('biz_product');
    expect(get).toHaveBeenCalledWith('/tool/gen/list', { pageNum: 1, pageSize: 20 });
    for (const title of ['序号', '表名称', '表描述', '实体', '创建时间', '更新时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(within(row).getByText('BizProduct')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /生\s*成|创\s*建|导\s*入|修\s*改|删\s*除/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('offers every button and row action to the super admin with every permission', async () => {
    const { store } = renderPage();
    const row = await rowOf('biz_product');
    for (const name of [/^download 生\s*成$/, /创\s*建/, /导\s*入/, /修\s*改/, /删\s*除/])
      expect(button(name)).toBeTruthy();
    for (const name of [/预\s*览/, /编\s*辑/, /删\s*除/, /同\s*步/, /生成代码/])
      expect(within(row).getByRole('button', { name })).toBeTruthy();
    // 创建 is the super administrator's alone, whatever the permissions
    act(() => {
      store.dispatch(
        userInfoLoaded({
          id: 2,
          name: 'ry',
          nickName: 'ry',
          avatar: '',
          roles: ['common'],
          permissions: ALL,
        }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /创\s*建/ })).toBeNull());
    expect(button(/导\s*入/)).toBeTruthy();
  });

  it('says 请选择要生成的数据 with nothing selected, and zips the selected tables', async () => {
    renderPage();
    const row = await rowOf('biz_product');
    fireEvent.click(button(/^download 生\s*成$/));
    expect(feedback.message.error).toHaveBeenCalledWith('请选择要生成的数据');
    expect(zip).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(button(/^download 生\s*成$/));
    expect(zip).toHaveBeenCalledWith('/tool/gen/batchGenCode?tables=biz_product', 'biz_product.zip');
  });

  it('generates per row: a zip, or written into the working tree with the server’s word', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('biz_product')).getByRole('button', { name: /生成代码/ }));
    expect(zip).toHaveBeenCalledWith('/tool/gen/batchGenCode?tables=biz_product', 'biz_product.zip');
    fireEvent.click(within(await rowOf('biz_writer')).getByRole('button', { name: /生成代码/ }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('生成成功，已写入 6 个文件'));
    // generating formats every file: it is given a minute, not the 10 s of an ordinary call
    expect(get).toHaveBeenCalledWith('/tool/gen/genCode/biz_writer', undefined, { timeout: 60_000 });
    expect(zip).toHaveBeenCalledTimes(1);
  });

  it('imports tables: a row click ticks it, 请选择要导入的表 with none, then importTable and a reload', async () => {
    post.mockResolvedValue({ code: 200, msg: '导入成功' });
    renderPage();
    await rowOf('biz_product');
    fireEvent.click(button(/导\s*入/));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    expect(dialog.getByText('导入表')).toBeTruthy();
    const order = (await dialog.findByText('biz_order')).closest('tr')!;
    expect(get).toHaveBeenCalledWith('/tool/gen/db/list', {
      tableName: undefined,
      tableComment: undefined,
      pageNum: 1,
      pageSize: 10,
    });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(feedback.message.error).toHaveBeenCalledWith('请选择要导入的表');
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(order);
    await waitFor(() => expect(within(order).getByRole('checkbox')).toHaveProperty('checked', true));
    fireEvent.click(order);
    await waitFor(() => expect(within(order).getByRole('checkbox')).toHaveProperty('checked', false));
    fireEvent.click(order);
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/tool/gen/importTable', undefined, {
        params: { tables: 'biz_order' },
      }),
    );
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('导入成功'));
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/tool/gen/list')).toHaveLength(2));
  }, 60_000);

  it('creates tables from SQL: refuses a blank text, keeps the dialog on a refusal', async () => {
    post.mockRejectedValueOnce(Object.assign(new Error('表已存在：biz_x'), { name: 'RequestError' }));
    post.mockResolvedValueOnce({ code: 200, msg: '创建成功' });
    renderPage();
    await rowOf('biz_product');
    fireEvent.click(button(/创\s*建/));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await dialog.findByText('请输入建表语句')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    const sql = 'CREATE TABLE biz_x (id bigint primary key);';
    fireEvent.change(dialog.getByLabelText('建表语句'), { target: { value: `  ${sql}  ` } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/tool/gen/createTable', undefined, { params: { sql } }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    await waitFor(() => expect(ok.className).not.toMatch(/loading/));
    fireEvent.click(ok);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('创建成功'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('previews one tab per file, named by the file, the path above highlighted code, and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage();
    fireEvent.click(within(await rowOf('biz_product')).getByRole('button', { name: /预\s*览/ }));
    const dialog = within(await screen.findByRole('dialog', {}, LAZY));
    expect(await dialog.findByRole('tab', { name: 'resource.ts' }, LAZY)).toBeTruthy();
    expect(dialog.getByRole('tab', { name: '0042_product.sql' })).toBeTruthy();
    expect(dialog.getByText('server/src/modules/system/product/resource.ts')).toBeTruthy();
    await waitFor(
      () => expect(document.querySelector('.gen-preview__code .hljs-keyword')).not.toBeNull(),
      LAZY,
    );
    expect(document.querySelector('.gen-preview__code .hljs-keyword')!.textContent).toBe('export');
    // no two tabs of one name; the whole path on hover
    const zh = dialog.getByRole('tab', { name: 'zh-cn/system.json' });
    expect(within(zh).getByTitle('remote-system/src/locales/zh-cn/system.json')).toBeTruthy();
    expect(dialog.getByRole('tab', { name: 'en/system.json' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('tab', { name: '0042_product.sql' }));
    expect(await dialog.findByText('server/src/db/migrations/0042_product.sql')).toBeTruthy();
    const copies = dialog.getAllByRole('button', { name: /复\s*制/ });
    fireEvent.click(copies[copies.length - 1]);
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(PREVIEW['server/src/db/migrations/0042_product.sql']),
    );
    expect(feedback.message.success).toHaveBeenCalledWith('复制成功');
  }, 60_000);

  it('sorts by 创建时间 on the server, newest first', async () => {
    renderPage();
    await rowOf('biz_product');
    fireEvent.click(
      screen.getByRole('columnheader', { name: /创建时间/ }).querySelector('.ant-table-column-sorters')!,
    );
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/tool/gen/list',
        expect.objectContaining({ orderByColumn: 'createTime', isAsc: 'descending', pageNum: 1 }),
      ),
    );
  });

  it('opens the edit page of a row', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('biz_product')).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tool/gen-edit/index/1'));
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      renderPage();
      expect(await screen.findByPlaceholderText('Enter a table name')).toBeTruthy();
      await rowOf('biz_product');
      expect(screen.getAllByText('Entity').length).toBeGreaterThan(0);
      expect(within(await rowOf('biz_product')).getByRole('button', { name: /Generate code/ })).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
