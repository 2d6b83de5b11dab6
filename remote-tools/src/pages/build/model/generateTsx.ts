import { allFields } from './operations';
import {
  AFFIX_KINDS,
  CLEARABLE_KINDS,
  DAY_FORMAT,
  isRow,
  LENGTH_KINDS,
  OPTION_KINDS,
  READONLY_KINDS,
  TIME_FORMAT,
  WIDTH_KINDS,
  type FieldItem,
  type FieldOption,
  type FieldRule,
  type FormSchema,
  type Item,
  type JsonValue,
} from './schema';

/** The words the generated file carries, in the designer's language. */
export interface CodeWords {
  submit: string;
  reset: string;
  upload: string;
  /** the message of 必填 for a field */
  required: (field: FieldItem) => string;
}

const IND = '  ';

/** A JavaScript string literal (single quotes, as the repository's prettier writes them). */
function str(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

/** A JSX attribute value: `"text"` when it can be written so, `{'text'}` otherwise. */
function attr(text: string): string {
  return /["\\\n\r{}<>]/.test(text) ? `{${str(text)}}` : `"${text}"`;
}

function literal(value: JsonValue): string {
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return String(value);
}

function regex(pattern: string): string {
  return pattern.includes('/') || pattern === '' ? `new RegExp(${str(pattern)})` : `/${pattern}/`;
}

function optionsLiteral(options: readonly FieldOption[], depth: number): string {
  const pad = IND.repeat(depth + 1);
  const lines = options.map((option) => {
    if (!option.children?.length)
      return `${pad}{ label: ${str(option.label)}, value: ${str(option.value)} },`;
    const inner = IND.repeat(depth + 2);
    return [
      `${pad}{`,
      `${inner}label: ${str(option.label)},`,
      `${inner}value: ${str(option.value)},`,
      `${inner}children: ${optionsLiteral(option.children, depth + 2)},`,
      `${pad}},`,
    ].join('\n');
  });
  return `[\n${lines.join('\n')}\n${IND.repeat(depth)}]`;
}

function ruleLiteral(rule: FieldRule): string {
  const message = `message: ${str(rule.message)}`;
  if (rule.kind === 'pattern') return `{ pattern: ${regex(rule.value)}, ${message} }`;
  return `{ ${rule.kind}: ${Number(rule.value)}, ${message} }`;
}

const DATE_KINDS = new Set(['time', 'date', 'dateRange']);

/** A day or a time of the schema (text) as the value antd's pickers take. */
const dayjsOf = (text: string, format: string) => `dayjs(${str(text)}, ${str(format)})`;

/** The file name of a stored upload (`/profile/upload/2026/a.pdf` → `a.pdf`). */
const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1) || url;

/** A field's first value in the form's terms, as code; undefined when it starts empty. */
function initialLiteral(field: FieldItem): string | undefined {
  const value = field.defaultValue;
  if (value === undefined || value === null) return undefined;
  switch (field.kind) {
    case 'time':
      return typeof value === 'string' && value ? dayjsOf(value, TIME_FORMAT) : undefined;
    case 'date':
      return typeof value === 'string' && value ? dayjsOf(value, DAY_FORMAT) : undefined;
    case 'dateRange':
      return Array.isArray(value) && value.length === 2
        ? `[${value.map((day) => dayjsOf(String(day), DAY_FORMAT)).join(', ')}]`
        : undefined;
    case 'upload': {
      // the Upload's file list: each stored file, done
      const urls = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
      if (urls.length === 0) return undefined;
      const files = urls.map(
        (url, at) =>
          `{ uid: '${-(at + 1)}', name: ${str(fileNameOf(url))}, status: 'done', url: ${str(url)} }`,
      );
      return `[${files.join(', ')}]`;
    }
    default:
      return literal(value);
  }
}

/** The TypeScript type of a field's value. */
function valueType(field: FieldItem): string {
  switch (field.kind) {
    case 'number':
    case 'slider':
    case 'rate':
      return 'number';
    case 'switch':
      return 'boolean';
    case 'checkbox':
      return 'string[]';
    case 'cascader':
      return 'string[]';
    case 'time':
    case 'date':
      return 'Dayjs';
    case 'dateRange':
      return '[Dayjs, Dayjs]';
    case 'upload':
      return 'UploadFile[]';
    default:
      return 'string';
  }
}

/** The antd components a kind needs. */
const COMPONENTS: Record<FieldItem['kind'], string[]> = {
  input: ['Input'],
  textarea: ['Input'],
  password: ['Input'],
  number: ['InputNumber'],
  select: ['Select'],
  cascader: ['Cascader'],
  radio: ['Radio'],
  checkbox: ['Checkbox'],
  switch: ['Switch'],
  slider: ['Slider'],
  time: ['TimePicker'],
  date: ['DatePicker'],
  dateRange: ['DatePicker'],
  rate: ['Rate'],
  color: ['ColorPicker'],
  upload: ['Upload', 'Button'],
};

const optionsName = (field: FieldItem) => `${field.name}Options`;

function optionsExpression(field: FieldItem): string {
  return field.dictType ? `dicts.${field.dictType}` : optionsName(field);
}

/** Words and a console icon inside the box (`prefix={…}`), or nothing. */
function affixJsx(text: string | undefined, icon: string | undefined): string | undefined {
  const iconJsx = icon ? `<MenuIcon name=${attr(icon)} />` : '';
  if (!text) return iconJsx || undefined;
  return iconJsx ? `<>${iconJsx}{${str(text)}}</>` : str(text);
}

/** The control of a field, as JSX at `depth`. */
function control(field: FieldItem, words: CodeWords, depth: number): string {
  const props: string[] = [];
  const add = (text: string) => props.push(text);
  if (field.placeholder) add(`placeholder=${attr(field.placeholder)}`);
  if (field.clearable && CLEARABLE_KINDS.includes(field.kind) && field.kind !== 'rate') add('allowClear');
  if (field.disabled) add('disabled');
  if (field.readOnly && READONLY_KINDS.includes(field.kind)) add('readOnly');
  if (LENGTH_KINDS.includes(field.kind)) {
    if (field.maxLength !== undefined) add(`maxLength={${field.maxLength}}`);
    if (field.showCount) add('showCount');
  }
  if (AFFIX_KINDS.includes(field.kind)) {
    const prefix = affixJsx(field.prefix, field.prefixIcon);
    const suffix = affixJsx(field.suffix, field.suffixIcon);
    if (prefix) add(`prefix={${prefix}}`);
    if (suffix) add(`suffix={${suffix}}`);
  }
  if (WIDTH_KINDS.includes(field.kind) && field.width !== undefined)
    add(`style={{ width: '${field.width}%' }}`);
  const bounds = () => {
    if (field.min !== undefined) add(`min={${field.min}}`);
    if (field.max !== undefined) add(`max={${field.max}}`);
  };
  let tag: string;
  switch (field.kind) {
    case 'input':
      tag = 'Input';
      break;
    case 'textarea':
      tag = 'Input.TextArea';
      add('rows={4}');
      break;
    case 'password':
      tag = 'Input.Password';
      break;
    case 'number':
      tag = 'InputNumber';
      bounds();
      if (field.width === undefined) add("style={{ width: '100%' }}");
      break;
    case 'select':
      tag = 'Select';
      add(`options={${optionsExpression(field)}}`);
      break;
    case 'cascader':
      tag = 'Cascader';
      add(`options={${optionsExpression(field)}}`);
      break;
    case 'radio':
      tag = 'Radio.Group';
      add(`options={${optionsExpression(field)}}`);
      break;
    case 'checkbox':
      tag = 'Checkbox.Group';
      add(`options={${optionsExpression(field)}}`);
      break;
    case 'switch':
      tag = 'Switch';
      break;
    case 'slider':
      tag = 'Slider';
      bounds();
      break;
    case 'time':
      tag = 'TimePicker';
      break;
    case 'date':
      tag = 'DatePicker';
      break;
    case 'dateRange':
      tag = 'DatePicker.RangePicker';
      break;
    case 'rate':
      tag = 'Rate';
      if (field.max !== undefined) add(`count={${field.max}}`);
      if (field.clearable) add('allowClear');
      break;
    case 'color':
      tag = 'ColorPicker';
      add('showText');
      break;
    case 'upload': {
      const pad = IND.repeat(depth);
      const uploadProps = ['beforeUpload={() => false}', ...props].join(' ');
      return [
        `${pad}<Upload ${uploadProps}>`,
        `${pad}${IND}<Button${field.disabled ? ' disabled' : ''}>${words.upload}</Button>`,
        `${pad}</Upload>`,
      ].join('\n');
    }
  }
  return `${IND.repeat(depth)}<${tag}${props.length ? ` ${props.join(' ')}` : ''} />`;
}

function formItem(field: FieldItem, words: CodeWords, depth: number): string {
  const pad = IND.repeat(depth);
  const props = [`label=${attr(field.label)}`, `name="${field.name}"`];
  if (field.kind === 'switch') props.push('valuePropName="checked"');
  if (field.kind === 'upload') props.push('valuePropName="fileList"', 'getValueFromEvent={fileListOf}');
  if (field.kind === 'color') props.push('getValueFromEvent={colorOf}');
  const rules: string[] = [];
  if (field.required) {
    const array = ['checkbox', 'cascader', 'dateRange'].includes(field.kind) ? " type: 'array'," : '';
    rules.push(`{ required: true,${array} message: ${str(field.requiredMessage || words.required(field))} }`);
  }
  for (const rule of field.rules) rules.push(ruleLiteral(rule));
  if (rules.length === 1) props.push(`rules={[${rules[0]}]}`);
  else if (rules.length > 1)
    props.push(`rules={[\n${rules.map((r) => `${pad}${IND}${IND}${r},`).join('\n')}\n${pad}${IND}]}`);
  const open =
    props.join(' ').length > 60 || rules.length > 1
      ? `${pad}<Form.Item\n${props.map((p) => `${pad}${IND}${p}`).join('\n')}\n${pad}>`
      : `${pad}<Form.Item ${props.join(' ')}>`;
  return `${open}\n${control(field, words, depth + 1)}\n${pad}</Form.Item>`;
}

function itemJsx(item: Item, schema: FormSchema, words: CodeWords, depth: number): string {
  const pad = IND.repeat(depth);
  if (!isRow(item)) {
    return `${pad}<Col span={${item.span}}>\n${formItem(item, words, depth + 1)}\n${pad}</Col>`;
  }
  const columns = item.columns.map((column) => {
    const inner = column.children.map((child) => itemJsx(child, schema, words, depth + 4)).join('\n');
    const body = inner
      ? `\n${IND.repeat(depth + 3)}<Row gutter={${schema.form.gutter}}>\n${inner}\n${IND.repeat(depth + 3)}</Row>\n`
      : '';
    return `${pad}${IND}${IND}<Col span={${column.span}}>${body ? `${body}${pad}${IND}${IND}` : ''}</Col>`;
  });
  return `${pad}<Col span={24}>\n${pad}${IND}<Row gutter={${schema.form.gutter}}>\n${columns.join('\n')}\n${pad}${IND}</Row>\n${pad}</Col>`;
}

/**
 * The schema as a React + antd component file (.tsx): the form with its fields, rules, options
 * and initial values, a submit and a reset button. Readable code, meant to be edited further.
 */
export function generateTsx(schema: FormSchema, words: CodeWords, componentName = 'DesignedForm'): string {
  const fields = allFields(schema);
  const components = new Set(['Button', 'Col', 'Form', 'Row', 'Space']);
  for (const field of fields) for (const name of COMPONENTS[field.kind]) components.add(name);
  const types = new Set<string>();
  if (fields.some((f) => f.kind === 'upload')) types.add('UploadFile');
  if (fields.some((f) => f.kind === 'color')) types.add('ColorPickerProps');
  const needsDayjs = fields.some((f) => DATE_KINDS.has(f.kind));
  // a time or a date that starts with a value is made by dayjs (antd's pickers hold dayjs values)
  const datesGiven = fields.some((f) => DATE_KINDS.has(f.kind) && initialLiteral(f) !== undefined);
  const dictTypes = [
    ...new Set(fields.flatMap((f) => (f.dictType && OPTION_KINDS.includes(f.kind) ? [f.dictType] : []))),
  ];

  const lines: string[] = [];
  lines.push(`import { ${[...components].sort().join(', ')} } from 'antd';`);
  if (types.size) lines.push(`import type { ${[...types].sort().join(', ')} } from 'antd';`);
  if (datesGiven) lines.push(`import dayjs, { type Dayjs } from 'dayjs';`);
  else if (needsDayjs) lines.push(`import type { Dayjs } from 'dayjs';`);
  const kit = [
    ...(fields.some((f) => AFFIX_KINDS.includes(f.kind) && (f.prefixIcon || f.suffixIcon))
      ? ['MenuIcon']
      : []),
    ...(dictTypes.length ? ['useDicts'] : []),
  ];
  if (kit.length) lines.push(`import { ${kit.join(', ')} } from '@dis/ui';`);
  lines.push('');

  lines.push('export interface FormValues {');
  for (const field of fields)
    lines.push(`${IND}${field.name}${field.required ? '' : '?'}: ${valueType(field)};`);
  lines.push('}');
  lines.push('');

  const withOptions = fields.filter((f) => OPTION_KINDS.includes(f.kind) && !f.dictType && f.options);
  for (const field of withOptions) {
    lines.push(`const ${optionsName(field)} = ${optionsLiteral(field.options ?? [], 0)};`);
    lines.push('');
  }

  const initial = fields.filter((f) => initialLiteral(f) !== undefined);
  if (initial.length) {
    lines.push('const initialValues: Partial<FormValues> = {');
    for (const field of initial) lines.push(`${IND}${field.name}: ${initialLiteral(field)},`);
    lines.push('};');
    lines.push('');
  }
  if (types.has('UploadFile')) {
    lines.push('const fileListOf = (event: { fileList: UploadFile[] }) => event.fileList;');
    lines.push('');
  }
  if (types.has('ColorPickerProps')) {
    lines.push(
      "const colorOf: (...args: Parameters<NonNullable<ColorPickerProps['onChange']>>) => string = (color) =>",
    );
    lines.push(`${IND}color.cleared ? '' : color.toHexString();`);
    lines.push('');
  }

  const { form } = schema;
  lines.push(
    `export default function ${componentName}({ onSubmit }: { onSubmit?: (values: FormValues) => void }) {`,
  );
  lines.push(`${IND}const [form] = Form.useForm<FormValues>();`);
  if (dictTypes.length) lines.push(`${IND}const dicts = useDicts(${dictTypes.map(str).join(', ')});`);
  lines.push('');
  lines.push(`${IND}return (`);
  const formProps = ['form={form}', `layout="${form.labelPosition === 'top' ? 'vertical' : 'horizontal'}"`];
  if (form.labelPosition === 'left') formProps.push('labelAlign="left"');
  if (form.labelPosition !== 'top')
    formProps.push(`labelCol={{ flex: '${form.labelWidth}px' }}`, "wrapperCol={{ flex: '1 1 0' }}");
  formProps.push(`size="${form.size}"`);
  if (form.disabled) formProps.push('disabled');
  if (initial.length) formProps.push('initialValues={initialValues}');
  formProps.push('onFinish={onSubmit}');
  lines.push(`${IND}${IND}<Form`);
  for (const p of formProps) lines.push(`${IND.repeat(3)}${p}`);
  lines.push(`${IND}${IND}>`);
  lines.push(`${IND.repeat(3)}<Row gutter={${form.gutter}}>`);
  for (const item of schema.items) lines.push(itemJsx(item, schema, words, 4));
  lines.push(`${IND.repeat(3)}</Row>`);
  lines.push(`${IND.repeat(3)}<Form.Item>`);
  lines.push(`${IND.repeat(4)}<Space>`);
  lines.push(`${IND.repeat(5)}<Button type="primary" htmlType="submit">`);
  lines.push(`${IND.repeat(6)}${words.submit}`);
  lines.push(`${IND.repeat(5)}</Button>`);
  lines.push(`${IND.repeat(5)}<Button onClick={() => form.resetFields()}>${words.reset}</Button>`);
  lines.push(`${IND.repeat(4)}</Space>`);
  lines.push(`${IND.repeat(3)}</Form.Item>`);
  lines.push(`${IND}${IND}</Form>`);
  lines.push(`${IND});`);
  lines.push('}');
  lines.push('');
  return lines.join('\n');
}
