import { controlOf } from './page';
import { limitedFields, maxOf, queryFieldsOf, type Field, type Model } from './model';
import { oneLine, quote } from './names';

const textual = (field: Field) => field.kind === 'varchar' || field.kind === 'char' || field.kind === 'text';

/** The id the page tests give their row. */
const ROW_ID = 9173;

/** A value of a field that its column and its schema take. */
function sample(field: Field, variant = 0): unknown {
  if (field.spec.dictType && textual(field)) return String(variant % 2);
  switch (field.kind) {
    case 'varchar':
    case 'text':
    case 'char': {
      if (field.spec.htmlType === 'imageUpload') return `/profile/upload/${field.name}${variant}.png`;
      if (field.spec.htmlType === 'fileUpload') return `/profile/upload/${field.name}${variant}.pdf`;
      if (field.spec.htmlType === 'editor') return `<p>${field.name} ${variant}</p>`;
      if (field.spec.htmlType === 'datetime') return `2026-01-0${variant + 1} 08:30:00`;
      const text = `${field.name}${variant}`;
      return text.slice(0, field.kind === 'text' ? text.length : Math.max(1, field.length ?? text.length));
    }
    case 'bigint':
    case 'integer':
    case 'smallint':
      return 7 + variant;
    case 'numeric':
      return (field.scale ?? 0) > 0 ? `${12 + variant}.5` : `${12 + variant}`;
    case 'doublePrecision':
    case 'real':
      return 1.5 + variant;
    case 'boolean':
      return variant % 2 === 0;
    case 'timestamp':
      return `2026-01-0${variant + 1} 08:30:00`;
    case 'date':
      return `2026-01-0${variant + 1}`;
  }
}

const literal = (value: unknown) => (typeof value === 'string' ? quote(value) : JSON.stringify(value));

/** An object literal of the writable fields' samples. */
function body(
  fields: readonly Field[],
  variant: number,
  skip: (field: Field) => boolean = () => false,
): string {
  return `{ ${fields
    .filter((field) => field.writable && !skip(field))
    .map((field) => `${field.name}: ${literal(sample(field, variant))}`)
    .join(', ')} }`;
}

/** What the database answers for a sample (numeric keeps its scale). */
function readBack(field: Field, variant: number): unknown {
  const value = sample(field, variant);
  if (field.kind === 'numeric') {
    const scale = field.scale ?? 0;
    return scale > 0 ? Number(value).toFixed(scale) : value;
  }
  return value;
}

function readBackObject(
  fields: readonly Field[],
  variant: number,
  skip: (field: Field) => boolean = () => false,
) {
  return `{ ${fields
    .filter((field) => field.writable && !skip(field))
    .map((field) => `${field.name}: ${literal(readBack(field, variant))}`)
    .join(', ')} }`;
}

/** `server/test/<m>-<b>.int.test.ts`: the resource on both databases. */
export function serverTestFile(model: Model): string {
  const { names, spec, fields, pk, tree, sub } = model;
  const T = names.table;
  const isParent = (field: Field) => tree !== undefined && field === tree.parent;
  const sampleBody = (variant: number) =>
    tree
      ? `{ ...${body(fields, variant, isParent)}, ${tree.parent.name}: ${tree.parent.notNull ? '0' : 'null'} }`
      : sub
        ? `{ ...${body(fields, variant)}, ${sub.listField}: [${body(sub.fields, 0)}, ${body(sub.fields, 1)}] }`
        : body(fields, variant);
  const limited = limitedFields(fields.filter((field) => field.writable && field.kind !== 'text'))[0];
  const number = fields.find((field) => field.writable && field.ts === 'number' && !isParent(field));
  let badCase: string;
  if (limited) {
    const max = maxOf(limited);
    badCase = `const tooLong = await call('POST', '${names.path}', { ...SAMPLE, ${limited.name}: 'x'.repeat(${max + 1}) });
    expect(tooLong.json()).toEqual({ code: 500, msg: '${limited.name}长度不能超过${max}个字符' });`;
  } else if (number) {
    badCase = `const notANumber = await call('POST', '${names.path}', { ...SAMPLE, ${number.name}: 'abc' });
    expect(notANumber.json().code).toBe(500);`;
  } else {
    badCase = `const wrong = await call('POST', '${names.path}', { ...SAMPLE, ${pk.name}: 'abc' });
    expect(wrong.json().code).toBe(500);`;
  }
  const required = fields.find((field) => field.required && textual(field) && !field.spec.dictType);
  const requiredCase = required
    ? `
    const blank = await call('POST', '${names.path}', { ...SAMPLE, ${required.name}: '' });
    expect(blank.json()).toEqual({ code: 500, msg: '${required.name}长度不能少于1个字符' });`
    : '';

  const queries = queryFieldsOf(fields).filter((query) => !(tree && query.field === tree.parent));
  const query =
    queries.find((one) => one.op !== 'days' && one.field.writable) ??
    queries.find((one) => one.op === 'days');
  const listUrl = (q: string) => `${names.path}/list${q}`;
  const rowsOf = tree ? 'data' : 'rows';
  let filterCase = '';
  if (query) {
    let hit: string;
    let miss: string;
    if (query.op === 'days') {
      hit = '?params[beginTime]=2000-01-01&params[endTime]=2999-12-31';
      miss = '?params[beginTime]=2000-01-01&params[endTime]=2000-01-02';
    } else {
      const value = sample(query.field, 0);
      const text = encodeURIComponent(String(value));
      hit = `?${query.field.name}=${text}`;
      const other =
        query.field.ts === 'number'
          ? String(Number(value) + (query.op === 'lt' || query.op === 'lte' ? -1000 : 1000))
          : 'zz-none';
      miss =
        ['equals', 'contains'].includes(query.op) || query.field.ts === 'number'
          ? `?${query.field.name}=${encodeURIComponent(other)}`
          : '';
      if (query.op === 'ne' || (query.field.ts === 'boolean' && query.op !== 'equals')) miss = '';
      if (query.op === 'ne')
        hit = `?${query.field.name}=${encodeURIComponent(query.field.ts === 'number' ? String(Number(value) + 1000) : 'zz-none')}`;
      if (['gt', 'lt'].includes(query.op) && query.field.ts === 'number')
        hit = `?${query.field.name}=${Number(value) + (query.op === 'gt' ? -1 : 1)}`;
      if (['gt', 'gte', 'lt', 'lte'].includes(query.op) && query.field.ts !== 'number') {
        hit = '';
        miss = '';
      }
    }
    filterCase = `
    const ids = (answer: { ${rowsOf}: Array<{ ${pk.name}: number }> }) => answer.${rowsOf}.map((row) => row.${pk.name});
    expect(ids((await call('GET', '${listUrl(hit)}')).json())).toContain(${pk.name});${
      miss
        ? `\n    expect(ids((await call('GET', '${listUrl(miss)}')).json())).not.toContain(${pk.name});`
        : ''
    }`;
  }

  const listed = fields.filter((field) => field.pk || field.spec.isList);
  const headers = listed.map((field) => quote(field.zh)).join(', ');
  const edited = fields.find(
    (field) =>
      field.writable &&
      textual(field) &&
      !field.spec.dictType &&
      !isParent(field) &&
      field.spec.htmlType !== 'datetime',
  );
  const editedValue = edited ? String(sample(edited, 1)) : undefined;

  const treeCase = tree
    ? `

  it('keeps a tree: children under their parent, no delete of a parent', async () => {
    await call('POST', '${names.path}', SAMPLE);
    const parentId = await newestId();
    await call('POST', '${names.path}', { ...SAMPLE, ${tree.parent.name}: parentId });
    const childId = await newestId();
    const list = (await call('GET', '${names.path}/list')).json();
    expect(list.code).toBe(200);
    expect(list.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ ${pk.name}: childId, ${tree.parent.name}: parentId })]),
    );
    expect((await call('DELETE', \`${names.path}/\${parentId}\`)).json()).toEqual({ code: 500, msg: '存在下级,不允许删除' });
    const self = (await call('GET', \`${names.path}/\${childId}\`)).json().data;
    expect((await call('PUT', '${names.path}', { ...SAMPLE, ${pk.name}: childId, ${tree.parent.name}: childId })).json().code).toBe(500);
    expect(self.${tree.parent.name}).toBe(parentId);
    expect((await call('DELETE', \`${names.path}/\${childId}\`)).json().code).toBe(200);
    expect((await call('DELETE', \`${names.path}/\${parentId}\`)).json().code).toBe(200);
  });`
    : '';

  const subCase = sub
    ? `

  it('saves the detail rows with their row, reads them back and deletes them with it', async () => {
    expect((await call('POST', '${names.path}', SAMPLE)).json().code).toBe(200);
    const ${pk.name} = await newestId();
    const read = (await call('GET', \`${names.path}/\${${pk.name}}\`)).json().data;
    expect(read.${sub.listField}).toEqual([
      expect.objectContaining(${readBackObject(sub.fields, 0)}),
      expect.objectContaining(${readBackObject(sub.fields, 1)}),
    ]);
    const kept = read.${sub.listField}[1];
    expect((await call('PUT', '${names.path}', { ...SAMPLE, ${pk.name}, ${sub.listField}: [{ ...${body(sub.fields, 1)}, ${sub.pk.name}: kept.${sub.pk.name} }] })).json().code).toBe(200);
    const after = (await call('GET', \`${names.path}/\${${pk.name}}\`)).json().data;
    expect(after.${sub.listField}).toHaveLength(1);
    expect(await detailRows(${pk.name})).toBe(1);
    expect((await call('DELETE', \`${names.path}/\${${pk.name}}\`)).json().code).toBe(200);
    expect(await detailRows(${pk.name})).toBe(0);
  });`
    : '';

  const imports = [
    `import { desc${sub ? ', eq' : ''} } from 'drizzle-orm';`,
    `import { ${T}${sub ? `, ${sub.table}` : ''} } from '../src/db/schema';`,
  ];
  return `/** @jest-environment ./server/test/native-modules-environment.cjs */
${imports.join('\n')}
import { setupTestApp } from './helper';
import { exportForm, readWorkbook } from './marketing-support';

/** ${oneLine(spec.functionName)} (generated from \`${spec.tableName}\`): \`${names.path}\` */
const t = setupTestApp();

let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
});

const count = async () => (await t.app.db.select({ id: ${T}.${pk.name} }).from(${T})).length;

/** The id of the row added last. */
const newestId = async () => {
  const [row] = await t.app.db.select({ id: ${T}.${pk.name} }).from(${T}).orderBy(desc(${T}.${pk.name})).limit(1);
  return row.id;
};
${
  sub
    ? `
const detailRows = async (${pk.name}: number) =>
  (await t.app.db.select().from(${sub.table}).where(eq(${sub.table}.${sub.fk.name}, ${pk.name}))).length;
`
    : ''
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-cn') =>
  t.request({ method, url, payload, token: admin, headers: { 'accept-language': lang } });

const SAMPLE = ${sampleBody(0)};

describe('${oneLine(spec.functionName)}: ${names.path}', () => {
  it('refuses a user whose role lacks the permissions, and writes nothing', async () => {
    const ry = await t.login('ry');
    const before = await count();
    const forbidden = { code: 403, msg: '没有权限，请联系管理员授权' };
    expect((await t.request({ method: 'POST', url: '${names.path}', token: ry, payload: SAMPLE })).json()).toEqual(forbidden);
    expect((await t.request({ method: 'GET', url: '${names.path}/list', token: ry })).json()).toEqual(forbidden);
    expect(await count()).toBe(before);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await count();
    ${badCase}${requiredCase}
    expect(await count()).toBe(before);
  });

  it('adds a row with its audit fields, reads it back, finds it by a filter, edits it and deletes it', async () => {
    expect((await call('POST', '${names.path}', SAMPLE)).json()).toEqual({ code: 200, msg: '操作成功' });
    const ${pk.name} = await newestId();
    const read = (await call('GET', \`${names.path}/\${${pk.name}}\`)).json();
    expect(read.code).toBe(200);
    expect(read.data).toMatchObject(${tree ? readBackObject(fields, 0, (field) => field === tree.parent) : readBackObject(fields, 0)});${
      fields.some((field) => field.name === 'createBy' && field.audit)
        ? `\n    expect(read.data.createBy).toBe('admin');`
        : ''
    }
${filterCase}
${
  edited
    ? `
    const edit = await call('PUT', '${names.path}', { ...SAMPLE, ${pk.name}, ${edited.name}: ${quote(editedValue!)} });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', \`${names.path}/\${${pk.name}}\`)).json().data.${edited.name}).toBe(${quote(editedValue!)});`
    : `
    expect((await call('PUT', '${names.path}', { ...SAMPLE, ${pk.name} })).json()).toEqual({ code: 200, msg: '操作成功' });`
}

    expect((await call('DELETE', \`${names.path}/\${${pk.name}}\`)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', \`${names.path}/\${${pk.name}}\`, undefined, 'en')).json()).toEqual({
      code: 500,
      msg: ${quote(`The ${(spec.functionNameEn || names.one).toLowerCase()} does not exist`)},
    });
  });

  it('exports the rows as xlsx with the labels as headers', async () => {
    await call('POST', '${names.path}', SAMPLE);
    const response = await t.request({ method: 'POST', url: '${names.path}/export', token: admin, ...exportForm({}) });
    expect(response.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readWorkbook(response);
    expect(sheet.sheetName).toBe(${quote(`${spec.functionName}数据`)});
    expect(sheet.rows[0]).toEqual([${headers}]);
    expect(sheet.rows.length).toBeGreaterThan(1);
  });${treeCase}${subCase}
});
`;
}

/** Quill does not run under jsdom: the tests put a plain text area in the editor's place. */
function editorMock(model: Model): string {
  const all = [...model.fields, ...(model.sub?.fields ?? [])];
  if (!all.some((field) => field.writable && controlOf(field, model) === 'editor')) return '';
  return `// Quill does not run under jsdom: a plain text area holds the HTML in its place
jest.mock('@dis/ui', () => ({
  ...jest.requireActual('@dis/ui'),
  RichTextEditor: ({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) => (
    <textarea id={id} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));
`;
}

/** The row of the page tests, every field filled. */
function rowLiteral(model: Model): string {
  const { fields, pk, sub } = model;
  const entries = fields.map((field) => {
    if (field === pk) return `${field.name}: ${ROW_ID}`;
    if (field.audit)
      return `${field.name}: ${field.name === 'createTime' ? quote('2026-01-05 10:00:00') : field.name === 'createBy' ? quote('admin') : 'null'}`;
    if (model.tree && field === model.tree.parent) return `${field.name}: 0`;
    return `${field.name}: ${literal(readBack(field, 0))}`;
  });
  if (sub) entries.push(`${sub.listField}: []`);
  return `{ ${entries.join(', ')} }`;
}

/** `<C>Page.test.tsx`: the list, its buttons by permission, delete with its question, export, the editor. */
export function pageTestFile(model: Model): string {
  const { names, spec, fields, tree, sub } = model;
  const C = names.className;
  const listAnswer = tree ? `{ code: 200, data: [ROW] }` : `{ code: 200, total: 1, rows: [ROW] }`;
  const listQuery = tree ? '{}' : '{ pageNum: 1, pageSize: 20 }';
  const titles = fields
    .filter((field) => field.pk || field.spec.isList)
    .filter((field) => !tree || (field !== model.pk && field !== tree.parent))
    .map((field) => quote(field.zh));
  // the text that finds the row: its id, or in a tree (no id column) its name
  const anchor = quote(tree ? String(readBack(tree.label, 0)) : String(ROW_ID));
  const all = ['list', 'query', 'add', 'edit', 'remove', 'export'].map(
    (action) => `'${names.permission}:${action}'`,
  );
  const rowType = sub ? `${C}Detail` : C;
  return `import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { download, http } from '@dis/shared/request';
import { clearDictCache, feedback } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import type { ${rowType} } from '@dis/contract';
import ${names.one}Page from './${names.one}Page';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
  download: jest.fn(),
}));
${editorMock(model)}const get = http.get as jest.Mock;
const remove = http.delete as jest.Mock;
const confirm = jest.spyOn(feedback, 'confirm');
quietMessages();

const ROW: ${rowType} = ${rowLiteral(model)};

beforeEach(() => {
  for (const mock of [get, remove, confirm, download as jest.Mock]) mock.mockReset();
  clearDictCache();
  localStorage.clear();
  get.mockImplementation((url: string) => {
    if (url.startsWith('/system/dict/data/type/')) return Promise.resolve({ code: 200, data: [] });
    if (url === '${names.path}/list') return Promise.resolve(${listAnswer});
    if (url === '${names.path}/${ROW_ID}') return Promise.resolve({ code: 200, data: ROW });
    return Promise.reject(new Error(\`unexpected \${url}\`));
  });
});

const ALL = [${all.join(', ')}];

describe('${names.one}Page', () => {
  it('lists the rows with their columns; the buttons follow the permissions', async () => {
    renderWithUi(<${names.one}Page />, { permissions: ['${names.permission}:list'] });
    await screen.findByText(${anchor});
    expect(get).toHaveBeenCalledWith('${names.path}/list', ${listQuery});
    for (const title of [${titles.join(', ')}]) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新\\s*增|修\\s*改|删\\s*除|导\\s*出/ })).toBeNull();
  });

  it('deletes a row after its question and exports ${names.business}_<time>.xlsx', async () => {
    confirm.mockResolvedValue(true);
    remove.mockResolvedValue({ code: 200 });
    renderWithUi(<${names.one}Page />, { permissions: ALL });
    const row = (await screen.findByText(${anchor})).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\\s*除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('${names.path}/${ROW_ID}'));
    expect(confirm.mock.calls[0][0].content).toBe(${quote(`是否确认删除${spec.functionName}编号为"${ROW_ID}"的数据项？`)});

    fireEvent.click(screen.getByRole('button', { name: /导\\s*出/ }));
    expect(download).toHaveBeenCalledWith('${names.path}/export', {}, expect.stringMatching(/^${names.business}_\\d+\\.xlsx$/));
  });

  it('opens the edit dialog on a row with the loaded row', async () => {
    renderWithUi(<${names.one}Page />, { permissions: ALL });
    const row = (await screen.findByText(${anchor})).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\\s*改/ }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 15000 }));
    expect(dialog.getByText(${quote(`修改${spec.functionName}`)})).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('${names.path}/${ROW_ID}'));
  });
});
`;
}

/** `<C>Dialog.test.tsx`: required fields refused, an add with trimmed values, an edit with its id. */
export function dialogTestFile(model: Model): string {
  const { names, spec, fields, pk, tree, sub } = model;
  const writable = fields.filter((field) => field.writable);
  const dictTypes = [
    ...new Set(
      [...writable, ...(sub?.fields ?? [])]
        .filter((field) => field.spec.dictType)
        .map((field) => field.spec.dictType),
    ),
  ];
  const usesDicts =
    writable.some(
      (field) => field.spec.dictType && ['select', 'radio', 'checkbox'].includes(controlOf(field)),
    ) ||
    (sub?.fields ?? []).some(
      (field) =>
        field.writable && field.spec.dictType && ['select', 'radio', 'checkbox'].includes(controlOf(field)),
    );
  const dictsProp = usesDicts ? ' dicts={DICTS}' : '';
  const blanks = writable.filter(
    (field) => field.required && textual(field) && ['input', 'textarea'].includes(controlOf(field, model)),
  );
  const fillable = (field: Field) => {
    const control = controlOf(field, model);
    if (!field.required) return true;
    if (control === 'input' || control === 'textarea') return true;
    if (['select', 'radio', 'checkbox'].includes(control)) return true;
    return false;
  };
  const canAdd = writable.every(fillable);
  const fills: string[] = [];
  const expected: string[] = [];
  for (const field of writable) {
    const control = controlOf(field, model);
    const label = quote(field.zh);
    if (field.required && textual(field) && (control === 'input' || control === 'textarea')) {
      const value = String(sample(field, 0));
      const padded = ` ${value} `;
      fills.push(
        `fireEvent.change(screen.getByLabelText(${label}), { target: { value: ${quote(padded)} } });`,
      );
      expected.push(`${field.name}: ${quote(value)}`);
    } else if (field.required && control === 'select') {
      fills.push(`fireEvent.mouseDown(screen.getByRole('combobox', { name: ${label} }));`);
      fills.push(`fireEvent.click((await screen.findAllByTitle('乙')).at(-1)!);`);
      expected.push(`${field.name}: '1'`);
    } else if (field.required && control === 'radio') {
      fills.push(`fireEvent.click(screen.getAllByRole('radio', { name: '乙' }).at(-1)!);`);
      expected.push(`${field.name}: '1'`);
    } else if (field.required && control === 'checkbox') {
      fills.push(`fireEvent.click(screen.getAllByRole('checkbox', { name: '乙' }).at(-1)!);`);
      expected.push(`${field.name}: '1'`);
    } else if (textual(field) || control === 'datetime') {
      expected.push(`${field.name}: ${field.name === 'status' && field.kind === 'char' ? "'0'" : 'null'}`);
    } else if (field.ts === 'number') {
      expected.push(`${field.name}: ${field.required ? '0' : 'null'}`);
    } else {
      expected.push(`${field.name}: ${field.required ? 'false' : 'null'}`);
    }
  }
  if (sub) expected.push(`${sub.listField}: []`);
  const rowFields = fields.map((field) => {
    if (field === pk) return `${field.name}: ${ROW_ID}`;
    if (field.audit) return `${field.name}: null`;
    if (tree && field === tree.parent) return `${field.name}: 0`;
    return `${field.name}: ${literal(readBack(field, 0))}`;
  });
  if (sub) rowFields.push(`${sub.listField}: []`);
  const firstText = writable.find(
    (field) => textual(field) && controlOf(field, model) === 'input' && !field.spec.dictType,
  );

  const blankTest = blanks.length
    ? `
  it('refuses blank required fields and saves nothing', async () => {
    const onClose = jest.fn();
    renderWithUi(<${names.one}Dialog${dictsProp} onClose={onClose} />);
    expect(await screen.findByText(${quote(`添加${spec.functionName}`)}, {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\\s*定/ }));
${blanks.map((field) => `    expect(await screen.findByText(${quote(`${field.zh}不能为空`)})).toBeTruthy();`).join('\n')}
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
`
    : '';
  const addTest = canAdd
    ? `
  it('adds a row with trimmed values, empty ones as null', async () => {
    post.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<${names.one}Dialog${dictsProp} onClose={onClose} />);
    expect(await screen.findByText(${quote(`添加${spec.functionName}`)}, {}, LAZY)).toBeTruthy();
${fills.map((line) => `    ${line}`).join('\n')}
    fireEvent.click(screen.getByRole('button', { name: /确\\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(post).toHaveBeenCalledWith('${names.path}', { ${expected.join(', ')} });
  });
`
    : '';
  return `import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dis/shared/request';
${usesDicts ? `import type { DictOption } from '@dis/ui';\n` : ''}import { renderWithUi } from '@dis/ui/testing';
import ${names.one}Dialog from './${names.one}Dialog';

jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));
${editorMock(model)}const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
${
  usesDicts
    ? `
const option = (value: string, label: string) => ({ value, label, raw: {} }) as unknown as DictOption;
const DICTS = { ${dictTypes.map((type) => `${quote(type)}: [option('0', '甲'), option('1', '乙')]`).join(', ')} };`
    : ''
}
// the dialog's Modal loads lazily: the first one may take a while on a busy machine
const LAZY = { timeout: 15000 };

beforeEach(() => {
  for (const mock of [get, post, put]) mock.mockReset();${tree ? `\n  get.mockResolvedValue({ code: 200, data: [] });` : ''}
});

describe('${names.one}Dialog', () => {${blankTest}${addTest}
  it('edits a loaded row with PUT and its id', async () => {
    get.mockImplementation((url: string) =>
      Promise.resolve(url === '${names.path}/${ROW_ID}' ? { code: 200, data: { ${rowFields.join(', ')} } } : { code: 200, data: [] }),
    );
    put.mockResolvedValue({ code: 200, msg: '操作成功' });
    const onClose = jest.fn();
    renderWithUi(<${names.one}Dialog ${pk.name}={${ROW_ID}}${dictsProp} onClose={onClose} />);
    expect(await screen.findByText(${quote(`修改${spec.functionName}`)}, {}, LAZY)).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('${names.path}/${ROW_ID}'));${
      firstText
        ? `\n    await waitFor(() =>\n      expect((screen.getByLabelText(${quote(firstText.zh)}) as HTMLInputElement).value).toBe(${quote(String(readBack(firstText, 0)))}),\n    );`
        : ''
    }
    fireEvent.click(screen.getByRole('button', { name: /确\\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(put).toHaveBeenCalledWith('${names.path}', expect.objectContaining({ ${pk.name}: ${ROW_ID} }));
  });
});
`;
}
