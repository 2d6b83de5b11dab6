import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { http } from '@dis/shared/request';
import { feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import { column, table } from '../fixture.test-data';
import EditTablePage from './EditTablePage';
import { moveColumn } from './columnsModel';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
quietMessages();
const LAZY = { timeout: 15000 };

const columns = [
  column(1, 'product_id', { isPk: '1', javaType: 'number', isInsert: '0', isEdit: '0' }),
  column(2, 'product_name', { isRequired: '1', isQuery: '1', queryType: 'LIKE' }),
  column(3, 'status', { columnType: 'char(1)', htmlType: 'radio', dictType: 'sys_normal_disable' }),
  column(4, 'parent_id', { javaType: 'number' }),
];
const info = table(1, 'biz_product', { parentMenuId: 3, options: '{"parentMenuId":3,"genView":"1"}' });
const order = table(2, 'biz_order', {
  className: 'BizOrder',
  columns: [column(11, 'order_id', { tableId: 2 }), column(12, 'product_id', { tableId: 2 })],
});

const answer = (extra: object = {}) => ({
  code: 200,
  data: { info: { ...info, ...extra }, rows: columns, tables: [{ ...info, columns }, order] },
});

beforeEach(() => {
  for (const mock of [get, put]) mock.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/tool/gen/1') return Promise.resolve(answer());
    if (url === '/tool/gen/5') return Promise.resolve(answer({ tplCategory: 'tree' }));
    if (url === '/system/dict/type/optionselect')
      return Promise.resolve({
        code: 200,
        data: [
          { dictId: 1, dictName: '系统开关', dictType: 'sys_normal_disable' },
          { dictId: 2, dictName: '用户性别', dictType: 'sys_user_sex' },
        ],
      });
    if (url === '/system/menu/list')
      return Promise.resolve({
        code: 200,
        data: [
          { menuId: 1, parentId: 0, menuName: '系统管理', menuNameEn: 'System', menuType: 'M' },
          { menuId: 3, parentId: 0, menuName: '系统工具', menuNameEn: 'Tools', menuType: 'M' },
          { menuId: 115, parentId: 3, menuName: '代码生成', menuNameEn: 'Code generator', menuType: 'C' },
        ],
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderAt = (tableId = 1) =>
  renderWithUi(
    <MemoryRouter initialEntries={[`/tool/gen-edit/index/${tableId}`]}>
      <Routes>
        <Route path="/tool/gen-edit/index/:tableId" element={<EditTablePage />} />
        <Route path="/tool/gen" element={<p>the list</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { permissions: ['tool:gen:edit'] },
  );

const tab = (name: string) => screen.getByRole('tab', { name });

describe('EditTablePage', () => {
  it('loads the table, its columns, the dictionaries and the menus; the columns tab first', async () => {
    renderAt();
    expect(await screen.findByRole('cell', { name: 'product_name' }, LAZY)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/tool/gen/1');
    expect(get).toHaveBeenCalledWith('/system/dict/type/optionselect');
    expect(get).toHaveBeenCalledWith('/system/menu/list');
    expect(tab('字段信息').getAttribute('aria-selected')).toBe('true');
    for (const title of [
      '字段列名',
      '字段描述',
      '物理类型',
      'TS类型',
      '字段名',
      '查询方式',
      '显示类型',
      '字典类型',
    ])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: '字段名: product_name' })).toHaveProperty(
      'value',
      'productName',
    );

    fireEvent.click(tab('基本信息'));
    await waitFor(() => expect(tab('基本信息').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByLabelText('实体类名称')).toHaveProperty('value', 'BizProduct');
    expect(screen.getByLabelText('作者')).toHaveProperty('value', 'dis');
    fireEvent.click(tab('生成信息'));
    expect(screen.getByLabelText('生成业务名')).toHaveProperty('value', 'product');
    // the tree and sub-table fields belong to their templates
    expect(screen.queryByText('树编码字段')).toBeNull();
    expect(screen.queryByText('关联子表的表名')).toBeNull();
  }, 120_000);

  it('sends an edited column with both forms and params, then closes back to the list', async () => {
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderAt();
    const comment = await screen.findByRole('textbox', { name: '字段描述: product_name' }, LAZY);
    fireEvent.change(comment, { target: { value: '  产品名称  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '查询: status' }));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, body] = put.mock.calls[0];
    expect(url).toBe('/tool/gen');
    expect(body).toMatchObject({
      tableId: 1,
      tableName: 'biz_product',
      className: 'BizProduct',
      functionAuthor: 'dis',
      tplCategory: 'crud',
      moduleName: 'system',
      businessName: 'product',
      functionName: '产品',
      genType: '0',
      subTableName: null,
      params: { parentMenuId: 3, genView: '1', treeCode: null, treeName: null, treeParentCode: null },
    });
    expect(body.columns).toHaveLength(4);
    expect(body.columns[1]).toMatchObject({
      columnId: 2,
      columnComment: '产品名称',
      javaField: 'productName',
    });
    expect(body.columns[2]).toMatchObject({ columnId: 3, isQuery: '1', dictType: 'sys_normal_disable' });
    expect(feedback.message.success).toHaveBeenCalledWith('操作成功');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tool/gen'));
  }, 120_000);

  it('says 表单校验未通过 and sends nothing when a form or a field name is wrong', async () => {
    renderAt();
    await screen.findByRole('cell', { name: 'product_name' }, LAZY);
    fireEvent.click(tab('基本信息'));
    fireEvent.change(screen.getByLabelText('实体类名称'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(feedback.message.error).toHaveBeenCalledWith('表单校验未通过，请重新检查提交内容'),
    );
    expect(await screen.findByText('请输入实体类名称')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('实体类名称'), { target: { value: 'BizProduct' } });

    fireEvent.click(tab('字段信息'));
    fireEvent.change(screen.getByRole('textbox', { name: '字段名: status' }), {
      target: { value: 'Bad-Name' },
    });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledTimes(2));
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/tool/gen-edit/index/1');
  }, 120_000);

  it('keeps the page when the server refuses, and 返回 leaves without saving', async () => {
    put.mockRejectedValue(
      Object.assign(new Error('生成业务名product已被现有资源system/product占用'), { name: 'RequestError' }),
    );
    renderAt();
    await screen.findByRole('cell', { name: 'product_name' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('where').textContent).toBe('/tool/gen-edit/index/1');
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tool/gen'));
    expect(put).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('shows the tree fields for a tree table and the sub-table fields for a master-detail one', async () => {
    renderAt(5);
    await screen.findByRole('cell', { name: 'product_name' }, LAZY);
    fireEvent.click(tab('生成信息'));
    expect(await screen.findByText('树编码字段')).toBeTruthy();
    expect(screen.getByText('树父编码字段')).toBeTruthy();
    expect(screen.getByText('树名称字段')).toBeTruthy();
    expect(screen.queryByText('关联子表的表名')).toBeNull();
    // a tree table wants its three columns
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(feedback.message.error).toHaveBeenCalledWith('表单校验未通过，请重新检查提交内容'),
    );
    expect(put).not.toHaveBeenCalled();

    const template = screen.getByRole('combobox', { name: '生成模板' });
    fireEvent.mouseDown(template);
    fireEvent.click(await screen.findByTitle('主子表（增删改查）'));
    expect(await screen.findByText('关联子表的表名')).toBeTruthy();
    expect(screen.getByText('子表关联的外键名')).toBeTruthy();
    expect(screen.queryByText('树编码字段')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^关联子表的表名/ }));
    const choices = await screen.findAllByTitle('biz_order：biz_order 表');
    fireEvent.click(choices[choices.length - 1]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^子表关联的外键名/ }));
    expect(await screen.findByTitle('product_id：product_id 说明')).toBeTruthy();
    expect(within(document.body).queryByTitle('biz_product：biz_product 表')).toBeNull();
  }, 120_000);
});

describe('moveColumn', () => {
  it('moves a dragged column and numbers every sort from 1', () => {
    const moved = moveColumn(columns, 3, 1);
    expect(moved.map((c) => c.columnName)).toEqual(['product_id', 'parent_id', 'product_name', 'status']);
    expect(moved.map((c) => c.sort)).toEqual([1, 2, 3, 4]);
  });
});
