import { literal, render } from './code';
import { limitedFields, maxOf, queryFieldsOf, textual, type Field, type Model } from './model';
import { bodyValueOf, controlOf, conversionOf, DICT_CONTROLS, keyTypeOf, refinedControlOf } from './page';

/**
 * The views of the generated tests' templates (`templates/test/`, `templates/page/*.test.tsx`):
 * the samples they send, the answers they expect and the texts they look for.
 */

/** The id the page tests give their row. */
const ROW_ID = 9173;
const ROW_UUID = '00000000-0000-4000-8000-000000009173';

/** The row id of the page tests, and as a literal. */
const rowIdOf = (model: Model) =>
  model.pk.kind === 'uuid'
    ? { rowId: ROW_UUID, rowIdLiteral: literal(ROW_UUID) }
    : { rowId: String(ROW_ID), rowIdLiteral: String(ROW_ID) };

/** A text as testing-library finds it on the page: its default normaliser trims and joins white space. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

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
    case 'uuid':
      return `00000000-0000-4000-8000-00000000000${variant}`;
  }
}

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

/** The list query that finds the sample row and one that does not, by the first searched field. */
function filterOf(model: Model): { hit: string; miss: string } | undefined {
  const { fields, tree } = model;
  const queries = queryFieldsOf(fields).filter((query) => !(tree && query.field === tree.parent));
  const query =
    queries.find((one) => one.op !== 'days' && one.field.writable) ??
    queries.find((one) => one.op === 'days');
  if (!query) return undefined;
  if (query.op === 'days') {
    return {
      hit: '?params[beginTime]=2000-01-01&params[endTime]=2999-12-31',
      miss: '?params[beginTime]=2000-01-01&params[endTime]=2000-01-02',
    };
  }
  const { field, op } = query;
  const value = sample(field, 0);
  const param = (text: string) => `?${field.name}=${encodeURIComponent(text)}`;
  const numeric = field.ts === 'number';
  let hit = param(String(value));
  // a value no row has, within the filter's length (a one-letter flag takes one letter)
  const none = 'zz-none'.slice(0, textual(field) && !field.audit ? maxOf(field) : undefined);
  const other = numeric ? String(Number(value) + (op === 'lt' || op === 'lte' ? -1000 : 1000)) : none;
  let miss = ['equals', 'contains'].includes(op) || numeric ? param(other) : '';
  if (op === 'ne' || (field.ts === 'boolean' && op !== 'equals')) miss = '';
  if (op === 'ne') hit = param(numeric ? String(Number(value) + 1000) : none);
  if (['gt', 'lt'].includes(op) && numeric) hit = param(String(Number(value) + (op === 'gt' ? -1 : 1)));
  if (['gt', 'gte', 'lt', 'lte'].includes(op) && !numeric) return undefined;
  return { hit, miss };
}

/** `server/test/<m>-<b>.int.test.ts`: the resource on both databases. */
export function serverTestFile(model: Model): string {
  const { names, spec, fields, pk, tree, sub } = model;
  const isParent = (field: Field) => tree !== undefined && field === tree.parent;
  const sampleBody = tree
    ? `{ ...${body(fields, 0, isParent)}, ${tree.parent.name}: ${tree.parent.notNull ? '0' : 'null'} }`
    : sub
      ? `{ ...${body(fields, 0)}, ${sub.listField}: [${body(sub.fields, 0)}, ${body(sub.fields, 1)}] }`
      : body(fields, 0);
  const limited = limitedFields(fields.filter((field) => field.writable && field.kind !== 'text'))[0];
  const number = fields.find((field) => field.writable && field.ts === 'number' && !isParent(field));
  const bad = limited
    ? { kind: 'long', field: limited.name, max: maxOf(limited) }
    : { kind: 'type', field: (number ?? pk).name };
  const blank = fields.find((field) => field.required && textual(field) && !field.spec.dictType);
  const edited = fields.find(
    (field) =>
      field.writable &&
      textual(field) &&
      !field.spec.dictType &&
      !isParent(field) &&
      field.spec.htmlType !== 'datetime',
  );
  return render('test/{section}-{business}.int.test.ts', {
    names,
    T: names.table,
    pk: pk.name,
    keyType: keyTypeOf(model),
    path: names.path,
    functionName: spec.functionName,
    en: spec.functionNameEn || names.one,
    tableName: spec.tableName,
    sample: sampleBody,
    bad,
    blank: blank?.name,
    readBack: tree ? readBackObject(fields, 0, isParent) : readBackObject(fields, 0),
    createBy: fields.some((field) => field.name === 'createBy' && field.audit),
    filter: filterOf(model),
    edited: edited && { name: edited.name, value: String(sample(edited, 1)) },
    headers: fields.filter((field) => field.pk || field.spec.isList).map((field) => field.zh),
    tree: tree && { parent: tree.parent.name },
    sub: sub && {
      table: sub.table,
      fk: sub.fk.name,
      pk: sub.pk.name,
      listField: sub.listField,
      readBack: [readBackObject(sub.fields, 0), readBackObject(sub.fields, 1)],
      second: body(sub.fields, 1),
    },
  });
}

/** Whether the dialog (or its detail rows) edits rich text, which the tests replace. */
const editorMock = (model: Model) =>
  [...model.fields, ...(model.sub?.fields ?? [])].some(
    (field) => field.writable && controlOf(field, model) === 'editor',
  );

/** The row of the page tests, every field filled. */
function rowLiteral(model: Model, audit: (field: Field) => string): string {
  const { fields, pk, sub } = model;
  const entries = fields.map((field) => {
    if (field === pk) return `${field.name}: ${rowIdOf(model).rowIdLiteral}`;
    if (field.audit) return `${field.name}: ${audit(field)}`;
    if (model.tree && field === model.tree.parent) return `${field.name}: 0`;
    return `${field.name}: ${literal(readBack(field, 0))}`;
  });
  if (sub) entries.push(`${sub.listField}: []`);
  return `{ ${entries.join(', ')} }`;
}

/** What both page tests' views hold: the names, the row's id, the function's name as shown. */
const pageTestView = (model: Model) => ({
  names: model.names,
  path: model.names.path,
  ...rowIdOf(model),
  shownFunctionName: shown(model.spec.functionName),
});

/** `<C>Page.test.tsx`: the list, its buttons by permission, delete with its question, export, the editor. */
export function pageTestFile(model: Model): string {
  const { names, spec, fields, tree, sub } = model;
  const { rowId } = rowIdOf(model);
  return render('page/{Name}Page.test.tsx', {
    ...pageTestView(model),
    functionName: spec.functionName,
    rowType: sub ? `${names.className}Detail` : names.className,
    row: rowLiteral(model, (field) =>
      field.name === 'createTime' ? `'2026-01-05 10:00:00'` : field.name === 'createBy' ? `'admin'` : 'null',
    ),
    tree: tree !== undefined,
    editorMock: editorMock(model),
    titles: fields
      .filter((field) => field.pk || field.spec.isList)
      .filter((field) => !tree || (field !== model.pk && field !== tree.parent))
      .map((field) => shown(field.zh)),
    // the text that finds the row: its id, or in a tree (no id column) its name
    anchor: tree ? String(readBack(tree.label, 0)) : rowId,
  });
}

/** `<C>Dialog.test.tsx`: required fields refused, an add with trimmed values, an edit with its id. */
export function dialogTestFile(model: Model): string {
  const { names, fields, tree, sub } = model;
  const writable = fields.filter((field) => field.writable);
  const chooses = (field: Field) => field.spec.dictType !== '' && DICT_CONTROLS.includes(controlOf(field));
  const usesDicts =
    writable.some(chooses) || (sub?.fields ?? []).some((field) => field.writable && chooses(field));
  const typed = (field: Field) => ['input', 'textarea'].includes(controlOf(field, model));
  const fillable = (field: Field) =>
    !field.required || typed(field) || ['select', 'radio', 'checkbox'].includes(controlOf(field, model));
  const fills: Array<{ kind: string; label: string; value?: string }> = [];
  const expected: string[] = [];
  for (const field of writable) {
    const control = controlOf(field, model);
    const label = shown(field.zh);
    if (field.required && textual(field) && typed(field)) {
      const value = String(sample(field, 0));
      fills.push({ kind: 'type', label, value: ` ${value} ` });
      expected.push(`${field.name}: ${literal(value)}`);
    } else if (field.required && control === 'select') {
      fills.push({ kind: 'select', label });
      expected.push(`${field.name}: '1'`);
    } else if (field.required && (control === 'radio' || control === 'checkbox')) {
      fills.push({ kind: control, label });
      expected.push(`${field.name}: '1'`);
    } else {
      // what a new row starts with (the column's default, or nothing), as the body sends it
      const conversion = conversionOf(field, refinedControlOf(field, model));
      const value = bodyValueOf(conversion, conversion.initialValue);
      if (value !== undefined) expected.push(`${field.name}: ${literal(value)}`);
    }
  }
  if (sub) expected.push(`${sub.listField}: []`);
  const firstText = writable.find(
    (field) => textual(field) && controlOf(field, model) === 'input' && !field.spec.dictType,
  );
  const dictTypes = [
    ...new Set(
      [...writable, ...(sub?.fields ?? [])]
        .filter((field) => field.spec.dictType)
        .map((field) => field.spec.dictType),
    ),
  ];
  return render('page/{Name}Dialog.test.tsx', {
    ...pageTestView(model),
    id: names.id,
    usesDicts,
    dictsProp: usesDicts ? ' dicts={DICTS}' : '',
    dictTypes,
    tree: tree !== undefined,
    editorMock: editorMock(model),
    blanks: writable
      .filter((field) => field.required && textual(field) && typed(field))
      .map((field) => shown(field.zh)),
    add: writable.every(fillable) ? { fills, expected } : undefined,
    row: rowLiteral(model, () => 'null'),
    firstText: firstText && { label: shown(firstText.zh), value: String(readBack(firstText, 0)) },
  });
}
