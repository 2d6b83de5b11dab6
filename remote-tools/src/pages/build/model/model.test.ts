import { generateTsx, type CodeWords } from './generateTsx';
import { canRedo, canUndo, record, redo, startHistory, undo } from './history';
import { parseSchema, schemaToJson } from './importSchema';
import {
  addItem,
  allFields,
  containerIds,
  copyItem,
  findItem,
  keyProblem,
  moveItem,
  removeItem,
  ROOT,
  setRowColumns,
  updateField,
  type NewItemWords,
} from './operations';
import { emptySchema, isRow, type FieldItem, type FormSchema, type RowItem } from './schema';

const words: NewItemWords = { label: (kind) => `L-${kind}`, option: (n) => `O${n}` };
const code: CodeWords = {
  submit: '提交',
  reset: '重置',
  upload: '点击上传',
  required: (field) => `请输入${field.label}`,
};

function build(...kinds: Parameters<typeof addItem>[1][]): FormSchema {
  return kinds.reduce((schema, kind) => addItem(schema, kind, words).schema, emptySchema());
}

describe('the designer model', () => {
  it('adds fields with keys field100, field101… and a row with two columns', () => {
    const schema = build('input', 'select', 'row');
    expect(schema.items.map((item) => item.name)).toEqual(['field100', 'field101', 'row102']);
    const select = schema.items[1] as FieldItem;
    expect(select.label).toBe('L-select');
    expect(select.options).toEqual([
      { label: 'O1', value: '1' },
      { label: 'O2', value: '2' },
    ]);
    const row = schema.items[2] as RowItem;
    expect(row.columns.map((c) => c.span)).toEqual([12, 12]);
    // an add at a place
    const first = addItem(schema, 'switch', words, { container: ROOT, index: 0 });
    expect(first.schema.items[0]!.id).toBe(first.id);
    expect((first.schema.items[0] as FieldItem).defaultValue).toBe(false);
  });

  it('moves fields within the canvas, into a column, between columns and out again', () => {
    let schema = build('input', 'textarea', 'row');
    const row = schema.items[2] as RowItem;
    const [left, right] = row.columns;
    // reorder: textarea before input
    schema = moveItem(schema, 'field101', { container: ROOT, index: 0 });
    expect(containerIds(schema, ROOT)).toEqual(['field101', 'field100', row.id]);
    // into the left column
    schema = moveItem(schema, 'field100', { container: left!.id, index: 0 });
    expect(containerIds(schema, ROOT)).toEqual(['field101', row.id]);
    expect(containerIds(schema, left!.id)).toEqual(['field100']);
    // to the right column
    schema = moveItem(schema, 'field100', { container: right!.id, index: 0 });
    expect(containerIds(schema, left!.id)).toEqual([]);
    expect(containerIds(schema, right!.id)).toEqual(['field100']);
    // out to the end of the canvas
    schema = moveItem(schema, 'field100', { container: ROOT, index: 2 });
    expect(containerIds(schema, ROOT)).toEqual(['field101', row.id, 'field100']);
    // a row never goes into a column
    expect(moveItem(schema, row.id, { container: left!.id, index: 0 })).toBe(schema);
    // adding straight into a column
    const added = addItem(schema, 'date', words, { container: left!.id, index: 0 });
    expect(containerIds(added.schema, left!.id)).toEqual([added.id]);
    expect(allFields(added.schema)).toHaveLength(3);
  });

  it('copies a field with a new key after itself, and a row with new keys for its fields', () => {
    let schema = build('input', 'row');
    schema = updateField(schema, 'field100', { label: '姓名', required: true });
    const copied = copyItem(schema, 'field100');
    const copy = findItem(copied.schema, copied.id) as FieldItem;
    expect(containerIds(copied.schema, ROOT)[1]).toBe(copied.id);
    expect(copy.name).not.toBe('field100');
    expect(copy).toMatchObject({ label: '姓名', required: true });
    // a row's fields are copied too, with keys of their own
    const row = copied.schema.items.find(isRow)!;
    schema = moveItem(copied.schema, 'field100', { container: row.columns[0]!.id, index: 0 });
    const rowCopy = copyItem(schema, row.id);
    const keys = allFields(rowCopy.schema).map((f) => f.name);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(3);
  });

  it('removes a field, or a row with its fields', () => {
    let schema = build('input', 'row');
    const row = schema.items[1] as RowItem;
    schema = moveItem(schema, 'field100', { container: row.columns[1]!.id, index: 0 });
    expect(removeItem(schema, 'field100').items).toHaveLength(1);
    expect(allFields(removeItem(schema, row.id))).toEqual([]);
  });

  it('keeps a row’s fields when columns are taken away', () => {
    let schema = build('row', 'input');
    const row = schema.items[0] as RowItem;
    schema = moveItem(schema, 'field103', { container: row.columns[1]!.id, index: 0 });
    schema = setRowColumns(schema, row.id, [24]);
    expect((schema.items[0] as RowItem).columns).toHaveLength(1);
    expect(allFields(schema).map((f) => f.name)).toEqual(['field103']);
  });

  it('validates keys: non-empty, an identifier, unique', () => {
    const schema = build('input', 'input');
    expect(keyProblem(schema, 'field100', '')).toBe('empty');
    expect(keyProblem(schema, 'field100', '1abc')).toBe('format');
    expect(keyProblem(schema, 'field100', 'field101')).toBe('taken');
    expect(keyProblem(schema, 'field100', 'userName')).toBeNull();
  });

  it('undoes and redoes changes; a new change forgets what could be redone', () => {
    const s0 = emptySchema();
    const s1 = build('input');
    const s2 = build('input', 'select');
    let history = record(record(startHistory(s0), s1), s2);
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(s1);
    history = undo(history);
    expect(history.present).toBe(s0);
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(history.present).toBe(s1);
    expect(canRedo(history)).toBe(true);
    history = record(history, s2);
    expect(canRedo(history)).toBe(false);
    expect(record(history, history.present)).toBe(history);
  });

  it('reads back its own export, and refuses what is not a designer schema', () => {
    const schema = updateField(build('input', 'row', 'checkbox'), 'field100', {
      rules: [{ kind: 'pattern', value: '^\\d+$', message: '只能是数字' }],
    });
    expect(parseSchema(schemaToJson(schema))).toEqual({ ok: true, schema });

    const refused = (text: string) => {
      const result = parseSchema(text);
      return result.ok ? null : result.problem;
    };
    expect(refused('{nope')).toEqual({ reason: 'notJson', path: '' });
    expect(refused('[1]')).toEqual({ reason: 'notObject', path: '' });
    expect(refused('{"version":2,"form":{},"items":[]}')).toEqual({ reason: 'version', path: 'version' });
    expect(refused('{"version":1,"form":{}}')).toEqual({ reason: 'missing', path: 'items' });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- breaking an export on purpose
    const bad = (change: (copy: any) => void) => {
      const copy = JSON.parse(schemaToJson(schema));
      change(copy);
      return refused(JSON.stringify(copy));
    };
    expect(bad((c) => (c.items[0].kind = 'hologram'))).toEqual({ reason: 'kind', path: 'items[0].kind' });
    expect(bad((c) => (c.items[0].name = 'a b'))).toEqual({ reason: 'key', path: 'items[0].name' });
    expect(bad((c) => (c.items[2].name = 'field100'))).toEqual({
      reason: 'duplicateKey',
      path: 'items[2].name',
    });
    expect(bad((c) => (c.items[0].span = 30))).toEqual({ reason: 'span', path: 'items[0].span' });
    expect(bad((c) => (c.items[0].rules[0].value = '(['))).toEqual({
      reason: 'pattern',
      path: 'items[0].rules[0].value',
    });
    expect(bad((c) => (c.items[1].columns[0].children = 'x'))).toEqual({
      reason: 'type',
      path: 'items[1].columns[0].children',
    });
    expect(bad((c) => (c.form.size = 'huge'))).toEqual({ reason: 'type', path: 'form.size' });
  });

  it('exports a .tsx component with the fields, their rules, options and defaults', () => {
    let schema = build('input', 'select', 'switch', 'row', 'date');
    schema = updateField(schema, 'field100', {
      name: 'userName',
      label: '用户名',
      required: true,
      rules: [{ kind: 'max', value: '20', message: '最多 20 个字' }],
    });
    schema = updateField(schema, 'field101', { dictType: 'sys_user_sex', options: undefined });
    const row = schema.items[3] as RowItem;
    schema = moveItem(schema, 'field106', { container: row.columns[0]!.id, index: 0 });
    const text = generateTsx(schema, code);
    expect(text).toContain("from 'antd';");
    expect(text).toContain('export default function DesignedForm(');
    expect(text).toContain('<Form.Item');
    expect(text).toContain('name="userName"');
    expect(text).toContain('label="用户名"');
    expect(text).toContain("{ required: true, message: '请输入用户名' }");
    expect(text).toContain("{ max: 20, message: '最多 20 个字' }");
    expect(text).toContain("const dicts = useDicts('sys_user_sex');");
    expect(text).toContain('options={dicts.sys_user_sex}');
    expect(text).toContain('valuePropName="checked"');
    expect(text).toContain('field102: false,');
    expect(text).toContain('<DatePicker');
    expect(text).toContain('userName: string;');
    expect(text).toContain('field106?: Dayjs;');
    expect(text).toContain('<Button type="primary" htmlType="submit">');
  });

  it("carries RuoYi's properties into the export: affixes, icons, length, width, read-only, messages", () => {
    let schema = build('input', 'number', 'textarea', 'select');
    schema = updateField(schema, 'field100', {
      prefix: '¥',
      suffixIcon: 'user',
      maxLength: 30,
      showCount: true,
      width: 80,
      readOnly: true,
      required: true,
      requiredMessage: '金额一定要填',
    });
    schema = updateField(schema, 'field101', { prefixIcon: 'money', suffix: '元', width: 50 });
    schema = updateField(schema, 'field102', { maxLength: 200, readOnly: true });
    const text = generateTsx(schema, code);
    expect(text).toContain("import { MenuIcon } from '@dis/ui';");
    expect(text).toContain("prefix={'¥'}");
    expect(text).toContain('suffix={<MenuIcon name="user" />}');
    expect(text).toContain('prefix={<MenuIcon name="money" />}');
    expect(text).toContain("suffix={'元'}");
    expect(text).toContain('maxLength={30}');
    expect(text).toContain('showCount');
    expect(text).toContain("style={{ width: '80%' }}");
    expect(text).toContain("style={{ width: '50%' }}");
    expect(text).toContain('readOnly');
    expect(text).toContain("{ required: true, message: '金额一定要填' }");
    expect(text).toContain('maxLength={200}');
    // the JSON carries them too, and reads back
    const json = schemaToJson(schema);
    expect(JSON.parse(json).items[0]).toMatchObject({ prefix: '¥', suffixIcon: 'user', width: 80 });
    expect(parseSchema(json)).toEqual({ ok: true, schema });
  });

  it('keeps a default for every kind: times and dates as text, a cascade, files', () => {
    let schema = build('time', 'date', 'dateRange', 'cascader', 'upload', 'color');
    schema = updateField(schema, 'field100', { defaultValue: '08:30:00' });
    schema = updateField(schema, 'field101', { defaultValue: '2026-01-02' });
    schema = updateField(schema, 'field102', { defaultValue: ['2026-01-01', '2026-01-31'] });
    schema = updateField(schema, 'field103', { defaultValue: ['1', '2'] });
    schema = updateField(schema, 'field104', { defaultValue: '/profile/upload/a.pdf,/profile/upload/b.png' });
    schema = updateField(schema, 'field105', { defaultValue: '#1890ff' });
    const text = generateTsx(schema, code);
    expect(text).toContain("import dayjs, { type Dayjs } from 'dayjs';");
    expect(text).toContain("field100: dayjs('08:30:00', 'HH:mm:ss'),");
    expect(text).toContain("field101: dayjs('2026-01-02', 'YYYY-MM-DD'),");
    expect(text).toContain(
      "field102: [dayjs('2026-01-01', 'YYYY-MM-DD'), dayjs('2026-01-31', 'YYYY-MM-DD')],",
    );
    expect(text).toContain("field103: ['1', '2'],");
    expect(text).toContain(
      "field104: [{ uid: '-1', name: 'a.pdf', status: 'done', url: '/profile/upload/a.pdf' }, " +
        "{ uid: '-2', name: 'b.png', status: 'done', url: '/profile/upload/b.png' }],",
    );
    expect(text).toContain("field105: '#1890ff',");
    expect(parseSchema(schemaToJson(schema))).toEqual({ ok: true, schema });
    // a default that does not fit its kind is refused where it is
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- breaking an export on purpose
    const bad = (change: (copy: any) => void) => {
      const copy = JSON.parse(schemaToJson(schema));
      change(copy);
      const result = parseSchema(JSON.stringify(copy));
      return result.ok ? null : result.problem;
    };
    expect(bad((c) => (c.items[0].defaultValue = '8:30'))).toEqual({
      reason: 'type',
      path: 'items[0].defaultValue',
    });
    expect(bad((c) => (c.items[2].defaultValue = ['2026-01-01']))).toEqual({
      reason: 'type',
      path: 'items[2].defaultValue',
    });
    expect(bad((c) => (c.items[0].width = 120))).toEqual({ reason: 'type', path: 'items[0].width' });
    expect(bad((c) => (c.items[0].prefixIcon = '<svg>'))).toEqual({
      reason: 'type',
      path: 'items[0].prefixIcon',
    });
  });
});
