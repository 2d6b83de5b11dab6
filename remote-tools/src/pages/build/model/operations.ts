import {
  CLEARABLE_KINDS,
  emptyValueOf,
  isRow,
  KEY_PATTERN,
  OPTION_KINDS,
  type ColumnItem,
  type FieldItem,
  type FieldKind,
  type FormConfig,
  type FormSchema,
  type Item,
  type ItemKind,
  type RowItem,
} from './schema';

/**
 * The edits of the designer, as pure functions from a schema to a new schema (the old one is
 * never changed, so the undo history can keep it).
 */

/** The canvas itself; any other container is a row's column, named by the column's id. */
export const ROOT = 'root';

export interface Place {
  container: string;
  index: number;
}

/** The words a new item starts with, in the designer's language. */
export interface NewItemWords {
  label: (kind: ItemKind) => string;
  option: (n: number) => string;
}

const FIRST_NUMBER = 100;

/** Every field of the schema, in the order of the canvas (rows' columns left to right). */
export function allFields(schema: FormSchema): FieldItem[] {
  return schema.items.flatMap((item) =>
    isRow(item) ? item.columns.flatMap((column) => column.children) : [item],
  );
}

/**
 * The next `<prefix><N>`: one counter (from 100) for fields, rows and columns, above every number
 * that ends a key or id of the schema.
 */
function nextName(schema: FormSchema, prefix: string): string {
  let top = FIRST_NUMBER - 1;
  const pattern = /^(?:field|row|col)(\d+)$/;
  const see = (text: string) => {
    const match = pattern.exec(text);
    if (match) top = Math.max(top, Number(match[1]));
  };
  for (const item of schema.items) {
    see(item.name);
    see(item.id);
    if (isRow(item)) {
      for (const column of item.columns) {
        see(column.id);
        for (const child of column.children) {
          see(child.name);
          see(child.id);
        }
      }
    }
  }
  return `${prefix}${top + 1}`;
}

/** Ids are unique over the whole schema; `reserve` lets one edit take several. */
function idMaker(schema: FormSchema) {
  let seed = schema;
  return (prefix: string) => {
    const id = nextName(seed, prefix);
    // pretend the id is in use for the next call of this edit
    seed = { ...seed, items: [...seed.items, { ...placeholderField, id, name: id }] };
    return id;
  };
}

const placeholderField: FieldItem = {
  id: '',
  kind: 'input',
  name: '',
  label: '',
  placeholder: '',
  required: false,
  rules: [],
  span: 24,
  disabled: false,
  clearable: false,
};

export function createField(kind: FieldKind, id: string, name: string, words: NewItemWords): FieldItem {
  const field: FieldItem = {
    id,
    kind,
    name,
    label: words.label(kind),
    placeholder: '',
    required: false,
    rules: [],
    span: 24,
    disabled: false,
    clearable: CLEARABLE_KINDS.includes(kind),
  };
  const empty = emptyValueOf(kind);
  if (empty !== undefined) field.defaultValue = empty;
  if (OPTION_KINDS.includes(kind)) {
    field.options =
      kind === 'cascader'
        ? [
            {
              label: words.option(1),
              value: '1',
              children: [{ label: words.option(2), value: '2' }],
            },
          ]
        : [
            { label: words.option(1), value: '1' },
            { label: words.option(2), value: '2' },
          ];
  }
  if (kind === 'number' || kind === 'slider') {
    field.min = 0;
    field.max = 100;
  }
  if (kind === 'rate') field.max = 5;
  return field;
}

/** Adds a new item of `kind` at `place` (the end of the canvas when left out). */
export function addItem(
  schema: FormSchema,
  kind: ItemKind,
  words: NewItemWords,
  place: Place = { container: ROOT, index: schema.items.length },
): { schema: FormSchema; id: string } {
  const newId = idMaker(schema);
  let item: Item;
  if (kind === 'row') {
    const id = newId('row');
    item = {
      id,
      kind: 'row',
      name: id,
      columns: [
        { id: newId('col'), span: 12, children: [] },
        { id: newId('col'), span: 12, children: [] },
      ],
    } satisfies RowItem;
  } else {
    const name = newId('field');
    item = createField(kind, name, name, words);
  }
  // a row dropped into a column lands on the canvas just after the row of that column
  const target =
    kind === 'row' && place.container !== ROOT
      ? {
          container: ROOT,
          index:
            schema.items.findIndex((top) => isRow(top) && top.columns.some((c) => c.id === place.container)) +
            1,
        }
      : place;
  return { schema: insertAt(schema, item, target), id: item.id };
}

/** Where an item is: its container and index, or null. */
export function locate(schema: FormSchema, id: string): Place | null {
  const top = schema.items.findIndex((item) => item.id === id);
  if (top >= 0) return { container: ROOT, index: top };
  for (const item of schema.items) {
    if (!isRow(item)) continue;
    for (const column of item.columns) {
      const index = column.children.findIndex((child) => child.id === id);
      if (index >= 0) return { container: column.id, index };
    }
  }
  return null;
}

export function findItem(schema: FormSchema, id: string | null | undefined): Item | null {
  if (!id) return null;
  for (const item of schema.items) {
    if (item.id === id) return item;
    if (isRow(item)) {
      for (const column of item.columns) {
        const child = column.children.find((c) => c.id === id);
        if (child) return child;
      }
    }
  }
  return null;
}

/** The ids of a container's items, in order (for the sortable lists). */
export function containerIds(schema: FormSchema, container: string): string[] {
  if (container === ROOT) return schema.items.map((item) => item.id);
  return findColumn(schema, container)?.children.map((child) => child.id) ?? [];
}

export function findColumn(schema: FormSchema, columnId: string): ColumnItem | null {
  for (const item of schema.items) {
    if (!isRow(item)) continue;
    const column = item.columns.find((c) => c.id === columnId);
    if (column) return column;
  }
  return null;
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(index, length));
}

function insertAt(schema: FormSchema, item: Item, place: Place): FormSchema {
  if (place.container === ROOT) {
    const items = [...schema.items];
    items.splice(clampIndex(place.index, items.length), 0, item);
    return { ...schema, items };
  }
  if (isRow(item)) return schema; // rows hold fields only
  let done = false;
  const items = schema.items.map((top) => {
    if (!isRow(top)) return top;
    const columns = top.columns.map((column) => {
      if (column.id !== place.container) return column;
      done = true;
      const children = [...column.children];
      children.splice(clampIndex(place.index, children.length), 0, item);
      return { ...column, children };
    });
    return done ? { ...top, columns } : top;
  });
  return done ? { ...schema, items } : schema;
}

function without(schema: FormSchema, id: string): FormSchema {
  const items = schema.items
    .filter((item) => item.id !== id)
    .map((item) =>
      isRow(item) && item.columns.some((column) => column.children.some((child) => child.id === id))
        ? {
            ...item,
            columns: item.columns.map((column) => ({
              ...column,
              children: column.children.filter((child) => child.id !== id),
            })),
          }
        : item,
    );
  return { ...schema, items };
}

/**
 * Moves an item to `place` (an index in the container as it is before the move). A row cannot go
 * into a column; the canvas and columns take fields.
 */
export function moveItem(schema: FormSchema, id: string, place: Place): FormSchema {
  const item = findItem(schema, id);
  const from = locate(schema, id);
  if (!item || !from) return schema;
  if (isRow(item) && place.container !== ROOT) return schema;
  if (place.container !== ROOT && !findColumn(schema, place.container)) return schema;
  let index = place.index;
  if (from.container === place.container && from.index < index) index -= 1;
  if (from.container === place.container && from.index === index) return schema;
  return insertAt(without(schema, id), item, { container: place.container, index });
}

/** Removes an item (a row with everything in it). */
export function removeItem(schema: FormSchema, id: string): FormSchema {
  return locate(schema, id) ? without(schema, id) : schema;
}

/** Copies an item just after itself, with new ids and keys (a row's fields too). */
export function copyItem(schema: FormSchema, id: string): { schema: FormSchema; id: string } {
  const item = findItem(schema, id);
  const place = locate(schema, id);
  if (!item || !place) return { schema, id };
  const newId = idMaker(schema);
  const copyField = (field: FieldItem): FieldItem => {
    const name = newId('field');
    return { ...(JSON.parse(JSON.stringify(field)) as FieldItem), id: name, name };
  };
  let copy: Item;
  if (isRow(item)) {
    const rowId = newId('row');
    copy = {
      ...item,
      id: rowId,
      name: rowId,
      columns: item.columns.map((column) => ({
        id: newId('col'),
        span: column.span,
        children: column.children.map(copyField),
      })),
    };
  } else {
    copy = copyField(item);
  }
  return {
    schema: insertAt(schema, copy, { container: place.container, index: place.index + 1 }),
    id: copy.id,
  };
}

export type FieldPatch = Partial<Omit<FieldItem, 'id' | 'kind'>>;

export function updateField(schema: FormSchema, id: string, patch: FieldPatch): FormSchema {
  const apply = (field: FieldItem): FieldItem => {
    const next = { ...field, ...patch };
    for (const key of Object.keys(patch) as (keyof FieldPatch)[]) {
      if (patch[key] === undefined) delete next[key];
    }
    return next;
  };
  const items = schema.items.map((item) => {
    if (item.id === id && !isRow(item)) return apply(item);
    if (!isRow(item)) return item;
    if (!item.columns.some((column) => column.children.some((child) => child.id === id))) return item;
    return {
      ...item,
      columns: item.columns.map((column) => ({
        ...column,
        children: column.children.map((child) => (child.id === id ? apply(child) : child)),
      })),
    };
  });
  return { ...schema, items };
}

/**
 * Sets a row's columns by their spans: columns kept keep their fields, new ones start empty, and
 * the fields of columns taken away move into the last column kept.
 */
export function setRowColumns(schema: FormSchema, rowId: string, spans: number[]): FormSchema {
  if (spans.length === 0) return schema;
  const newId = idMaker(schema);
  const items = schema.items.map((item) => {
    if (item.id !== rowId || !isRow(item)) return item;
    const columns: ColumnItem[] = spans.map((span, index) => {
      const kept = item.columns[index];
      return kept ? { ...kept, span } : { id: newId('col'), span, children: [] };
    });
    const dropped = item.columns.slice(spans.length).flatMap((column) => column.children);
    if (dropped.length > 0) {
      const last = columns[columns.length - 1]!;
      columns[columns.length - 1] = { ...last, children: [...last.children, ...dropped] };
    }
    return { ...item, columns };
  });
  return { ...schema, items };
}

export function updateForm(schema: FormSchema, patch: Partial<FormConfig>): FormSchema {
  return { ...schema, form: { ...schema.form, ...patch } };
}

export type KeyProblem = 'empty' | 'format' | 'taken';

/** Why `name` cannot be the key of field `id`, or null when it can. */
export function keyProblem(schema: FormSchema, id: string, name: string): KeyProblem | null {
  if (!name) return 'empty';
  if (!KEY_PATTERN.test(name)) return 'format';
  if (allFields(schema).some((field) => field.id !== id && field.name === name)) return 'taken';
  return null;
}
