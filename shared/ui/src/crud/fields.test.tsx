import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from '@dis/shared';
import type { DictOption } from '../dict/dictCache';
import { PageTable } from '../table/PageTable';
import { renderWithUi } from '../testing/renderWithUi';
import { useSearchForm } from '../search/useSearchForm';
import {
  dictTypesOf,
  fieldColumns,
  FieldSearchForm,
  filtersOf,
  type FieldSpec,
  type SearchValues,
} from './fields';

interface Post {
  postId: number;
  postCode: string;
  postName: string;
  status: '0' | '1';
  createTime: string | number;
  dept?: { deptName: string };
}

const WORDS: Record<string, string> = {
  'post.postId': '岗位编号',
  'post.postCode': '岗位编码',
  'post.postCodePlaceholder': '请输入岗位编码',
  'post.postName': '岗位名称',
  'post.postNamePlaceholder': '请输入岗位名称',
  'post.status': '状态',
  'post.statusPlaceholder': '岗位状态',
  'post.createTime': '创建时间',
  'post.dept': '部门',
};
const t: TFunction = (key) => WORDS[key] ?? key;

const option = (value: string, label: string, listClass: string) =>
  ({
    value,
    label,
    raw: { dictValue: value, dictLabel: label, listClass, cssClass: '' },
  }) as unknown as DictOption;
const dicts = { sys_normal_disable: [option('0', '正常', 'primary'), option('1', '停用', 'danger')] };

const FIELDS: readonly FieldSpec<Post>[] = [
  { name: 'postId', label: 'post.postId', column: { align: 'center', width: 90 } },
  { name: 'postCode', label: 'post.postCode', search: 'input', column: true },
  { name: 'postName', label: 'post.postName', search: 'input' },
  { name: 'status', label: 'post.status', dict: 'sys_normal_disable', search: 'select', column: 'tag' },
  { name: 'createTime', label: 'post.createTime', search: 'dateRange', column: 'time' },
  { name: 'deptName', label: 'post.dept', column: { dataIndex: ['dept', 'deptName'] } },
];

const row: Post = {
  postId: 4,
  postCode: 'user',
  postName: '普通员工',
  status: '1',
  createTime: '2024-01-05 10:00:00',
  dept: { deptName: '研发部门' },
};

function Search({ onSearch }: { onSearch: (values: Partial<SearchValues>) => void }) {
  const search = useSearchForm<SearchValues>();
  return (
    <FieldSearchForm
      fields={FIELDS}
      t={t}
      dicts={dicts}
      search={search}
      onSearch={onSearch}
      onReset={jest.fn()}
    />
  );
}

describe('a field spec', () => {
  it('makes the search form of its search fields, in order, labelled and with placeholders', () => {
    const onSearch = jest.fn();
    renderWithUi(<Search onSearch={onSearch} />);
    const labels = [...document.querySelectorAll('.dis-search-field__label')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['岗位编码', '岗位名称', '状态', '创建时间']);
    expect((screen.getByLabelText('岗位编码') as HTMLInputElement).placeholder).toBe('请输入岗位编码');
    expect((screen.getByLabelText('创建时间') as HTMLInputElement).placeholder).toBe('开始日期 ~ 结束日期');
    fireEvent.change(screen.getByLabelText('岗位名称'), { target: { value: ' 员工 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenCalledWith({ postName: ' 员工 ' });
  });

  it('offers the dictionary of a select field', async () => {
    renderWithUi(<Search onSearch={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    expect(await screen.findByTitle('停用')).toBeTruthy();
  });

  it('makes the columns: text, dictionary tag, time, nested value', () => {
    const columns = fieldColumns(FIELDS, { t, dicts });
    expect(columns.map((column) => column.title)).toEqual([
      '岗位编号',
      '岗位编码',
      '状态',
      '创建时间',
      '部门',
    ]);
    expect(columns[0]).toMatchObject({ key: 'postId', dataIndex: 'postId', align: 'center', width: 90 });
    renderWithUi(
      <PageTable<Post>
        rowKey="postId"
        columns={columns}
        rows={[row]}
        total={1}
        pageNum={1}
        pageSize={10}
        onPageChange={jest.fn()}
      />,
    );
    const cells = within(screen.getByText('user').closest('tr')!);
    expect(cells.getByText('停用').closest('.ant-tag')).not.toBeNull();
    expect(cells.getByText('2024-01-05 10:00:00')).toBeTruthy();
    expect(cells.getByText('研发部门')).toBeTruthy();
  });

  it('makes a status switch for those who may change it, the tag for the others', async () => {
    const fields: FieldSpec<Post>[] = [
      { name: 'postCode', label: 'post.postCode', column: true },
      {
        name: 'status',
        label: 'post.status',
        dict: 'sys_normal_disable',
        column: { kind: 'switch', rowLabel: 'postName' },
      },
    ];
    const onSwitch = jest.fn();
    const table = (canSwitch: boolean) => (
      <PageTable<Post>
        rowKey="postId"
        columns={fieldColumns(fields, { t, dicts, canSwitch, onSwitch })}
        rows={[row]}
        total={1}
        pageNum={1}
        pageSize={10}
        onPageChange={jest.fn()}
      />
    );
    const { rerender } = renderWithUi(table(true));
    const toggle = await screen.findByRole('switch', { name: '状态: 普通员工' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith(row, 'status'));
    rerender(table(false));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('停用').closest('.ant-tag')).not.toBeNull();
  });

  it('numbers rows across pages in an index column', () => {
    const [index] = fieldColumns<Post>([{ name: 'index', label: '序号', column: 'index' }], {
      t,
      dicts,
      firstIndex: 21,
    });
    expect((index.render as (v: unknown, r: unknown, i: number) => number)(undefined, row, 2)).toBe(23);
  });

  it('makes the filters: trimmed text, blanks dropped, day ranges as params', () => {
    expect(
      filtersOf(FIELDS, {
        postCode: '  ceo ',
        postName: '   ',
        status: '0',
        createTime: ['2024-01-01', '2024-01-31'],
      }),
    ).toStrictEqual({
      postCode: 'ceo',
      postName: undefined,
      status: '0',
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
    expect(filtersOf(FIELDS, {})).toStrictEqual({
      postCode: undefined,
      postName: undefined,
      status: undefined,
      params: { beginTime: undefined, endTime: undefined },
    });
  });

  it('names a second day range by its rangeParam and keeps both', () => {
    const fields: FieldSpec[] = [
      { name: 'createTime', label: 'a', search: 'dateRange' },
      { name: 'loginTime', label: 'b', search: 'dateRange', rangeParam: 'loginTime' },
    ];
    expect(filtersOf(fields, { createTime: ['a', 'b'], loginTime: ['c', 'd'] })).toEqual({
      params: { beginTime: 'a', endTime: 'b', beginLoginTime: 'c', endLoginTime: 'd' },
    });
  });

  it('lists its dictionaries once', () => {
    expect(
      dictTypesOf([...FIELDS, { name: 'status', label: 'x', dict: 'sys_normal_disable', column: 'tag' }]),
    ).toEqual(['sys_normal_disable']);
  });
});
