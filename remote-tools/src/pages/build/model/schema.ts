/**
 * The designer's model: a form schema (JSON, versioned) of fields and row containers. Pure data,
 * no React, no DOM: the page, the running form, the import check and the code generator all read
 * this one shape.
 */

export const SCHEMA_VERSION = 1;

export const FIELD_KINDS = [
  'input',
  'textarea',
  'password',
  'number',
  'select',
  'cascader',
  'radio',
  'checkbox',
  'switch',
  'slider',
  'time',
  'date',
  'dateRange',
  'rate',
  'color',
  'upload',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type ItemKind = FieldKind | 'row';

/** Kinds whose choices come from a list (static or a dictionary). */
export const OPTION_KINDS: readonly FieldKind[] = ['select', 'cascader', 'radio', 'checkbox'];
/** Kinds whose value is text, so length and pattern rules apply. */
export const TEXT_KINDS: readonly FieldKind[] = ['input', 'textarea', 'password'];
/** Kinds with a placeholder. */
export const PLACEHOLDER_KINDS: readonly FieldKind[] = [
  'input',
  'textarea',
  'password',
  'number',
  'select',
  'cascader',
  'time',
  'date',
];
/** Kinds with a clear button. */
export const CLEARABLE_KINDS: readonly FieldKind[] = [
  'input',
  'textarea',
  'password',
  'select',
  'cascader',
  'time',
  'date',
  'dateRange',
  'rate',
  'color',
];

export interface FieldOption {
  label: string;
  value: string;
  /** cascader levels */
  children?: FieldOption[];
}

export type RuleKind = 'pattern' | 'min' | 'max';
/** A rule besides 必填: a pattern, or a minimum / maximum length of text. */
export interface FieldRule {
  kind: RuleKind;
  /** the regular expression (pattern) or the length (min / max) */
  value: string;
  message: string;
}

export type JsonValue = string | number | boolean | null | JsonValue[];

export interface FieldItem {
  /** the designer's own id of the item (not shown, not exported as code) */
  id: string;
  kind: FieldKind;
  /** the form key: the name of the value in the submitted data */
  name: string;
  label: string;
  placeholder: string;
  defaultValue?: JsonValue;
  required: boolean;
  rules: FieldRule[];
  /** static choices (select, cascader, radio, checkbox) */
  options?: FieldOption[];
  /** choices from a dictionary type instead of `options` */
  dictType?: string;
  /** grid width, 1–24 */
  span: number;
  disabled: boolean;
  clearable: boolean;
  /** number / slider bounds */
  min?: number;
  max?: number;
}

export interface ColumnItem {
  id: string;
  span: number;
  children: FieldItem[];
}

export interface RowItem {
  id: string;
  kind: 'row';
  /** the row's name (shown on the canvas, used nowhere else) */
  name: string;
  columns: ColumnItem[];
}

export type Item = FieldItem | RowItem;

export type LabelPosition = 'right' | 'left' | 'top';
export type FormSize = 'small' | 'middle' | 'large';

export interface FormConfig {
  labelWidth: number;
  labelPosition: LabelPosition;
  size: FormSize;
  gutter: number;
  disabled: boolean;
}

export interface FormSchema {
  version: typeof SCHEMA_VERSION;
  form: FormConfig;
  items: Item[];
}

export const DEFAULT_FORM: FormConfig = {
  labelWidth: 100,
  labelPosition: 'right',
  size: 'middle',
  gutter: 15,
  disabled: false,
};

export function emptySchema(): FormSchema {
  return { version: SCHEMA_VERSION, form: { ...DEFAULT_FORM }, items: [] };
}

export const isRow = (item: Item): item is RowItem => item.kind === 'row';
export const isFieldKind = (kind: unknown): kind is FieldKind =>
  typeof kind === 'string' && (FIELD_KINDS as readonly string[]).includes(kind);

/** A key the generated code can use as a property name: a JavaScript identifier. */
export const KEY_PATTERN = /^[A-Za-z_$][\w$]*$/;

/** The default value a kind starts with in the running form when none is set. */
export function emptyValueOf(kind: FieldKind): JsonValue | undefined {
  switch (kind) {
    case 'checkbox':
    case 'cascader':
    case 'dateRange':
      return [];
    case 'switch':
      return false;
    default:
      return undefined;
  }
}
