import { queryFieldsOf, type Field, type Model } from './model';
import { importOrder, oneLine, quote, upperSnake, type RemoteWords } from './names';

const textual = (field: Field) => field.kind === 'varchar' || field.kind === 'char' || field.kind === 'text';
const INTEGER = new Set(['bigint', 'integer', 'smallint']);

/** The controls of a dialog field and what the form holds for it. */
type Control =
  | 'input'
  | 'number'
  | 'switch'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'datetime'
  | 'image'
  | 'file'
  | 'editor'
  | 'parent';

/** The dialog's control of a writable field, from its display type and its column. */
export function controlOf(field: Field, model?: Pick<Model, 'tree'>): Control {
  if (model?.tree && field === model.tree.parent) return 'parent';
  const dict = field.spec.dictType !== '';
  switch (field.spec.htmlType) {
    case 'textarea':
      return textual(field) ? 'textarea' : 'input';
    case 'select':
      return dict ? 'select' : 'input';
    case 'radio':
      return dict ? 'radio' : 'input';
    case 'checkbox':
      return dict && textual(field) ? 'checkbox' : 'input';
    case 'datetime':
      return field.kind === 'timestamp' || field.kind === 'date' || textual(field) ? 'datetime' : 'input';
    case 'imageUpload':
      return textual(field) ? 'image' : 'input';
    case 'fileUpload':
      return textual(field) ? 'file' : 'input';
    case 'editor':
      return textual(field) ? 'editor' : 'input';
    default:
      return 'input';
  }
}

/** The control a field of type `input` really gets: numbers and booleans have their own. */
const refined = (field: Field, control: Control): Control => {
  if (control !== 'input') return control;
  if (field.ts === 'number' || field.kind === 'numeric') return 'number';
  return field.ts === 'boolean' ? 'switch' : 'input';
};

/** `dicts.sys_normal_disable`, or `dicts['a-b']` when the type is no identifier. */
export const dictAccess = (type: string) =>
  /^[A-Za-z_$][\w$]*$/.test(type) ? `dicts.${type}` : `dicts[${quote(type)}]`;

/** `api.ts`: the resource's calls, shared by the page and its dialog. */
export function apiFile(model: Model): string {
  const { names, sub } = model;
  const C = names.className;
  const detail = sub ? `, ${C}Detail` : '';
  return `import type { ${C}, ${C}Create, ${sub ? `${C}Detail, ` : ''}${C}Filter, ${C}Update } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** What \`POST\` (no id) / \`PUT ${names.path}\` (with the id) take. */
export type ${names.one}Body = ${C}Create | ${C}Update;

export const ${names.words} = resourceApi<${C}, ${C}Filter, ${names.one}Body${detail}>('${names.key}');
`;
}

/** `index.tsx`: the one line that exposes the page. */
export const indexFile = (model: Model) => `export { default } from './${model.names.one}Page';\n`;

/** The field spec of the page: search fields and columns from the columns' query and list flags. */
function fieldSpec(model: Model): string[] {
  const { names, fields, pk } = model;
  const queries = queryFieldsOf(fields);
  const lines: string[] = [];
  for (const field of fields) {
    // a tree shows its rows nested: no id column, no parent column or search
    if (model.tree && (field === pk || field === model.tree.parent)) continue;
    const query = queries.find((one) => one.field === field);
    const list = field.spec.isList || field.pk;
    if (!query && !list) continue;
    const parts = [`name: '${field.name}'`, `label: '${names.business}.${field.name}'`];
    if (field.spec.dictType) parts.push(`dict: ${quote(field.spec.dictType)}`);
    // a yes / no column has no search box of its own (its filter stays on the server)
    if (query && field.ts !== 'boolean') {
      parts.push(`search: '${query.op === 'days' ? 'dateRange' : field.spec.dictType ? 'select' : 'input'}'`);
    }
    if (list) {
      let column: string;
      if (field === pk) column = `{ align: 'center', width: 90 }`;
      else if (field.spec.dictType) column = `'tag'`;
      else if (field.kind === 'timestamp') column = `'time'`;
      else if (field.spec.htmlType === 'editor' || field.kind === 'text') column = `{ ellipsis: true }`;
      else column = model.tree && field === model.tree.label ? `{ width: 260 }` : `{ align: 'center' }`;
      parts.push(`column: ${column}`);
    }
    lines.push(`{ ${parts.join(', ')} },`);
  }
  return lines;
}

/** The dictionaries the dialog needs that the field spec does not load. */
function dialogDicts(model: Model): string[] {
  const listed = new Set(
    model.fields
      .filter((field) => field.spec.dictType && (field.spec.isList || field.spec.isQuery || field.pk))
      .map((field) => field.spec.dictType),
  );
  const wanted = [...model.fields, ...(model.sub?.fields ?? [])]
    .filter(
      (field) =>
        field.writable && field.spec.dictType && ['select', 'radio', 'checkbox'].includes(controlOf(field)),
    )
    .map((field) => field.spec.dictType);
  return [...new Set(wanted)].filter((type) => !listed.has(type));
}

/** `<C>Page.tsx`: the list page on the kit's page hook. */
export function pageFile(model: Model, remote: RemoteWords): string {
  const { names, spec, fields, tree } = model;
  const C = names.className;
  const spec_ = `${upperSnake(names.word)}_FIELDS`;
  const queries = queryFieldsOf(fields);
  const searched = queries.map((query) => query.field.zh).join(' / ');
  const listedWords = fields.filter((field) => field.spec.isList).map((field) => field.zh);
  const extraDicts = dialogDicts(model);
  const options = [
    `api: ${names.words}`,
    `fields: ${spec_}`,
    't',
    'editor: true',
    ...(tree ? [`tree: { parentId: '${tree.parent.name}', expandAll: false }`] : []),
    ...(extraDicts.length ? [`dicts: [${extraDicts.map(quote).join(', ')}]`] : []),
  ];
  const dictsProp =
    fields.some((field) => field.writable && field.spec.dictType) ||
    model.sub?.fields.some((f) => f.writable && f.spec.dictType);
  const props = [
    `${names.id}={page.editor.id as number | undefined}`,
    ...(dictsProp ? ['dicts={page.dicts}'] : []),
    'onClose={page.closeEditor}',
  ];
  return `import { lazy } from 'react';
import type { ${C}, ${C}Filter } from '@dis/contract';
import { CrudView, useCrudPage, type FieldSpec } from '@dis/ui';
import { ${remote.hook} } from '${remote.i18nImport}';
import { ${names.words} } from './api';

/** ${oneLine([searched ? `${searched} searched` : '', `${listedWords.join(', ')} listed${tree ? ' as a tree' : ''}`].filter(Boolean).join('; '))}. */
export const ${spec_}: readonly FieldSpec<${C}>[] = [
${fieldSpec(model).join('\n')}
];

/** The dialog loads (with antd's Form) only when it is first opened. */
const ${names.one}Dialog = lazy(() => import('./${names.one}Dialog'));

/** ${oneLine(spec.functionName)}: search, list, add, edit, delete and export (generated from \`${spec.tableName}\`). */
export default function ${names.one}Page() {
  const { t } = ${remote.hook}();
  const page = useCrudPage<${C}, ${C}Filter>({ ${options.join(', ')} });
  return (
    <CrudView {...page.view()}>
      {page.editor ? <${names.one}Dialog ${props.join(' ')} /> : null}
    </CrudView>
  );
}
`;
}

interface DialogParts {
  items: string[];
  ui: Set<string>;
  form: Set<string>;
  /** the form's values from a loaded row */
  load: string[];
  /** the body from the form's values */
  body: string[];
  /** a new row's values */
  initial: string[];
  /** fields the form holds as string[] (check boxes) */
  lists: string[];
}

/** The Form.Item of one field and its conversions; `prefix` is the words' key (`product`). */
function dialogField(
  field: Field,
  model: Model,
  prefix: string,
  limits: string,
  parts: DialogParts,
  name?: string,
) {
  const control = refined(field, controlOf(field, model));
  const label = `t('${prefix}.${field.name}')`;
  const placeholder = `t('${prefix}.${field.name}Placeholder')`;
  const max = textual(field) ? `${limits}.${field.name}` : undefined;
  const rules: string[] = [];
  if (field.required) {
    rules.push(
      textual(field) && ['input', 'textarea'].includes(control)
        ? `{ required: true, whitespace: true, message: t('${prefix}.${field.name}Required') }`
        : `{ required: true, message: t('${prefix}.${field.name}Required') }`,
    );
  }
  if (max && ['input', 'textarea'].includes(control)) rules.push(`{ max: ${max} }`);
  const options = `dictOptions(${dictAccess(field.spec.dictType)} ?? [])`;
  let input: string;
  let extra = '';
  switch (control) {
    case 'number':
      parts.form.add('InputNumber');
      input = `<InputNumber ${INTEGER.has(field.kind) ? 'precision={0} ' : field.kind === 'numeric' ? `stringMode precision={${field.scale ?? 0}} ` : ''}style={{ width: '100%' }} />`;
      break;
    case 'switch':
      parts.ui.add('Switch');
      extra = ' valuePropName="checked"';
      input = '<Switch />';
      break;
    case 'textarea':
      parts.ui.add('Input');
      input = `<Input.TextArea rows={3} placeholder={${placeholder}} maxLength={${max}} />`;
      break;
    case 'select':
      parts.ui.add('Select').add('dictOptions');
      input = `<Select placeholder={${placeholder}} options={${options}} allowClear />`;
      break;
    case 'radio':
      parts.ui.add('RadioGroup').add('dictOptions');
      input = `<RadioGroup options={${options}} />`;
      break;
    case 'checkbox':
      parts.ui.add('Checkbox').add('dictOptions');
      input = `<Checkbox.Group options={${options}} />`;
      break;
    case 'datetime':
      parts.form.add('DateTimeInput');
      input = `<DateTimeInput ${field.kind === 'date' ? 'dateOnly ' : ''}placeholder={${placeholder}} />`;
      break;
    case 'image':
      parts.ui.add('ImageUpload');
      input = '<ImageUpload limit={1} />';
      break;
    case 'file':
      parts.ui.add('FileUpload');
      input = '<FileUpload />';
      break;
    case 'editor':
      parts.ui.add('RichTextEditor');
      input = '<RichTextEditor minHeight={200} />';
      break;
    case 'parent':
      parts.ui.add('TreeSelectInput');
      input = `<TreeSelectInput nodes={parents} placeholder={${placeholder}} />`;
      break;
    default:
      parts.ui.add('Input');
      input = `<Input placeholder={${placeholder}}${max ? ` maxLength={${max}}` : ''} />`;
  }
  const ruleProp = rules.length ? ` rules={[${rules.join(', ')}]}` : '';
  const nameProp = name === undefined ? `name="${field.name}"` : `name={${name}}`;
  parts.items.push(`<Form.Item ${nameProp} label={${label}}${ruleProp}${extra}>
  ${input}
</Form.Item>`);
  return control;
}

/** How the form holds a field and how the body takes it back. */
function conversions(field: Field, control: Control, row: string, values: string) {
  const value = `${values}.${field.name}`;
  const from = `${row}.${field.name}`;
  if (control === 'checkbox') {
    return {
      load: `${from} ? ${from}.split(',') : []`,
      body: `${value}.join(',')${field.required ? '' : ' || null'}`,
      initial: '[]',
    };
  }
  if (field.kind === 'numeric') {
    return {
      load: from,
      body: field.required ? value : `${value} ?? null`,
      initial: field.required ? `'0'` : 'null',
    };
  }
  if ((control === 'select' || control === 'radio') && textual(field)) {
    const initial = field.name === 'status' && field.kind === 'char' ? `'0'` : `''`;
    return {
      load: field.notNull ? from : `${from} ?? ''`,
      body: field.required ? value : `${value} || null`,
      initial,
    };
  }
  if (textual(field) || control === 'datetime') {
    const nullable = !field.notNull;
    const load = nullable ? `${from} ?? ''` : from;
    let body: string;
    if (['image', 'file', 'editor', 'datetime'].includes(control))
      body = field.required ? `${value}` : `${value} || null`;
    else body = field.required ? `${value}.trim()` : `${value}?.trim() || null`;
    const initial = field.name === 'status' && field.kind === 'char' ? `'0'` : `''`;
    return { load, body, initial };
  }
  if (field.ts === 'number') {
    return {
      load: from,
      body: field.required ? value : `${value} ?? null`,
      initial: field.required ? '0' : 'null',
    };
  }
  return {
    load: from,
    body: field.required ? value : `${value} ?? null`,
    initial: field.required ? 'false' : 'null',
  };
}

/** `<C>Dialog.tsx`: add / edit in the kit's EditDialog, a Form.Item per insert / edit column. */
export function dialogFile(model: Model, remote: RemoteWords): string {
  const { names, spec, fields, tree, sub, pk } = model;
  const C = names.className;
  const prefix = names.business;
  const parts: DialogParts = {
    items: [],
    ui: new Set(),
    form: new Set(['EditDialog', 'Form']),
    load: [],
    body: [],
    initial: [],
    lists: [],
  };
  const writable = fields.filter((field) => field.writable);
  for (const field of writable) {
    const control = dialogField(field, model, prefix, names.limits, parts);
    const c = conversions(field, control, 'row', 'values');
    parts.load.push(`${field.name}: ${c.load},`);
    parts.body.push(`${field.name}: ${c.body},`);
    parts.initial.push(`${field.name}: ${c.initial},`);
    if (control === 'checkbox') parts.lists.push(field.name);
  }
  const FV = `${names.one}FormValues`;
  const usesDicts = [...writable, ...(sub?.fields.filter((f) => f.writable) ?? [])].some(
    (field) => field.spec.dictType && ['select', 'radio', 'checkbox'].includes(controlOf(field)),
  );
  if (usesDicts) parts.ui.add('type DictMap');

  // the detail rows: a list of rows edited in the dialog (Form.List)
  let subBlock = '';
  let subType = '';
  if (sub) {
    const subParts: DialogParts = {
      items: [],
      ui: parts.ui,
      form: parts.form,
      load: [],
      body: [],
      initial: [],
      lists: [],
    };
    const subWritable = sub.fields.filter((field) => field.writable);
    for (const field of subWritable) {
      const control = dialogField(
        field,
        model,
        `${prefix}.${sub.listField}`,
        sub.limits,
        subParts,
        `[row.name, '${field.name}']`,
      );
      const c = conversions(field, control, 'item', 'item');
      subParts.load.push(`${field.name}: ${c.load},`);
      subParts.body.push(`${field.name}: ${c.body},`);
      subParts.initial.push(`${field.name}: ${c.initial},`);
    }
    parts.ui.add('Button').add('PlusOutlined').add('DeleteOutlined').add('Space');
    parts.load.push(
      `${sub.listField}: row.${sub.listField}.map((item) => ({\n${sub.pk.name}: item.${sub.pk.name},\n${subParts.load.join('\n')}\n})),`,
    );
    parts.body.push(
      `${sub.listField}: values.${sub.listField}.map((item) => ({\n${sub.pk.name}: item.${sub.pk.name},\n${subParts.body.join('\n')}\n})),`,
    );
    parts.initial.push(`${sub.listField}: [],`);
    const newRow = `{ ${subParts.initial.map((line) => line.replace(/,$/, '')).join(', ')} }`;
    subBlock = `
      <Form.List name="${sub.listField}">
        {(rows, { add, remove }) => (
          <>
            <p>{t('${prefix}.${sub.listField}.title')}</p>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap>
                ${subParts.items.join('\n')}
                <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)}>
                  {t('${prefix}.${sub.listField}.remove')}
                </Button>
              </Space>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(${newRow})}>
              {t('${prefix}.${sub.listField}.add')}
            </Button>
          </>
        )}
      </Form.List>`;
    subType = ` & { ${sub.listField}: ${sub.className}Body[] }`;
  }

  const omit = [
    `'${pk.name}'`,
    ...parts.lists.map((name) => `'${name}'`),
    ...(sub ? [`'${sub.listField}'`] : []),
  ];
  const listsType = parts.lists.length
    ? ` & { ${parts.lists.map((name) => `${name}: string[]`).join('; ')} }`
    : '';
  const rowType = sub ? `${C}Detail` : C;
  const contractTypes = [rowType, ...(sub ? [`${sub.className}Body`] : [])];
  const limitsImport = [
    ...(parts.load.length && /FIELD_MAX/.test(parts.items.join('')) ? [names.limits] : []),
    ...(sub && subBlock.includes(sub.limits) ? [sub.limits] : []),
  ];
  const idProp = names.id;
  const react = tree ? `import { useEffect, useMemo, useState } from 'react';\n` : '';
  const treeHook = tree
    ? `
  const [candidates, setCandidates] = useState<${C}[]>([]);
  useEffect(() => {
    let live = true;
    ${names.words}
      .list({})
      .then((answer) => live && setCandidates(answer.rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const parents = useMemo(
    () =>
      treeSelectNodesOf(
        outsideBranch(candidates, ${idProp}),
        { id: '${pk.name}', parentId: '${tree.parent.name}', label: '${tree.label.name}', root: { id: 0, label: t('${prefix}.root') } },
      ),
    [candidates, ${idProp}, t],
  );`
    : '';
  if (tree) parts.ui.add('treeSelectNodesOf');
  const uiFinal = importOrder(parts.ui);
  return `${react}${limitsImport.length ? `import { ${limitsImport.join(', ')} } from '@dis/contract/rules';\n` : ''}import type { ${contractTypes.join(', ')} } from '@dis/contract';
import { ${uiFinal.join(', ')} } from '@dis/ui';
import { ${[...parts.form].sort().join(', ')} } from '@dis/ui/form';
import { ${remote.hook} } from '${remote.i18nImport}';
import { ${names.words}, type ${names.one}Body } from './api';

export interface ${names.one}DialogProps {
  /** the row to edit; a new one when absent */
  ${idProp}?: number;${usesDicts ? "\n  /** the dictionaries of the page (`useCrudPage`'s `dicts`) */\n  dicts: DictMap;" : ''}
  /** \`true\` when something was saved */
  onClose: (saved: boolean) => void;
}

type ${FV} = Omit<${names.one}Body, ${omit.join(' | ')}>${listsType}${subType};

const NEW_${upperSnake(names.word)}: ${FV} = {
${parts.initial.join('\n')}
};

const load${names.one} = async (${idProp}: number | string): Promise<${FV}> => {
  const row: ${rowType} = await ${names.words}.get(${idProp});
  return {
${parts.load.join('\n')}
  };
};

${
  tree
    ? `/** The rows a row may hang under: not itself, nor any row below it. */
function outsideBranch(rows: readonly ${C}[], ${idProp}?: number): ${C}[] {
  if (${idProp} === undefined) return [...rows];
  const branch = new Set([${idProp}]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const row of rows) {
      if (row.${tree.parent.name} !== null && branch.has(row.${tree.parent.name}) && !branch.has(row.${pk.name})) {
        branch.add(row.${pk.name});
        grown = true;
      }
    }
  }
  return rows.filter((row) => !branch.has(row.${pk.name}));
}

`
    : ''
}const toBody = (values: ${FV}, ${idProp}?: number): ${names.one}Body => ({
  ...(${idProp} === undefined ? {} : { ${idProp} }),
${parts.body.join('\n')}
});

/** 添加${oneLine(spec.functionName)} / 修改${oneLine(spec.functionName)} (generated from \`${spec.tableName}\`). */
export default function ${names.one}Dialog({ ${idProp}, ${usesDicts ? 'dicts, ' : ''}onClose }: ${names.one}DialogProps) {
  const { t } = ${remote.hook}();${treeHook}
  return (
    <EditDialog<${FV}>
      recordId={${idProp}}
      title={${idProp} === undefined ? t('${prefix}.addTitle') : t('${prefix}.editTitle')}
      width={${sub ? 900 : 600}}
      initialValues={NEW_${upperSnake(names.word)}}
      load={load${names.one}}
      save={(values) => ${names.words}.save(toBody(values, ${idProp}))}
      onClose={onClose}
    >
      ${parts.items.join('\n')}${subBlock}
    </EditDialog>
  );
}
`;
}
