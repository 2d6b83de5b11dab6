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

/**
 * Kinds with words or an icon inside the box before and after the value (RuoYi's 前缀 / 后缀 and
 * 前图标 / 后图标).
 */
export const AFFIX_KINDS: readonly FieldKind[] = ['input', 'password', 'number'];
/** Kinds whose typed text has a greatest length (最多输入) and may show its count (输入统计). */
export const LENGTH_KINDS: readonly FieldKind[] = ['input', 'textarea', 'password'];
/** Kinds that can be read-only: shown and submitted, not changed. */
export const READONLY_KINDS: readonly FieldKind[] = ['input', 'textarea', 'password', 'number'];
/** Kinds whose width in their cell (组件宽度, %) can be set. */
export const WIDTH_KINDS: readonly FieldKind[] = [
  'input',
  'textarea',
  'password',
  'number',
  'select',
  'cascader',
  'time',
  'date',
  'dateRange',
  'slider',
];
/** The text formats of the values of time and date fields (their defaults and submitted values). */
export const TIME_FORMAT = 'HH:mm:ss';
export const DAY_FORMAT = 'YYYY-MM-DD';

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

/**
 * A default value: text (text fields, a select's or radio's value, `HH:mm:ss` for a time,
 * `YYYY-MM-DD` for a date, the files of an upload joined by commas), a number, a yes / no, or a
 * list (checkboxes, a cascader's path, a date range).
 */
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
  /** words inside the box before / after the value (AFFIX_KINDS) */
  prefix?: string;
  suffix?: string;
  /** a console icon name (`@dis/ui`'s MenuIcon) before / after the value (AFFIX_KINDS) */
  prefixIcon?: string;
  suffixIcon?: string;
  /** the greatest length of the text (LENGTH_KINDS) */
  maxLength?: number;
  /** shows how much of `maxLength` is used (LENGTH_KINDS) */
  showCount?: boolean;
  /** the control's width in its cell, 1–100 % (WIDTH_KINDS; absent: the whole cell) */
  width?: number;
  /** shown and submitted, not changed (READONLY_KINDS) */
  readOnly?: boolean;
  /** the message of 必填 instead of 请输入 / 请选择 / 请上传 {label} */
  requiredMessage?: string;
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
