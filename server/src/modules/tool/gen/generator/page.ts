import { literal, render } from './code';
import { queryFieldsOf, textual, type Field, type Model } from './model';
import type { RemoteWords } from './remote';

/**
 * The views of the page's templates (`templates/page/`): what `{Name}Page.tsx`, `{Name}Dialog.tsx`,
 * `api.ts` and `index.tsx` print, decided here from the model.
 */

/** The controls of a dialog field and what the form holds for it. */
export type Control =
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
export function refinedControlOf(field: Field, model?: Pick<Model, 'tree'>): Control {
  const control = controlOf(field, model);
  if (control !== 'input') return control;
  if (field.ts === 'number' || field.kind === 'numeric') return 'number';
  return field.ts === 'boolean' ? 'switch' : 'input';
}

/** Controls that choose from a dictionary. */
export const DICT_CONTROLS: readonly Control[] = ['select', 'radio', 'checkbox'];

/** `dicts.sys_normal_disable`, or `dicts['a-b']` when the type is no identifier. */
export const dictAccess = (type: string) =>
  /^[A-Za-z_$][\w$]*$/.test(type) ? `dicts.${type}` : `dicts[${JSON.stringify(type)}]`;

/** The TypeScript type of the key field (`number`, or `string` for a uuid). */
export const keyTypeOf = (model: Pick<Model, 'pk'>) => (model.pk.ts === 'number' ? 'number' : 'string');

/** `api.ts`: the resource's calls, shared by the page and its dialog. */
export function apiFile(model: Model): string {
  const C = model.names.className;
  const types = [C, `${C}Create`, `${C}Filter`, `${C}Update`, ...(model.sub ? [`${C}Detail`] : [])];
  return render('page/api.ts', { names: model.names, C, types, detail: model.sub !== undefined });
}

/** `index.tsx`: the one line that exposes the page. */
export const indexFile = (model: Model) => render('page/index.tsx', { names: model.names });

/** The list column a field gets in the field spec (the template's `COLUMNS`). */
function columnOf(field: Field, model: Model): string {
  if (field === model.pk) return field.kind === 'uuid' ? 'uuidKey' : 'key';
  if (field.spec.dictType) return 'tag';
  if (field.kind === 'timestamp') return 'time';
  if (field.spec.htmlType === 'editor' || field.kind === 'text') return 'long';
  return model.tree && field === model.tree.label ? 'treeLabel' : 'plain';
}

/** The dictionaries the dialog needs that the field spec does not load. */
function dialogDicts(model: Model): string[] {
  const listed = new Set(
    model.fields
      .filter((field) => field.spec.dictType && (field.spec.isList || field.spec.isQuery || field.pk))
      .map((field) => field.spec.dictType),
  );
  const wanted = [...model.fields, ...(model.sub?.fields ?? [])]
    .filter((field) => field.writable && field.spec.dictType && DICT_CONTROLS.includes(controlOf(field)))
    .map((field) => field.spec.dictType);
  return [...new Set(wanted)].filter((type) => !listed.has(type));
}

/** `{Name}Page.tsx`: the list page on the kit's page hook. */
export function pageFile(model: Model, remote: RemoteWords): string {
  const { names, spec, fields, tree } = model;
  const queries = queryFieldsOf(fields);
  const searched = queries.map((query) => query.field.zh).join(' / ');
  const listedWords = fields.filter((field) => field.spec.isList).map((field) => field.zh);
  const spec_ = [];
  for (const field of fields) {
    // a tree shows its rows nested: no id column, no parent column or search
    if (tree && (field === model.pk || field === tree.parent)) continue;
    const query = queries.find((one) => one.field === field);
    const list = field.spec.isList || field.pk;
    if (!query && !list) continue;
    spec_.push({
      name: field.name,
      dict: field.spec.dictType || undefined,
      // a yes / no column has no search box of its own (its filter stays on the server)
      search:
        query && field.ts !== 'boolean'
          ? query.op === 'days'
            ? 'dateRange'
            : field.spec.dictType
              ? 'select'
              : 'input'
          : undefined,
      column: list ? columnOf(field, model) : undefined,
    });
  }
  // the dialog takes the page's dictionaries when one of its controls chooses from one
  const writableDicts = [...fields, ...(model.sub?.fields ?? [])].some(
    (field) => field.writable && field.spec.dictType && DICT_CONTROLS.includes(controlOf(field)),
  );
  return render('page/{Name}Page.tsx', {
    names,
    C: names.className,
    remote,
    summary: [
      searched ? `${searched} searched` : '',
      `${listedWords.join(', ')} listed${tree ? ' as a tree' : ''}`,
    ]
      .filter(Boolean)
      .join('; '),
    functionName: spec.functionName,
    tableName: spec.tableName,
    fields: spec_,
    treeParent: tree?.parent.name,
    extraDicts: dialogDicts(model),
    dictsProp: writableDicts,
    idType: keyTypeOf(model),
  });
}

/** What the dialog's `_formItem` template prints for one field. */
interface FormItem {
  name: string;
  control: Control;
  /** `text`: required, blank refused; `value`: required */
  required?: 'text' | 'value';
  /** the length limit's constant (`BIZ_PRODUCT_FIELD_MAX.productName`) */
  max?: string;
  /** the dictionary's options (`dicts.sys_yes_no`) */
  dicts?: string;
  integer?: boolean;
  decimalScale?: number;
  dateOnly?: boolean;
  /** an item of a detail row (its name is `[row.name, field]`) */
  listName?: boolean;
}

/** How the dialog moves one field between the row, the form and the body (the `_values` template). */
export interface Conversion {
  name: string;
  /** form ← row: `split` a comma list, `orEmpty` null as '', else as it is */
  load: 'split' | 'orEmpty' | 'asIs';
  /** body ← form: `join` the list, `trim` typed text, `text` chosen text, else the value */
  body: 'join' | 'trim' | 'text' | 'value';
  /** an optional field left empty: `null`, left out (`omit`, the database's default) */
  empty: 'required' | 'null' | 'omit';
  /** a new row's value */
  initialValue: unknown;
  /** the same as a literal */
  initial: string;
}

function formItemOf(field: Field, model: Model, limits: string, listName = false): FormItem {
  const control = refinedControlOf(field, model);
  const typed = textual(field) && ['input', 'textarea'].includes(control);
  return {
    name: field.name,
    control,
    required: field.required ? (typed ? 'text' : 'value') : undefined,
    max: textual(field) ? `${limits}.${field.name}` : undefined,
    dicts: DICT_CONTROLS.includes(control) ? dictAccess(field.spec.dictType) : undefined,
    integer: control === 'number' && ['bigint', 'integer', 'smallint'].includes(field.kind),
    decimalScale: control === 'number' && field.kind === 'numeric' ? (field.scale ?? 0) : undefined,
    dateOnly: control === 'datetime' && field.kind === 'date',
    listName,
  };
}

/** A status flag's new value when the database gives none: 正常. */
const statusFlag = (field: Field) =>
  field.name === 'status' && field.kind === 'char' && field.spec.columnDefault === undefined;

/** How the dialog holds a field (see `Conversion`); a new row starts with the column's default. */
export function conversionOf(field: Field, control: Control): Conversion {
  const empty = field.required ? 'required' : field.empty;
  const given = field.default;
  const make = (load: Conversion['load'], body: Conversion['body'], initialValue: unknown): Conversion => ({
    name: field.name,
    load,
    body,
    empty,
    initialValue,
    initial: initialValue === undefined ? 'undefined' : literal(initialValue),
  });
  // a field left to the database's default starts empty (`undefined`), never `null`
  const none = empty === 'omit' ? undefined : null;
  if (control === 'checkbox') {
    return make('split', 'join', given?.kind === 'text' && given.value ? given.value.split(',') : []);
  }
  if (field.kind === 'numeric') {
    return make('asIs', 'value', given?.kind === 'number' ? given.value : field.required ? '0' : none);
  }
  if (textual(field) || control === 'datetime' || field.kind === 'uuid') {
    const chosen = ['select', 'radio', 'image', 'file', 'editor', 'datetime'].includes(control);
    const initial = given?.kind === 'text' ? given.value : statusFlag(field) ? '0' : '';
    return make(field.notNull ? 'asIs' : 'orEmpty', chosen ? 'text' : 'trim', initial);
  }
  if (field.ts === 'number') {
    return make('asIs', 'value', given?.kind === 'number' ? Number(given.value) : field.required ? 0 : none);
  }
  return make('asIs', 'value', given?.kind === 'boolean' ? given.value : field.required ? false : none);
}

/** What the body holds for a value of the form (what `toBody` does, for the generated tests). */
export function bodyValueOf(conversion: Conversion, value: unknown): unknown {
  const empty = conversion.empty === 'null' ? null : undefined;
  const required = conversion.empty === 'required';
  switch (conversion.body) {
    case 'join': {
      const joined = (value as string[]).join(',');
      return required ? joined : joined || empty;
    }
    case 'trim': {
      const trimmed = (value as string | undefined)?.trim();
      return required ? trimmed : trimmed || empty;
    }
    case 'text':
      return required ? value : value || empty;
    default:
      return required ? value : (value ?? empty);
  }
}

/** `{Name}Dialog.tsx`: add / edit in the kit's EditDialog, a Form.Item per insert / edit column. */
export function dialogFile(model: Model, remote: RemoteWords): string {
  const { names, spec, fields, tree, sub } = model;
  const C = names.className;
  const ui = new Set<string>();
  const form = new Set(['EditDialog', 'Form']);
  const use = (item: FormItem) => {
    const parts: Partial<Record<Control, [Set<string>, string[]]>> = {
      number: [form, ['InputNumber']],
      switch: [ui, ['Switch']],
      textarea: [ui, ['Input']],
      input: [ui, ['Input']],
      select: [ui, ['Select', 'dictOptions']],
      radio: [ui, ['RadioGroup', 'dictOptions']],
      checkbox: [ui, ['Checkbox', 'dictOptions']],
      datetime: [form, ['DateTimeInput']],
      image: [ui, ['ImageUpload']],
      file: [ui, ['FileUpload']],
      editor: [ui, ['RichTextEditor']],
      parent: [ui, ['TreeSelectInput']],
    };
    const [into, names_] = parts[item.control]!;
    for (const name of names_) into.add(name);
    return item;
  };
  const writable = fields.filter((field) => field.writable);
  const items = writable.map((field) => use(formItemOf(field, model, names.limits)));
  const conversions = writable.map((field, at) => conversionOf(field, items[at].control));
  const lists = items.filter((item) => item.control === 'checkbox').map((item) => item.name);

  const subWritable = sub?.fields.filter((field) => field.writable) ?? [];
  const subItems = sub ? subWritable.map((field) => use(formItemOf(field, model, sub.limits, true))) : [];
  if (sub) for (const name of ['Button', 'PlusOutlined', 'DeleteOutlined', 'Space']) ui.add(name);
  if (tree) ui.add('treeSelectNodesOf');
  const usesDicts = [...items, ...subItems].some((item) => item.dicts !== undefined);
  if (usesDicts) ui.add('type DictMap');

  const limits = [
    ...(items.some((item) => item.max && ['input', 'textarea'].includes(item.control)) ? [names.limits] : []),
    ...(sub && subItems.some((item) => item.max && ['input', 'textarea'].includes(item.control))
      ? [sub.limits]
      : []),
  ];
  return render('page/{Name}Dialog.tsx', {
    names,
    C,
    remote,
    functionName: spec.functionName,
    tableName: spec.tableName,
    id: { name: names.id, type: keyTypeOf(model) },
    usesDicts,
    ui,
    form,
    limits,
    rowType: sub ? `${C}Detail` : C,
    contractTypes: [sub ? `${C}Detail` : C, ...(sub ? [`${sub.className}Body`] : [])],
    omit: [model.pk.name, ...lists, ...(sub ? [sub.listField] : [])],
    lists,
    fields: conversions,
    items,
    tree: tree && { id: model.pk.name, parent: tree.parent.name, label: tree.label.name },
    sub: sub && {
      listField: sub.listField,
      className: sub.className,
      pk: sub.pk.name,
      items: subItems,
      fields: subWritable.map((field, at) => conversionOf(field, subItems[at].control)),
    },
  });
}
